import { and, desc, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from './client.js';
import { paymentEvents, payments, users, type PaymentRow } from './schema.js';

export const paymentsRepo = {
  async insert(
    db: DbOrTx,
    row: Pick<PaymentRow, 'userId' | 'provider' | 'orderId' | 'amount' | 'currency' | 'receipt'> & {
      createdAt: Date;
    },
  ): Promise<PaymentRow> {
    const [saved] = await db
      .insert(payments)
      .values({ ...row, updatedAt: row.createdAt })
      .returning();
    if (!saved) throw new Error('payment insert returned no row');
    return saved;
  },

  async findByOrderId(db: DbOrTx, orderId: string): Promise<PaymentRow | undefined> {
    const [row] = await db.select().from(payments).where(eq(payments.orderId, orderId)).limit(1);
    return row;
  },

  /** The user's newest order still waiting for payment at this provider. */
  async latestOpen(db: DbOrTx, userId: string, provider: PaymentRow['provider']) {
    const [row] = await db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.userId, userId),
          eq(payments.provider, provider),
          eq(payments.status, 'created'),
        ),
      )
      .orderBy(desc(payments.createdAt))
      .limit(1);
    return row;
  },

  /**
   * Marks the order paid with this payment id, once: returns the row only for the call that made
   * the transition (verify and webhook may race). Also unlocks the user; never the reverse.
   */
  async markPaid(
    db: DbOrTx,
    orderId: string,
    paymentId: string,
    now: Date,
  ): Promise<PaymentRow | undefined> {
    const [row] = await db
      .update(payments)
      .set({ status: 'paid', paymentId, paidAt: now, updatedAt: now })
      .where(and(eq(payments.orderId, orderId), ne(payments.status, 'paid')))
      .returning();
    if (row?.userId) {
      await db
        .update(users)
        .set({ isPaymentDone: true, updatedAt: now })
        .where(eq(users.id, row.userId));
    }
    return row;
  },

  async markFailed(db: DbOrTx, orderId: string, now: Date): Promise<void> {
    await db
      .update(payments)
      .set({ status: 'failed', updatedAt: now })
      .where(and(eq(payments.orderId, orderId), eq(payments.status, 'created')));
  },

  /** Records a webhook event; false when it was seen before (a replay). */
  async recordEvent(
    db: DbOrTx,
    event: { eventId: string; type: string; orderId: string | null; now: Date },
  ) {
    const [row] = await db
      .insert(paymentEvents)
      .values({
        eventId: event.eventId,
        type: event.type,
        orderId: event.orderId,
        createdAt: event.now,
      })
      .onConflictDoNothing()
      .returning();
    return row !== undefined;
  },
};
