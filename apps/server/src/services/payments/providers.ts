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
 * The sandbox's signing key. It guards nothing (the sandbox checkout signs a payment for anyone,
 * and production refuses the sandbox), so it is the same in every process: a checkout signed by
 * one app instance verifies on another behind the same proxy.
 */
export const SANDBOX_SIGNING_SECRET = 'ai-career-path-sandbox-no-money-moves';

/**
 * The sandbox gateway: orders are local and the sandbox checkout signs its result with the
 * sandbox key exactly as Razorpay does, so the same verification code runs. No money moves.
 */
export function createSandboxProvider(): PaymentProvider {
  return {
    name: 'sandbox',
    keyId: null,
    signingSecret: SANDBOX_SIGNING_SECRET,
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
