import { PRICE_LABEL } from '@acp/shared';
import { useParams } from 'react-router';
import { primaryButton } from '@/components/button-styles';
import { CardPage } from '@/components/card-page';
import { getErrorMessage } from '@/lib/api-error';
import {
  usePayLinkInfoQuery,
  usePayLinkOrderMutation,
  usePayLinkSandboxMutation,
  usePayLinkVerifyMutation,
} from '../api/payment-api';
import { useCheckout } from '../hooks/use-checkout';
import { PaymentFacts } from './payment-facts';
import { SandboxCheckoutDialog } from './sandbox-checkout-dialog';
import { useTranslateMessage } from '@/lib/i18n/locale-provider';

/**
 * /pay/:token: a parent (or anyone the student sent the link to) pays for the student's full
 * report with no account. It shows only the first name, the career and the price.
 */
export function ParentPayPage() {
  const token = useParams().token ?? '';
  const translate = useTranslateMessage();
  const { data: info, error, isLoading } = usePayLinkInfoQuery(token);
  const [order, ordering] = usePayLinkOrderMutation();
  const [sandbox, checkingOut] = usePayLinkSandboxMutation();
  const [verify, verifying] = usePayLinkVerifyMutation();
  const busy = ordering.isLoading || checkingOut.isLoading || verifying.isLoading;
  const checkout = useCheckout(
    {
      order: () => order(token).unwrap(),
      sandbox: (orderId, outcome) => sandbox({ token, orderId, outcome }).unwrap(),
      verify: (response) => verify({ token, response }).unwrap(),
    },
    () => undefined,
  );

  if (isLoading) {
    return (
      <CardPage title="Pay for a full report">
        <p className="mt-6 text-slate-600" role="status">
          Loading…
        </p>
      </CardPage>
    );
  }
  if (!info) {
    return (
      <CardPage title="This link does not work any more">
        <p role="alert" className="mt-6 rounded-xl bg-amber-50 p-4 text-amber-900">
          {error ? translate(getErrorMessage(error)) : 'Please ask for a new link.'}
        </p>
      </CardPage>
    );
  }

  const { firstName, career } = info;
  const sandboxOrder = checkout.step.kind === 'sandbox' ? checkout.step.order : null;
  if (info.isPaymentDone) {
    return (
      <CardPage title={`${firstName}'s full report is unlocked`}>
        <p role="status" className="mt-6 rounded-xl bg-emerald-50 p-4 text-emerald-900">
          Thank you: the payment is done and there is nothing more to pay. {firstName} can open the
          roadmap and the career PDF now, and a receipt has gone to {firstName}&apos;s email.
        </p>
      </CardPage>
    );
  }

  return (
    <CardPage
      title={`Pay for ${firstName}'s full report`}
      subtitle={`${firstName} sent you this link to unlock their career report on AI Career Path.`}
    >
      <div className="mt-6 rounded-2xl bg-indigo-50 p-4 text-slate-800">
        <p>
          {career ? (
            <>
              The deep roadmap and career PDF for <strong>{career}</strong>: the stream, exams,
              courses and a Plan B, step by step.
            </>
          ) : (
            <>
              The deep roadmap and career PDF for the career {firstName} chooses: the stream, exams,
              courses and a Plan B, step by step.
            </>
          )}
        </p>
        <p className="mt-3 flex items-baseline gap-2">
          <span className="text-3xl font-extrabold text-slate-900">{PRICE_LABEL}</span>
          <span className="text-slate-600">one-time</span>
        </p>
      </div>
      <PaymentFacts receiptTo={`${firstName}'s email`} />
      <button
        type="button"
        className={`${primaryButton} mt-6 w-full`}
        disabled={busy || checkout.step.kind === 'external'}
        onClick={() => void checkout.start()}
      >
        {busy ? 'Opening checkout...' : `Pay ${PRICE_LABEL}`}
      </button>
      <p className="mt-3 text-xs text-slate-600">
        You need no account. You will not see {firstName}&apos;s answers: they stay private to{' '}
        {firstName}.
      </p>
      {sandboxOrder ? (
        <SandboxCheckoutDialog
          order={sandboxOrder}
          busy={busy}
          onFinish={(outcome) => void checkout.finishSandbox(sandboxOrder, outcome)}
          onCancel={checkout.cancel}
        />
      ) : null}
    </CardPage>
  );
}
