import { describe, expect, it } from 'vitest';
import { hmacHex, isValidPaymentSignature, isValidWebhookSignature } from './signature.js';

// Vector computed independently with: printf 'order_IEIaMR65cu6nz3|pay_IH4NoHRQQJF2X9' |
//   openssl dgst -sha256 -hmac 'EnLs21M47BllR3X8PSFtjtbd'
const SECRET = 'EnLs21M47BllR3X8PSFtjtbd';
const ORDER = 'order_IEIaMR65cu6nz3';
const PAYMENT = 'pay_IH4NoHRQQJF2X9';
const SIGNATURE = '376f01654dea2d70893596f9969b38d01178efc3e65ee073e16a7915bc54bdc7';

describe('payment signature', () => {
  it('matches the fixed vector', () => {
    expect(hmacHex(`${ORDER}|${PAYMENT}`, SECRET)).toBe(SIGNATURE);
    expect(isValidPaymentSignature(ORDER, PAYMENT, SIGNATURE, SECRET)).toBe(true);
  });

  it('fails when any character is tampered with', () => {
    const flipped = `${SIGNATURE.slice(0, 10)}${SIGNATURE[10] === 'a' ? 'b' : 'a'}${SIGNATURE.slice(11)}`;
    expect(isValidPaymentSignature(ORDER, PAYMENT, flipped, SECRET)).toBe(false);
    expect(isValidPaymentSignature(ORDER, 'pay_IH4NoHRQQJF2X8', SIGNATURE, SECRET)).toBe(false);
    expect(isValidPaymentSignature('order_other', PAYMENT, SIGNATURE, SECRET)).toBe(false);
    expect(isValidPaymentSignature(ORDER, PAYMENT, SIGNATURE, `${SECRET}x`)).toBe(false);
    expect(isValidPaymentSignature(ORDER, PAYMENT, SIGNATURE.slice(1), SECRET)).toBe(false);
  });

  it('checks webhook bodies byte for byte', () => {
    const body = Buffer.from('{"event":"payment.captured"}');
    const signature = hmacHex(body, 'whsec');
    expect(isValidWebhookSignature(body, signature, 'whsec')).toBe(true);
    expect(
      isValidWebhookSignature(Buffer.from('{"event":"payment.captured" }'), signature, 'whsec'),
    ).toBe(false);
  });
});
