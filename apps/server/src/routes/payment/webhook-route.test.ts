import { messages } from '@acp/shared';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { hmacHex } from '../../services/payments/signature.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const WEBHOOK_SECRET = 'webhook-secret-123';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    RAZORPAY_KEY_ID: 'rzp_test_1DP5mmOlF5G5ag',
    RAZORPAY_KEY_SECRET: 'thisisatestsecret',
    RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
  });
});
afterAll(async () => t.close());

const signed = (payload: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/payment/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': hmacHex(payload, WEBHOOK_SECRET),
    },
    payload,
  });

// Correctly signed but malformed events used to fail inside the handler with a 500.
it.each([
  ['null', 'The webhook event is not a Razorpay event.'],
  ['[1,2]', 'The webhook event is not a Razorpay event.'],
  ['{"event":{"a":1}}', 'The webhook event is not a Razorpay event.'],
  [
    '{"payload":{"payment":{"entity":{"order_id":["x"]}}}}',
    'The webhook event is not a Razorpay event.',
  ],
  ['{"event":"payment.captured\\u0000"}', messages.nulInBody],
])('refuses the signed body %s with 400', async (payload, message) => {
  const response = await signed(payload);
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ success: false, code: 'validation_error', message });
});

it('still acknowledges a well-formed event for an unknown order', async () => {
  const response = await signed(
    JSON.stringify({
      event: 'payment.captured',
      payload: { payment: { entity: { id: 'pay_1', order_id: 'order_unknown', amount: 49_900 } } },
    }),
  );
  expect(response.json()).toEqual({ success: true, status: 'ignored' });
});
