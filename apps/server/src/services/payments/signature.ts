import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 of `data` with `secret`, hex (Razorpay's signature format). */
export function hmacHex(data: string | Buffer, secret: string): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

function safeEqualHex(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Checkout signature: HMAC_SHA256(order_id + "|" + payment_id, key_secret), constant-time. */
export function isValidPaymentSignature(
  orderId: string,
  paymentId: string,
  signature: string,
  secret: string,
): boolean {
  return safeEqualHex(hmacHex(`${orderId}|${paymentId}`, secret), signature);
}

/** Webhook signature: HMAC_SHA256 over the raw request body, constant-time. */
export function isValidWebhookSignature(
  rawBody: Buffer,
  signature: string,
  secret: string,
): boolean {
  return safeEqualHex(hmacHex(rawBody, secret), signature);
}
