import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { paymentsRepo } from '../db/payments-repo.js';
import { hmacHex } from '../services/payments/signature.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import {
  describeRequest,
  expectSafeResponse,
  signUpPerson,
  snapshotUsers,
  tableCounts,
} from './fuzz-fixtures.js';
import { hostileString, hostileValue, toJson } from './hostile-inputs.js';

const WEBHOOK_SECRET = 'fuzz-webhook-secret';
const RUNS = Number(process.env.FUZZ_RUNS ?? 8) * 2;

let t: TestApp;
let userId: string;
beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_AUTH_MAX: '1000000',
    RAZORPAY_KEY_ID: 'rzp_test_fuzz',
    RAZORPAY_KEY_SECRET: 'fuzz-key-secret',
    RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    // Never reached: the webhook does not call Razorpay.
    RAZORPAY_API_URL: 'http://127.0.0.1:9/v1',
  });
  userId = (await signUpPerson(t, { name: 'Webhook Owner', email: 'owner@fuzz.example.com' })).id;
  await paymentsRepo.insert(t.database.db, {
    userId,
    provider: 'razorpay',
    orderId: 'order_fuzz_1',
    amount: 49_900,
    currency: 'INR',
    receipt: 'rcpt_fuzz',
    createdAt: t.clock.now(),
  });
});
afterAll(async () => t.close());

/** Razorpay-shaped events with hostile parts, or hostile JSON altogether. */
const hostileEvent = fc.oneof(
  hostileValue,
  fc.record(
    {
      event: fc.oneof(
        fc.constantFrom('payment.captured', 'order.paid', 'payment.failed'),
        hostileValue,
      ),
      payload: fc.oneof(
        hostileValue,
        fc.record(
          {
            payment: fc.record(
              {
                entity: fc.oneof(
                  hostileValue,
                  fc.record(
                    {
                      id: fc.oneof(hostileString, hostileValue),
                      order_id: fc.oneof(hostileString, hostileValue),
                      amount: fc.oneof(fc.constant(49_900), hostileValue),
                    },
                    { requiredKeys: [] },
                  ),
                ),
              },
              { requiredKeys: [] },
            ),
            order: fc.record(
              { entity: fc.record({ id: hostileValue }, { requiredKeys: [] }) },
              { requiredKeys: [] },
            ),
          },
          { requiredKeys: [] },
        ),
      ),
    },
    { requiredKeys: [] },
  ),
);

it('a correctly signed webhook with hostile content never answers 5xx or pays anyone', async () => {
  await fc.assert(
    fc.asyncProperty(
      hostileEvent,
      fc.option(hostileString.map((s) => s.slice(0, 100)).filter((s) => /^[\x20-\x7e]*$/.test(s))),
      async (event, eventId) => {
        const payload = toJson(event);
        const request = {
          method: 'POST' as const,
          url: '/api/v1/payment/webhook',
          headers: {
            'content-type': 'application/json',
            'x-razorpay-signature': hmacHex(payload, WEBHOOK_SECRET),
            ...(eventId ? { 'x-razorpay-event-id': eventId } : {}),
          },
          payload,
        };
        const before = await snapshotUsers(t.database.db, [userId]);
        const response = await t.app.inject(request);
        expectSafeResponse(response, describeRequest(request));
        expect((await tableCounts(t.database.db)).paid_users).toBe(0);
        if (response.statusCode >= 400)
          expect(await snapshotUsers(t.database.db, [userId])).toBe(before);
      },
    ),
    { numRuns: RUNS },
  );
}, 60_000);
