import { randomBytes } from 'node:crypto';
import { CURRENCY, messages, PRICE_PAISE, type PaymentVerifyInput } from '@acp/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { paymentsRepo } from '../../db/payments-repo.js';
import type { PaymentRow, UserRow } from '../../db/schema.js';
import { errors } from '../../errors.js';
import { careerSelectionsRepo } from '../../db/career-selections-repo.js';
import { usersRepo } from '../../db/users-repo.js';
import { receiptEmail } from '../emails.js';
import type { Mailer } from '../mailer.js';
import type { Metrics } from '../metrics.js';
import type { PaymentProvider } from './providers.js';
import { hmacHex, isValidPaymentSignature } from './signature.js';

/** An open order is reused for a day; after that a fresh one is created. */
const OPEN_ORDER_REUSE_MS = 24 * 60 * 60 * 1000;

export interface PaymentContext {
  db: Db;
  provider: PaymentProvider;
  now: Date;
  log: FastifyBaseLogger;
  metrics?: Metrics;
  /** Where the receipt goes once a payment is confirmed (the job queue), and the app's address. */
  receipts?: { mailer: Pick<Mailer, 'send'>; appUrl: string };
}

/**
 * Queues the receipt email of a payment just confirmed (once per payment: callers pass the row
 * only when this call marked it paid). A failure to queue is logged; the payment stands.
 */
export async function sendReceipt(ctx: PaymentContext, payment: PaymentRow): Promise<void> {
  if (!ctx.receipts || !payment.userId || !payment.paymentId) return;
  try {
    const user = await usersRepo.findById(ctx.db, payment.userId);
    if (!user) return;
    const selection = await careerSelectionsRepo.latest(ctx.db, user.id);
    const { appUrl, mailer } = ctx.receipts;
    await mailer.send(
      receiptEmail(
        user.email,
        user.name,
        {
          amount: payment.amount,
          currency: payment.currency,
          paidAt: payment.paidAt ?? ctx.now,
          orderId: payment.orderId,
          paymentId: payment.paymentId,
          career: selection?.title ?? null,
        },
        {
          roadmap: `${appUrl}${selection ? '/user/deep' : '/user/day3home'}`,
          refunds: `${appUrl}/refunds`,
        },
        user.locale ?? 'en',
      ),
    );
  } catch (error) {
    ctx.log.error({ err: error, orderId: payment.orderId }, 'receipt email not queued');
  }
}

/** Creates (or reuses) the user's order for the full report; the amount is the server's. */
export async function createOrder(ctx: PaymentContext, user: UserRow): Promise<PaymentRow> {
  const open = await paymentsRepo.latestOpen(ctx.db, user.id, ctx.provider.name);
  if (
    open &&
    open.amount === PRICE_PAISE &&
    ctx.now.getTime() - open.createdAt.getTime() < OPEN_ORDER_REUSE_MS
  ) {
    return open;
  }
  const receipt = `rcpt_${user.id.slice(0, 8)}_${randomBytes(4).toString('hex')}`;
  const { orderId } = await ctx.provider.createOrder({
    amount: PRICE_PAISE,
    currency: CURRENCY,
    receipt,
  });
  const order = await paymentsRepo.insert(ctx.db, {
    userId: user.id,
    provider: ctx.provider.name,
    orderId,
    amount: PRICE_PAISE,
    currency: CURRENCY,
    receipt,
    createdAt: ctx.now,
  });
  ctx.log.info({ orderId, provider: ctx.provider.name }, 'payment order created');
  ctx.metrics?.countPayment(ctx.provider.name, 'order');
  return order;
}

/**
 * Checks the checkout's signature over the order id we stored for this user, then unlocks the
 * full report. Verifying an already-processed payment again is a success, not a second grant.
 */
export async function verifyPayment(
  ctx: PaymentContext,
  user: UserRow,
  input: PaymentVerifyInput,
): Promise<void> {
  const order = await paymentsRepo.findByOrderId(ctx.db, input.razorpay_order_id);
  if (!order || order.userId !== user.id) throw errors.notFound(messages.paymentOrderUnknown);
  const valid = isValidPaymentSignature(
    order.orderId,
    input.razorpay_payment_id,
    input.razorpay_signature,
    ctx.provider.signingSecret,
  );
  if (!valid) {
    ctx.log.warn({ orderId: order.orderId }, 'payment signature mismatch');
    ctx.metrics?.countPayment(ctx.provider.name, 'verify_refused');
    throw errors.validation(messages.paymentVerifyFailed);
  }
  const paid = await ctx.db.transaction((tx) =>
    paymentsRepo.markPaid(tx, order.orderId, input.razorpay_payment_id, ctx.now),
  );
  if (paid) {
    ctx.metrics?.countPayment(ctx.provider.name, 'captured');
    ctx.log.info(
      { orderId: order.orderId, paymentId: input.razorpay_payment_id, via: 'verify' },
      'payment captured',
    );
    await sendReceipt(ctx, paid);
    return;
  }
  const current = await paymentsRepo.findByOrderId(ctx.db, order.orderId);
  if (current?.status !== 'paid') throw errors.validation(messages.paymentVerifyFailed);
}

/**
 * The sandbox checkout's Pay and Fail buttons: it plays the gateway, answering Pay with a
 * payment id and a signature made with the sandbox secret, as Razorpay Checkout would.
 */
export async function sandboxCheckout(
  ctx: PaymentContext,
  user: UserRow,
  orderId: string,
  outcome: 'pay' | 'fail',
): Promise<PaymentVerifyInput | null> {
  const order = await paymentsRepo.findByOrderId(ctx.db, orderId);
  if (!order || order.userId !== user.id || order.provider !== 'sandbox') {
    throw errors.notFound(messages.paymentOrderUnknown);
  }
  if (outcome === 'fail') {
    await paymentsRepo.markFailed(ctx.db, orderId, ctx.now);
    ctx.metrics?.countPayment(ctx.provider.name, 'failed');
    return null;
  }
  const paymentId = `pay_sbx_${randomBytes(9).toString('base64url')}`;
  return {
    razorpay_order_id: orderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: hmacHex(`${orderId}|${paymentId}`, ctx.provider.signingSecret),
  };
}
