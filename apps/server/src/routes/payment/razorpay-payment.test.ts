import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hmacHex } from '../../services/payments/signature.js';
import { signUpUser } from '../../test/factories.js';
import { outboxEmails } from '../../test/outbox.js';
import { apiRequest, createTestApp, type TestApp } from '../../test/test-app.js';

const KEY_ID = 'rzp_test_1DP5mmOlF5G5ag';
const KEY_SECRET = 'thisisatestsecret';
const WEBHOOK_SECRET = 'webhook-secret-123';

/** A local stand-in for Razorpay's Orders API. */
const ordersSeen: { auth?: string; body: Record<string, unknown> }[] = [];
let orderCounter = 0;
const razorpay = http.createServer((req, res) => {
  let raw = '';
  req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
  req.on('end', () => {
    if (req.method === 'POST' && req.url === '/v1/orders') {
      const body = JSON.parse(raw) as Record<string, unknown>;
      ordersSeen.push({ auth: req.headers.authorization, body });
      orderCounter += 1;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: `order_test${orderCounter}`,
          entity: 'order',
          ...body,
          status: 'created',
        }),
      );
      return;
    }
    res.writeHead(404).end();
  });
});

let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => razorpay.listen(0, '127.0.0.1', resolve));
  const { port } = razorpay.address() as AddressInfo;
  t = await createTestApp({
    RATE_LIMIT_AUTH_MAX: '1000',
    RAZORPAY_KEY_ID: KEY_ID,
    RAZORPAY_KEY_SECRET: KEY_SECRET,
    RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    RAZORPAY_API_URL: `http://127.0.0.1:${port}/v1`,
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => razorpay.close(resolve));
});

const post = (cookie: string, url: string, body: unknown = {}) =>
  t.app.inject(apiRequest('POST', url, { cookie, body }));

function webhook(event: unknown, options: { eventId: string; signature?: string }) {
  const payload = JSON.stringify(event);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/payment/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-event-id': options.eventId,
      'x-razorpay-signature': options.signature ?? hmacHex(payload, WEBHOOK_SECRET),
    },
    payload,
  });
}

const captured = (orderId: string, paymentId: string, amount = 49_900) => ({
  event: 'payment.captured',
  payload: {
    payment: { entity: { id: paymentId, order_id: orderId, amount, status: 'captured' } },
  },
});

async function paidState(cookie: string) {
  return (await post(cookie, '/user/payment')).json().isPaymentDone as boolean;
}

describe('Razorpay', () => {
  it('creates orders at Razorpay with the server-side amount and publishes the key id', async () => {
    const { cookie } = await signUpUser(t.app);
    expect((await t.app.inject(apiRequest('GET', '/config'))).json()).toMatchObject({
      paymentProvider: 'razorpay',
      paymentKeyId: KEY_ID,
    });
    const order = (await post(cookie, '/payment/order', { amount: 1 })).json();
    expect(order).toMatchObject({
      provider: 'razorpay',
      keyId: KEY_ID,
      amount: 49_900,
      currency: 'INR',
    });
    const seen = ordersSeen.at(-1);
    expect(seen?.body).toMatchObject({ amount: 49_900, currency: 'INR' });
    expect(String(seen?.body.receipt)).toMatch(/^rcpt_/);
    expect(seen?.auth).toBe(`Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`);
    expect(
      (await post(cookie, '/payment/sandbox/checkout', { orderId: order.orderId, outcome: 'pay' }))
        .statusCode,
    ).toBe(404);
  });

  it('verifies the checkout signature made with the key secret', async () => {
    const { cookie } = await signUpUser(t.app);
    const { orderId } = (await post(cookie, '/payment/order')).json();
    const paymentId = `pay_${orderId}`;
    const bad = await post(cookie, '/payment/verify', {
      razorpay_order_id: orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: hmacHex(`${orderId}|${paymentId}`, 'wrong-secret'),
    });
    expect(bad.statusCode).toBe(400);
    const good = await post(cookie, '/payment/verify', {
      razorpay_order_id: orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: hmacHex(`${orderId}|${paymentId}`, KEY_SECRET),
    });
    expect(good.json().isPaymentDone).toBe(true);
  });

  it('applies a signed webhook once, ignores replays and refuses tampered bodies', async () => {
    const { cookie, input } = await signUpUser(t.app);
    const { orderId } = (await post(cookie, '/payment/order')).json();
    const event = captured(orderId, `pay_wh_${orderId}`);

    const tampered = await webhook(event, {
      eventId: 'evt_tampered',
      signature: hmacHex(JSON.stringify({ ...event, event: 'order.paid' }), WEBHOOK_SECRET),
    });
    expect(tampered.statusCode).toBe(400);
    expect(await paidState(cookie)).toBe(false);

    const first = await webhook(event, { eventId: `evt_${orderId}` });
    expect(first.json()).toEqual({ success: true, status: 'applied' });
    expect(await paidState(cookie)).toBe(true);
    const replay = await webhook(event, { eventId: `evt_${orderId}` });
    expect(replay.json()).toEqual({ success: true, status: 'replay' });

    // A later failure event never downgrades a paid user.
    const failed = await webhook(
      {
        event: 'payment.failed',
        payload: { payment: { entity: { id: 'pay_x', order_id: orderId } } },
      },
      { eventId: `evt_fail_${orderId}` },
    );
    expect(failed.statusCode).toBe(200);
    expect(await paidState(cookie)).toBe(true);
    // One receipt, from the event that marked the order paid; none for the replay.
    await t.app.deps.mailer.idle();
    const receipts = outboxEmails(t.dataDir).filter(
      (raw) => raw.includes(`To: ${input.email}`) && raw.includes('payment receipt'),
    );
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toContain(`Payment id: pay_wh_${orderId}`);
  });

  it('ignores a webhook whose amount differs from the order', async () => {
    const { cookie } = await signUpUser(t.app);
    const { orderId } = (await post(cookie, '/payment/order')).json();
    const response = await webhook(captured(orderId, `pay_cheap_${orderId}`, 100), {
      eventId: `evt_cheap_${orderId}`,
    });
    expect(response.json().status).toBe('ignored');
    expect(await paidState(cookie)).toBe(false);
  });

  it('grants once when verify and webhook race for the same payment', async () => {
    const { cookie } = await signUpUser(t.app);
    const { orderId } = (await post(cookie, '/payment/order')).json();
    const paymentId = `pay_race_${orderId}`;
    const [verify, hook] = await Promise.all([
      post(cookie, '/payment/verify', {
        razorpay_order_id: orderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: hmacHex(`${orderId}|${paymentId}`, KEY_SECRET),
      }),
      webhook(captured(orderId, paymentId), { eventId: `evt_race_${orderId}` }),
    ]);
    expect(verify.statusCode).toBe(200);
    expect(hook.statusCode).toBe(200);
    const { payments } = await import('../../db/schema.js');
    const { eq } = await import('drizzle-orm');
    const rows = await t.database.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'paid', paymentId, amount: 49_900 });
    expect(await paidState(cookie)).toBe(true);
  });
});
