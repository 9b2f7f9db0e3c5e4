import { randomBytes } from 'node:crypto';
import { messages } from '@acp/shared';
import type { Config } from '../../env.js';
import { errors } from '../../errors.js';

export interface OrderRequest {
  amount: number;
  currency: string;
  receipt: string;
}

/** A payment gateway: creates orders; its secret signs what the checkout hands back. */
export interface PaymentProvider {
  name: 'sandbox' | 'razorpay';
  /** Public key id for the browser's checkout; null for the sandbox. */
  keyId: string | null;
  /** Secret of the checkout signature. */
  signingSecret: string;
  /** Secret of webhook signatures, when webhooks are configured. */
  webhookSecret: string | null;
  createOrder(order: OrderRequest): Promise<{ orderId: string }>;
}

/**
 * The sandbox gateway: orders are local and the sandbox checkout signs its result with a local
 * secret exactly as Razorpay does, so the same verification code runs. No money moves.
 */
export function createSandboxProvider(secret = randomBytes(32).toString('hex')): PaymentProvider {
  return {
    name: 'sandbox',
    keyId: null,
    signingSecret: secret,
    webhookSecret: null,
    createOrder: () =>
      Promise.resolve({ orderId: `order_sbx_${randomBytes(9).toString('base64url')}` }),
  };
}

/** Razorpay's Orders API over HTTPS with basic auth (key id and secret). */
export function createRazorpayProvider(razorpay: NonNullable<Config['razorpay']>): PaymentProvider {
  const auth = Buffer.from(`${razorpay.keyId}:${razorpay.keySecret}`).toString('base64');
  return {
    name: 'razorpay',
    keyId: razorpay.keyId,
    signingSecret: razorpay.keySecret,
    webhookSecret: razorpay.webhookSecret ?? null,
    async createOrder(order) {
      let response: Response;
      try {
        response = await fetch(`${razorpay.apiUrl}/orders`, {
          method: 'POST',
          headers: { authorization: `Basic ${auth}`, 'content-type': 'application/json' },
          body: JSON.stringify(order),
          signal: AbortSignal.timeout(10_000),
        });
      } catch {
        throw errors.badGateway(messages.paymentProviderFailed);
      }
      const body = (await response.json().catch(() => ({}))) as { id?: unknown };
      if (!response.ok || typeof body.id !== 'string') {
        throw errors.badGateway(messages.paymentProviderFailed);
      }
      return { orderId: body.id };
    },
  };
}

export function createPaymentProvider(config: Config): PaymentProvider {
  return config.razorpay ? createRazorpayProvider(config.razorpay) : createSandboxProvider();
}
