import { z } from 'zod';

/** `POST /payment/order`: what the browser needs to open the checkout. */
export const paymentOrderResponseSchema = z.object({
  success: z.literal(true),
  provider: z.enum(['sandbox', 'razorpay']),
  orderId: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  /** Razorpay's public key id; null for the sandbox. */
  keyId: z.string().nullable(),
  /** Prefill for the checkout form. */
  name: z.string(),
  email: z.string(),
  contact: z.string().nullable(),
});
export type PaymentOrder = z.infer<typeof paymentOrderResponseSchema>;

/** What Razorpay Checkout (or the sandbox checkout) hands back after a successful payment. */
export const paymentVerifySchema = z.object({
  razorpay_order_id: z.string().min(1).max(100),
  razorpay_payment_id: z.string().min(1).max(100),
  razorpay_signature: z.string().min(1).max(200),
});
export type PaymentVerifyInput = z.infer<typeof paymentVerifySchema>;

/** Sandbox checkout buttons: the local stand-in for the payment gateway. */
export const sandboxCheckoutSchema = z.object({
  orderId: z.string().min(1).max(100),
  outcome: z.enum(['pay', 'fail']),
});

export const paymentStatusSchema = z.object({
  success: z.literal(true),
  isPaymentDone: z.boolean(),
  message: z.string(),
});
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/** `POST /payment/sandbox/checkout`: the verify input on "Pay", null (with a message) on "Fail". */
export const sandboxCheckoutResponseSchema = z.object({
  success: z.literal(true),
  response: paymentVerifySchema.nullable(),
  message: z.string().optional(),
});
export type SandboxCheckoutResponse = z.infer<typeof sandboxCheckoutResponseSchema>;
