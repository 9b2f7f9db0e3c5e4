import type { Db } from '../../db/client.js';
import { paymentsRepo } from '../../db/payments-repo.js';
import type { PaymentRow } from '../../db/schema.js';
import { sendReceipt, type PaymentContext } from './payment-service.js';

interface RazorpayEvent {
  event?: string;
  payload?: {
    payment?: { entity?: { id?: string; order_id?: string; amount?: number; status?: string } };
    order?: { entity?: { id?: string; amount_paid?: number } };
  };
}

/**
 * Applies a verified Razorpay webhook event once: `payment.captured` and `order.paid` unlock the
 * report, `payment.failed` marks a still-open order failed. Replays (same event id) and events
 * for unknown orders are acknowledged and ignored. A paid user is never downgraded.
 */
export async function applyWebhookEvent(
  ctx: PaymentContext & { db: Db },
  eventId: string,
  body: RazorpayEvent,
): Promise<'applied' | 'replay' | 'ignored'> {
  const { outcome, paid } = await applyInTransaction(ctx, eventId, body);
  // After the commit: no receipt goes out for a payment that was rolled back.
  if (paid) await sendReceipt(ctx, paid);
  return outcome;
}

type Outcome = 'applied' | 'replay' | 'ignored';

function applyInTransaction(
  ctx: PaymentContext & { db: Db },
  eventId: string,
  body: RazorpayEvent,
): Promise<{ outcome: Outcome; paid?: PaymentRow }> {
  const type = body.event ?? 'unknown';
  const payment = body.payload?.payment?.entity;
  const orderId = payment?.order_id ?? body.payload?.order?.entity?.id ?? null;
  return ctx.db.transaction(async (tx): Promise<{ outcome: Outcome; paid?: PaymentRow }> => {
    const fresh = await paymentsRepo.recordEvent(tx, { eventId, type, orderId, now: ctx.now });
    if (!fresh) {
      ctx.metrics?.countPayment(ctx.provider.name, 'webhook_replay');
      return { outcome: 'replay' };
    }
    if (!orderId) return { outcome: 'ignored' };
    const order = await paymentsRepo.findByOrderId(tx, orderId);
    if (!order) return { outcome: 'ignored' };
    if ((type === 'payment.captured' || type === 'order.paid') && payment?.id) {
      if (typeof payment.amount === 'number' && payment.amount !== order.amount) {
        ctx.log.warn({ orderId, eventId }, 'webhook amount does not match the order; ignored');
        return { outcome: 'ignored' };
      }
      const paid = await paymentsRepo.markPaid(tx, orderId, payment.id, ctx.now);
      if (paid) {
        ctx.log.info({ orderId, paymentId: payment.id, via: 'webhook' }, 'payment captured');
      }
      return { outcome: 'applied', paid };
    }
    if (type === 'payment.failed') {
      await paymentsRepo.markFailed(tx, orderId, ctx.now);
      ctx.metrics?.countPayment(ctx.provider.name, 'failed');
      return { outcome: 'applied' };
    }
    return { outcome: 'ignored' };
  });
}
