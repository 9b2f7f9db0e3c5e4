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

/** How long a parent's payment link works. */
export const PAY_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** `POST /payment/pay-link`: the career being unlocked, shown to the payer until one is chosen. */
export const payLinkRequestSchema = z.object({
  career: z.string().trim().min(1).max(120).optional(),
});

/** `POST /payment/pay-link`: a new link for someone else to pay with (it replaces the last one). */
export const payLinkResponseSchema = z.object({
  success: z.literal(true),
  url: z.string(),
  expiresAt: z.iso.datetime(),
});
export type PayLinkResponse = z.infer<typeof payLinkResponseSchema>;

/** `GET /pay/:token`: what the payer sees: whose report, which career, how much, whether paid. */
export const payLinkInfoSchema = z.object({
  success: z.literal(true),
  firstName: z.string(),
  /** The career chosen so far, if any. */
  career: z.string().nullable(),
  /** Its Hindi title as said in a sentence, when it is a catalogue career (decision 016). */
  careerHi: z.string().nullable(),
  amount: z.number().int(),
  currency: z.string(),
  isPaymentDone: z.boolean(),
  provider: z.enum(['sandbox', 'razorpay']),
});
export type PayLinkInfo = z.infer<typeof payLinkInfoSchema>;

/** A pay link's token in a path: the url-safe random string we made. */
export const payLinkTokenSchema = z.object({ token: z.string().regex(/^[\w-]{20,100}$/) });
