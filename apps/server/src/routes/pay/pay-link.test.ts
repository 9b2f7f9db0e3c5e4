import { messages } from '@acp/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser } from '../../test/factories.js';
import { outboxEmails } from '../../test/outbox.js';
import { apiRequest, createTestApp, type TestApp } from '../../test/test-app.js';

const DAY = 24 * 60 * 60 * 1000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_MAX: '1000' });
});
afterAll(async () => t.close());

const post = (url: string, options: { cookie?: string; body?: unknown } = {}) =>
  t.app.inject(apiRequest('POST', url, { body: {}, ...options }));
const get = (url: string, cookie?: string) => t.app.inject(apiRequest('GET', url, { cookie }));
const receiptsTo = (to: string) =>
  outboxEmails(t.dataDir).filter(
    (raw) =>
      raw.includes(`To: ${to}`) && raw.includes('Subject: Your AI Career Path payment receipt'),
  );

async function studentWithLink(career?: string) {
  const student = await signUpUser(t.app, { name: 'Asha Verma' });
  const link = await post('/payment/pay-link', {
    cookie: student.cookie,
    body: career ? { career } : {},
  });
  expect(link.statusCode).toBe(200);
  const { url, expiresAt } = link.json<{ url: string; expiresAt: string }>();
  const token = url.split('/pay/')[1] ?? '';
  return { ...student, url, expiresAt, token };
}

/** A parent with no account pays through the link's sandbox checkout. */
async function payThroughLink(token: string) {
  const order = await post(`/pay/${token}/order`);
  expect(order.statusCode).toBe(200);
  const { orderId } = order.json<{ orderId: string }>();
  const checkout = await post(`/pay/${token}/sandbox`, { body: { orderId, outcome: 'pay' } });
  return post(`/pay/${token}/verify`, { body: checkout.json().response });
}

describe('a parent pays from the link', () => {
  it('makes a week-long link that shows only the first name, the career and the price', async () => {
    const { url, expiresAt, token } = await studentWithLink('Data Scientist');
    expect(url).toMatch(/^http:\/\/localhost:3000\/pay\/[\w-]{43}$/);
    expect(new Date(expiresAt).getTime() - t.clock.now().getTime()).toBe(7 * DAY);
    const info = await get(`/pay/${token}`);
    expect(info.json()).toEqual({
      success: true,
      firstName: 'Asha',
      career: 'Data Scientist',
      careerHi: 'डेटा साइंटिस्ट',
      amount: 49_900,
      currency: 'INR',
      isPaymentDone: false,
      provider: 'sandbox',
    });
    // The payer is not shown the student's email or phone, not even as checkout prefill.
    const order = (await post(`/pay/${token}/order`)).json();
    expect(order).toMatchObject({ name: '', email: '', contact: null, amount: 49_900 });
  });

  it("unlocks the student's report once, and emails the student a receipt", async () => {
    const { token, cookie, input } = await studentWithLink();
    const verified = await payThroughLink(token);
    expect(verified.json()).toEqual({
      success: true,
      isPaymentDone: true,
      message: messages.parentPaymentDone,
    });
    expect((await post('/user/user', { cookie })).json().user.isPaymentDone).toBe(true);
    expect((await get(`/pay/${token}`)).json().isPaymentDone).toBe(true);
    // Paid already: no second order, so no second charge.
    const again = await post(`/pay/${token}/order`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(messages.paymentAlreadyDone);

    await t.app.deps.mailer.idle();
    const [receipt, ...more] = receiptsTo(input.email);
    expect(more).toEqual([]);
    expect(receipt).toMatch(/Amount paid: \S+499\.00/);
    expect(receipt).toMatch(/Order id: order_sbx_\w+/);
    expect(receipt).toMatch(/Payment id: pay_sbx_[\w-]+/);
    expect(receipt).toContain('1 January 2026');
    expect(receipt).toContain('http://localhost:3000/refunds');
  });

  it('works no more once replaced, expired, or for a made-up token', async () => {
    const first = await studentWithLink();
    const second = await post('/payment/pay-link', { cookie: first.cookie });
    const newToken = second.json<{ url: string }>().url.split('/pay/')[1] ?? '';
    const made = 'x'.repeat(43);
    for (const token of [first.token, made]) {
      const answer = await get(`/pay/${token}`);
      expect(answer.statusCode).toBe(404);
      expect(answer.json().message).toBe(messages.payLinkInvalid);
      expect((await post(`/pay/${token}/order`)).statusCode).toBe(404);
    }
    expect((await get(`/pay/${newToken}`)).statusCode).toBe(200);
    t.clock.advance(7 * DAY + 1000);
    expect((await get(`/pay/${newToken}`)).statusCode).toBe(404);
  });

  it("cannot pay another person's order, and offers no link once paid", async () => {
    const asha = await studentWithLink();
    const ravi = await signUpUser(t.app);
    const { orderId } = (await post('/payment/order', { cookie: ravi.cookie })).json();
    const checkout = await post(`/pay/${asha.token}/sandbox`, {
      body: { orderId, outcome: 'pay' },
    });
    expect(checkout.statusCode).toBe(404);
    expect((await payThroughLink(asha.token)).statusCode).toBe(200);
    const link = await post('/payment/pay-link', { cookie: asha.cookie });
    expect(link.statusCode).toBe(409);
    expect((await post('/payment/pay-link')).statusCode).toBe(401);
  });
});

describe('receipts', () => {
  it('are emailed once after a payment by the student too', async () => {
    const { cookie, input } = await signUpUser(t.app);
    const { orderId } = (await post('/payment/order', { cookie })).json();
    const checkout = (
      await post('/payment/sandbox/checkout', { cookie, body: { orderId, outcome: 'pay' } })
    ).json();
    expect((await post('/payment/verify', { cookie, body: checkout.response })).statusCode).toBe(
      200,
    );
    expect((await post('/payment/verify', { cookie, body: checkout.response })).statusCode).toBe(
      200,
    );
    await t.app.deps.mailer.idle();
    expect(receiptsTo(input.email)).toHaveLength(1);
  });
});
