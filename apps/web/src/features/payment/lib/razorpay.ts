import { APP_NAME, type PaymentOrder, type PaymentVerifyInput } from '@acp/shared';

const CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

interface RazorpayOptions {
  key: string;
  order_id: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  prefill: { name: string; email: string; contact?: string };
  handler: (response: PaymentVerifyInput) => void;
  modal: { ondismiss: () => void };
}

interface RazorpayInstance {
  open(): void;
  on(
    event: 'payment.failed',
    listener: (response: { error?: { description?: string } }) => void,
  ): void;
}

type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

declare global {
  interface Window {
    /** Set by Razorpay's checkout script once it has loaded. */
    Razorpay?: RazorpayConstructor;
  }
}

let loading: Promise<RazorpayConstructor> | null = null;

/** Loads Razorpay Checkout once, only when the deployment uses Razorpay. */
function loadCheckout(): Promise<RazorpayConstructor> {
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = CHECKOUT_SCRIPT;
    script.async = true;
    script.onload = () => {
      const constructor = window.Razorpay;
      if (constructor) resolve(constructor);
      else reject(new Error('Razorpay Checkout did not load'));
    };
    script.onerror = () => {
      loading = null;
      reject(new Error('Razorpay Checkout did not load'));
    };
    document.body.append(script);
  });
  return loading;
}

/** What the checkout ended with: the signed answer to verify, a cancel, or a failure. */
export type CheckoutOutcome =
  | { kind: 'paid'; response: PaymentVerifyInput }
  | { kind: 'cancelled' }
  | { kind: 'failed'; message: string | undefined };

/** Opens Razorpay Checkout for the order and settles when the person finishes or leaves it. */
export async function openRazorpayCheckout(order: PaymentOrder): Promise<CheckoutOutcome> {
  const Razorpay = await loadCheckout();
  return new Promise((resolve) => {
    const checkout = new Razorpay({
      key: order.keyId ?? '',
      order_id: order.orderId,
      amount: order.amount,
      currency: order.currency,
      name: APP_NAME,
      description: 'Full report: deep roadmap and career PDF',
      prefill: {
        name: order.name,
        email: order.email,
        ...(order.contact ? { contact: order.contact } : {}),
      },
      handler: (response) => resolve({ kind: 'paid', response }),
      modal: { ondismiss: () => resolve({ kind: 'cancelled' }) },
    });
    checkout.on('payment.failed', (response) =>
      resolve({ kind: 'failed', message: response.error?.description }),
    );
    checkout.open();
  });
}
