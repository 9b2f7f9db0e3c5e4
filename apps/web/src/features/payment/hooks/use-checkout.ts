import {
  messages,
  type PaymentOrder,
  type PaymentStatus,
  type PaymentVerifyInput,
  type SandboxCheckoutResponse,
} from '@acp/shared';
import { useState } from 'react';
import { getErrorMessage, isApiFailure } from '@/lib/api-error';
import { journeyToast } from '@/lib/journey-toast';
import { toast } from '@/lib/toast';
import { openRazorpayCheckout } from '../lib/razorpay';

export const CANCELLED = 'Payment cancelled. Nothing was charged and nothing has changed.';

/** The server calls of one checkout: the student's own, or a parent's through a pay link. */
export interface CheckoutCalls {
  order: () => Promise<PaymentOrder>;
  sandbox: (orderId: string, outcome: 'pay' | 'fail') => Promise<SandboxCheckoutResponse>;
  verify: (response: PaymentVerifyInput) => Promise<PaymentStatus>;
}

export type CheckoutStep =
  { kind: 'offer' } | { kind: 'sandbox'; order: PaymentOrder } | { kind: 'external' };

/**
 * One checkout, Razorpay's when configured or the labelled sandbox: order, pay, verify. A failure
 * is a toast and back to the offer; success clears every earlier toast (a stale "did not go
 * through" must not sit beside the good news) and shows the server's message.
 */
export function useCheckout(calls: CheckoutCalls, onPaid: () => void) {
  const [step, setStep] = useState<CheckoutStep>({ kind: 'offer' });

  const fail = (message: string) => {
    journeyToast.error(message);
    setStep({ kind: 'offer' });
  };

  const verify = async (response: PaymentVerifyInput) => {
    try {
      const answer = await calls.verify(response);
      toast.dismiss();
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

  const start = () =>
    run(async () => {
      const order = await calls.order();
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
      const answer = await calls.sandbox(order.orderId, outcome);
      if (answer.response) await verify(answer.response);
      else fail(answer.message ?? messages.paymentFailed);
    });

  return { step, start, finishSandbox, cancel: () => fail(CANCELLED) };
}
