import { messages } from '@acp/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser } from '../../test/factories.js';
import { apiRequest, createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_MAX: '1000' });
});
afterAll(async () => t.close());

const post = (cookie: string, url: string, body: unknown = {}) =>
  t.app.inject(apiRequest('POST', url, { cookie, body }));

describe('sandbox payments', () => {
  it('refuses paid features to unpaid users with 402', async () => {
    const { cookie } = await signUpUser(t.app);
    for (const response of [
      await post(cookie, '/ai/godeep'),
      await post(cookie, '/user/career-pdf'),
      await t.app.inject(apiRequest('GET', '/user/career-pdf', { cookie })),
    ]) {
      expect(response.statusCode).toBe(402);
      expect(response.json()).toEqual({
        success: false,
        code: 'payment_required',
        message: messages.paymentRequired,
      });
    }
    expect((await post(cookie, '/user/payment')).json()).toEqual({
      success: true,
      isPaymentDone: false,
      message: messages.paymentPending,
    });
  });

  it('unlocks the full report through order → checkout → verify', async () => {
    const { cookie, input } = await signUpUser(t.app);
    const order = (await post(cookie, '/payment/order')).json();
    expect(order).toMatchObject({
      success: true,
      provider: 'sandbox',
      amount: 49_900,
      currency: 'INR',
      keyId: null,
      email: input.email,
    });
    expect(order.orderId).toMatch(/^order_sbx_/);
    // An open order is reused.
    expect((await post(cookie, '/payment/order')).json().orderId).toBe(order.orderId);

    const checkout = (
      await post(cookie, '/payment/sandbox/checkout', { orderId: order.orderId, outcome: 'pay' })
    ).json();
    expect(checkout.response.razorpay_order_id).toBe(order.orderId);
    const verified = await post(cookie, '/payment/verify', checkout.response);
    expect(verified.json()).toEqual({
      success: true,
      isPaymentDone: true,
      message: messages.paymentDone,
    });
    // Verifying the same payment again is still a success, not a second grant.
    expect((await post(cookie, '/payment/verify', checkout.response)).statusCode).toBe(200);

    expect((await post(cookie, '/user/payment')).json().isPaymentDone).toBe(true);
    expect((await post(cookie, '/user/user')).json().user.isPaymentDone).toBe(true);
    // A paid order is not reused: a new checkout would get a new order.
    expect((await post(cookie, '/payment/order')).json().orderId).not.toBe(order.orderId);
  });

  it('keeps the user unpaid when the checkout fails or the signature is forged', async () => {
    const { cookie } = await signUpUser(t.app);
    const { orderId } = (await post(cookie, '/payment/order')).json();
    const failed = (
      await post(cookie, '/payment/sandbox/checkout', { orderId, outcome: 'fail' })
    ).json();
    expect(failed).toEqual({ success: true, response: null, message: messages.paymentFailed });

    const next = (await post(cookie, '/payment/order')).json();
    expect(next.orderId).not.toBe(orderId);
    const forged = await post(cookie, '/payment/verify', {
      razorpay_order_id: next.orderId,
      razorpay_payment_id: 'pay_sbx_forged',
      razorpay_signature: 'a'.repeat(64),
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe(messages.paymentVerifyFailed);
    expect((await post(cookie, '/user/payment')).json().isPaymentDone).toBe(false);
  });

  it("refuses to verify or check out someone else's order", async () => {
    const owner = await signUpUser(t.app);
    const other = await signUpUser(t.app);
    const { orderId } = (await post(owner.cookie, '/payment/order')).json();
    const checkout = (
      await post(owner.cookie, '/payment/sandbox/checkout', { orderId, outcome: 'pay' })
    ).json();
    expect((await post(other.cookie, '/payment/verify', checkout.response)).statusCode).toBe(404);
    expect(
      (await post(other.cookie, '/payment/sandbox/checkout', { orderId, outcome: 'pay' }))
        .statusCode,
    ).toBe(404);
    expect((await post(other.cookie, '/user/payment')).json().isPaymentDone).toBe(false);
  });

  it('has no webhook without a webhook secret', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payment/webhook',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(404);
  });
});
