import { PRICE_LABEL, type PaymentOrder } from '@acp/shared';
import { primaryButton, secondaryButton } from '@/components/button-styles';
import { Modal } from '@/components/modal';

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
  return (
    <Modal title="Sandbox — no money moves" onClose={onCancel}>
      <p className="mt-3 text-slate-600">
        This is a local test checkout. Choose <strong>Pay</strong> to simulate a successful payment
        of {PRICE_LABEL}, or <strong>Fail</strong> to simulate a declined one.
      </p>
      <p className="mt-3 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200">
        Order <span className="break-all font-mono">{order.orderId}</span>
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
          Pay
        </button>
        <button
          type="button"
          className={secondaryButton}
          disabled={busy}
          onClick={() => onFinish('fail')}
        >
          Fail
        </button>
      </div>
    </Modal>
  );
}
