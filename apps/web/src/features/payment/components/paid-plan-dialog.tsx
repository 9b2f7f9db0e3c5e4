import { messages } from '@acp/shared';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { primaryButton, secondaryButton } from '@/components/button-styles';
import { Modal } from '@/components/modal';
import { useCurrentUser, useCurrentUserQuery } from '@/lib/api/user-api';
import { hindiCareerTitle } from '@/lib/career-title';
import { journeyToast } from '@/lib/journey-toast';
import { useLocale, useTranslateMessage } from '@/lib/i18n/locale-provider';
import { toast } from '@/lib/toast';
import {
  useCreateOrderMutation,
  useSandboxCheckoutMutation,
  useVerifyPaymentMutation,
} from '../api/payment-api';
import { useCheckout } from '../hooks/use-checkout';
import { usePriceLabel } from '../lib/price';
import { AskParentToPay } from './ask-parent-to-pay';
import { PaymentFacts } from './payment-facts';
import { SandboxCheckoutDialog } from './sandbox-checkout-dialog';

/** What the full report includes (the pricing card "UNLOCK FULL REPORT", product.md §9). */
const INCLUDED = [
  'payment.dialog.included1',
  'payment.dialog.included2',
  'payment.dialog.included3',
  'payment.dialog.included4',
  'payment.dialog.included5',
] as const;

/** How often the open dialog looks for a parent's payment once a pay link exists. */
const PARENT_PAYMENT_POLL_MS = 5_000;

interface PaidPlanDialogProps {
  /** The career whose roadmap this unlocks, when one is being chosen or was chosen. */
  career: string | null;
  onPaid: () => void;
  onClose: () => void;
}

/** The paid-plan offer and its checkout: Razorpay when configured, else the labelled sandbox. */
export function PaidPlanDialog({ career, onPaid, onClose }: PaidPlanDialogProps) {
  const [createOrder, ordering] = useCreateOrderMutation();
  const [sandboxCheckout, checkingOut] = useSandboxCheckoutMutation();
  const [verifyPayment, verifying] = useVerifyPaymentMutation();
  const busy = ordering.isLoading || checkingOut.isLoading || verifying.isLoading;
  const intl = useIntl();
  const translate = useTranslateMessage();
  const price = usePriceLabel();
  const { locale } = useLocale();
  const { user } = useCurrentUser();
  // Named in the language shown; the English title stays what is unlocked and paid for.
  const shownCareer =
    career && locale === 'hi' ? (hindiCareerTitle(user, career) ?? career) : career;
  const checkout = useCheckout(
    {
      order: () => createOrder().unwrap(),
      sandbox: (orderId, outcome) => sandboxCheckout({ orderId, outcome }).unwrap(),
      verify: (response) => verifyPayment(response).unwrap(),
    },
    onPaid,
  );

  // Once a parent has a link, their payment unlocks the report here without a reload.
  const [linkMade, setLinkMade] = useState(false);
  const { data: current } = useCurrentUserQuery(undefined, {
    skip: !linkMade,
    pollingInterval: PARENT_PAYMENT_POLL_MS,
  });
  const paidByParent = linkMade && (current?.user.isPaymentDone ?? false);
  useEffect(() => {
    if (!paidByParent) return;
    toast.dismiss();
    journeyToast.success(translate(messages.paymentDone));
    onPaid();
  }, [paidByParent, onPaid, translate]);

  const { step } = checkout;
  // Razorpay shows its own dialog; ours steps aside meanwhile.
  if (step.kind === 'external') return null;
  if (step.kind === 'sandbox') {
    return (
      <SandboxCheckoutDialog
        order={step.order}
        busy={busy}
        onFinish={(outcome) => void checkout.finishSandbox(step.order, outcome)}
        onCancel={checkout.cancel}
      />
    );
  }

  return (
    <Modal title={intl.formatMessage({ id: 'payment.dialog.title' })} onClose={onClose}>
      <p className="mt-3 text-slate-700">
        {career ? (
          <FormattedMessage
            id="payment.dialog.forCareer"
            values={{
              career: shownCareer,
              strong: (chunks) => <strong className="text-slate-900">{chunks}</strong>,
            }}
          />
        ) : (
          translate(messages.paymentPending)
        )}
      </p>
      <p className="mt-4 flex items-baseline gap-2">
        <span className="text-4xl font-extrabold text-slate-900">{price}</span>
        <span className="text-slate-600">
          <FormattedMessage id="payment.dialog.oneTime" />
        </span>
      </p>
      <ul className="mt-4 space-y-2 text-slate-700">
        {INCLUDED.map((item) => (
          <li key={item} className="flex gap-2">
            <span aria-hidden="true" className="font-bold text-emerald-600">
              ✓
            </span>
            <FormattedMessage id={item} />
          </li>
        ))}
      </ul>
      <PaymentFacts receiptTo={intl.formatMessage({ id: 'payment.dialog.yourEmail' })} />
      <div className="mt-6 flex flex-wrap gap-3">
        <button
          type="button"
          className={primaryButton}
          disabled={busy}
          onClick={() => void checkout.start()}
        >
          {busy
            ? intl.formatMessage({ id: 'payment.dialog.opening' })
            : intl.formatMessage({ id: 'payment.dialog.unlockFor' }, { price })}
        </button>
        <button type="button" className={secondaryButton} onClick={onClose}>
          <FormattedMessage id="payment.dialog.notNow" />
        </button>
      </div>
      <AskParentToPay career={career} onLinkMade={() => setLinkMade(true)} />
    </Modal>
  );
}
