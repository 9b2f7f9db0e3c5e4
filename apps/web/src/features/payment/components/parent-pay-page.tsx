import { FormattedMessage, useIntl } from 'react-intl';
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
import { usePriceLabel } from '../lib/price';
import { PaymentFacts } from './payment-facts';
import { SandboxCheckoutDialog } from './sandbox-checkout-dialog';
import { useLocale, useTranslateMessage } from '@/lib/i18n/locale-provider';

/**
 * /pay/:token: a parent (or anyone the student sent the link to) pays for the student's full
 * report with no account. It shows only the first name, the career and the price.
 */
export function ParentPayPage() {
  const token = useParams().token ?? '';
  const translate = useTranslateMessage();
  const intl = useIntl();
  const { locale } = useLocale();
  const price = usePriceLabel();
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
      <CardPage title={intl.formatMessage({ id: 'payment.pay.title' })}>
        <p className="mt-6 text-slate-600" role="status">
          <FormattedMessage id="payment.pay.loading" />
        </p>
      </CardPage>
    );
  }
  if (!info) {
    return (
      <CardPage title={intl.formatMessage({ id: 'payment.pay.deadTitle' })}>
        <p role="alert" className="mt-6 rounded-xl bg-amber-50 p-4 text-amber-900">
          {error
            ? translate(getErrorMessage(error))
            : intl.formatMessage({ id: 'payment.pay.askNew' })}
        </p>
      </CardPage>
    );
  }

  const { firstName } = info;
  // The catalogue's Hindi title on a Hindi page; a career of O*NET's own keeps its English one.
  const career = locale === 'hi' ? (info.careerHi ?? info.career) : info.career;
  const name = firstName;
  const sandboxOrder = checkout.step.kind === 'sandbox' ? checkout.step.order : null;
  if (info.isPaymentDone) {
    return (
      <CardPage title={intl.formatMessage({ id: 'payment.pay.doneTitle' }, { name })}>
        <p role="status" className="mt-6 rounded-xl bg-emerald-50 p-4 text-emerald-900">
          <FormattedMessage id="payment.pay.done" values={{ name }} />
        </p>
      </CardPage>
    );
  }

  return (
    <CardPage
      title={intl.formatMessage({ id: 'payment.pay.payTitle' }, { name })}
      subtitle={intl.formatMessage({ id: 'payment.pay.subtitle' }, { name })}
    >
      <div className="mt-6 rounded-2xl bg-indigo-50 p-4 text-slate-800">
        <p>
          {career ? (
            <FormattedMessage
              id="payment.pay.forCareer"
              values={{ career, strong: (chunks) => <strong>{chunks}</strong> }}
            />
          ) : (
            <FormattedMessage id="payment.pay.forChosen" values={{ name }} />
          )}
        </p>
        <p className="mt-3 flex items-baseline gap-2">
          <span className="text-3xl font-extrabold text-slate-900">{price}</span>
          <span className="text-slate-600">
            <FormattedMessage id="payment.dialog.oneTime" />
          </span>
        </p>
      </div>
      <PaymentFacts receiptTo={intl.formatMessage({ id: 'payment.pay.theirEmail' }, { name })} />
      <button
        type="button"
        className={`${primaryButton} mt-6 w-full`}
        disabled={busy || checkout.step.kind === 'external'}
        onClick={() => void checkout.start()}
      >
        {busy
          ? intl.formatMessage({ id: 'payment.dialog.opening' })
          : intl.formatMessage({ id: 'payment.pay.pay' }, { price })}
      </button>
      <p className="mt-3 text-xs text-slate-600">
        <FormattedMessage id="payment.pay.private" values={{ name }} />
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
