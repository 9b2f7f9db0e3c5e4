import type { PaymentOrder } from '@acp/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import { primaryButton, secondaryButton } from '@/components/button-styles';
import { Modal } from '@/components/modal';
import { usePriceLabel } from '../lib/price';

interface SandboxCheckoutDialogProps {
  order: PaymentOrder;
  busy: boolean;
  onFinish: (outcome: 'pay' | 'fail') => void;
  onCancel: () => void;
}

/** The local stand-in for Razorpay Checkout: Pay or Fail, clearly labelled as moving no money. */
export function SandboxCheckoutDialog({
  order,
  busy,
  onFinish,
  onCancel,
}: SandboxCheckoutDialogProps) {
  const intl = useIntl();
  const price = usePriceLabel();
  return (
    <Modal title={intl.formatMessage({ id: 'payment.sandbox.title' })} onClose={onCancel}>
      <p className="mt-3 text-slate-600">
        <FormattedMessage
          id="payment.sandbox.body"
          values={{ price, strong: (chunks) => <strong>{chunks}</strong> }}
        />
      </p>
      <p className="mt-3 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200">
        <FormattedMessage id="payment.sandbox.order" />{' '}
        <span className="break-all font-mono">{order.orderId}</span>
        <br />
        {order.currency} {(order.amount / 100).toFixed(2)}
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <button
          type="button"
          className={primaryButton}
          disabled={busy}
          onClick={() => onFinish('pay')}
        >
          <FormattedMessage id="payment.sandbox.pay" />
        </button>
        <button
          type="button"
          className={secondaryButton}
          disabled={busy}
          onClick={() => onFinish('fail')}
        >
          <FormattedMessage id="payment.sandbox.fail" />
        </button>
      </div>
    </Modal>
  );
}
