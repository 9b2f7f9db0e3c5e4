import { messages, PRICE_LABEL, type PaymentOrder, type PaymentVerifyInput } from '@acp/shared';
import { useState } from 'react';
import { primaryButton, secondaryButton } from '@/components/button-styles';
import { Modal } from '@/components/modal';
import { getErrorMessage, isApiFailure } from '@/lib/api-error';
import { journeyToast } from '@/lib/journey-toast';
import { openRazorpayCheckout } from '../lib/razorpay';
import {
  useCreateOrderMutation,
  useSandboxCheckoutMutation,
  useVerifyPaymentMutation,
} from '../api/payment-api';

/** What the full report includes (the pricing card "UNLOCK FULL REPORT", product.md §9). */
const INCLUDED = [
  'A detailed report: your career paths, skill plan and roadmap',
  'A deep, stage-by-stage roadmap for the career you choose',
  'Curated learning resources with links',
  'Your career PDF to download and keep',
  'Lifelong access to your blueprint',
];

const CANCELLED = 'Payment cancelled. Nothing was charged and nothing has changed.';

type Step = { kind: 'offer' } | { kind: 'sandbox'; order: PaymentOrder } | { kind: 'external' };

interface PaidPlanDialogProps {
  onPaid: () => void;
  onClose: () => void;
}

/** The paid-plan offer and its checkout: Razorpay when configured, else the labelled sandbox. */
export function PaidPlanDialog({ onPaid, onClose }: PaidPlanDialogProps) {
  const [step, setStep] = useState<Step>({ kind: 'offer' });
  const [createOrder, ordering] = useCreateOrderMutation();
  const [sandboxCheckout, checkingOut] = useSandboxCheckoutMutation();
  const [verifyPayment, verifying] = useVerifyPaymentMutation();
  const busy = ordering.isLoading || checkingOut.isLoading || verifying.isLoading;

  const fail = (message: string) => {
    journeyToast.error(message);
    setStep({ kind: 'offer' });
  };

  const verify = async (response: PaymentVerifyInput) => {
    try {
      const answer = await verifyPayment(response).unwrap();
      journeyToast.success(answer.message);
      onPaid();
    } catch (error) {
      fail(isApiFailure(error) ? error.message : messages.paymentVerifyFailed);
    }
  };

  const run = async (action: () => Promise<void>) => {
    try {
      await action();
    } catch (error) {
      fail(getErrorMessage(error));
    }
  };

  const startCheckout = () =>
    run(async () => {
      const order = await createOrder().unwrap();
      if (order.provider === 'sandbox') {
        setStep({ kind: 'sandbox', order });
        return;
      }
      setStep({ kind: 'external' });
      const outcome = await openRazorpayCheckout(order);
      if (outcome.kind === 'paid') await verify(outcome.response);
      else if (outcome.kind === 'cancelled') fail(CANCELLED);
      else fail(outcome.message ?? messages.paymentFailed);
    });

  const finishSandbox = (order: PaymentOrder, outcome: 'pay' | 'fail') =>
    run(async () => {
      const answer = await sandboxCheckout({ orderId: order.orderId, outcome }).unwrap();
      if (answer.response) await verify(answer.response);
      else fail(answer.message ?? messages.paymentFailed);
    });

  // Razorpay shows its own dialog; ours steps aside meanwhile.
  if (step.kind === 'external') return null;

  if (step.kind === 'sandbox') {
    return (
      <Modal title="Sandbox — no money moves" onClose={() => fail(CANCELLED)}>
        <p className="mt-3 text-slate-600">
          This is a local test checkout. Choose <strong>Pay</strong> to simulate a successful
          payment of {PRICE_LABEL}, or <strong>Fail</strong> to simulate a declined one.
        </p>
        <p className="mt-3 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200">
          Order <span className="break-all font-mono">{step.order.orderId}</span>
          <br />
          {step.order.currency} {(step.order.amount / 100).toFixed(2)}
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <button
            type="button"
            className={primaryButton}
            disabled={busy}
            onClick={() => void finishSandbox(step.order, 'pay')}
          >
            Pay
          </button>
          <button
            type="button"
            className={secondaryButton}
            disabled={busy}
            onClick={() => void finishSandbox(step.order, 'fail')}
          >
            Fail
          </button>
        </div>
      </Modal>
    );
  }

  return (
    <Modal title="UNLOCK FULL REPORT" onClose={onClose}>
      <p className="mt-3 text-slate-600">{messages.paymentPending}</p>
      <p className="mt-5 flex items-baseline gap-2">
        <span className="text-4xl font-extrabold text-slate-900">{PRICE_LABEL}</span>
        <span className="text-slate-600">one-time</span>
      </p>
      <ul className="mt-5 space-y-2 text-slate-700">
        {INCLUDED.map((item) => (
          <li key={item} className="flex gap-2">
            <span aria-hidden="true" className="font-bold text-emerald-600">
              ✓
            </span>
            {item}
          </li>
        ))}
      </ul>
      <div className="mt-6 flex flex-wrap gap-3">
        <button
          type="button"
          className={primaryButton}
          disabled={busy}
          onClick={() => void startCheckout()}
        >
          {busy ? 'Opening checkout...' : `Unlock for ${PRICE_LABEL}`}
        </button>
        <button type="button" className={secondaryButton} onClick={onClose}>
          Not now
        </button>
      </div>
    </Modal>
  );
}
