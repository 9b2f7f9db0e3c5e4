import { and, count, eq, gt, gte, isNull, lt } from 'drizzle-orm';
import type { Locale } from '@acp/shared';
import type { DbOrTx } from './client.js';
import { signupRequests, type SignupRequestRow } from './schema.js';

/** What a new address's signup keeps until its link is used. */
export interface PendingSignup {
  email: string;
  tokenHash: string;
  name: string;
  contact: string;
  passwordHash: string;
  dateOfBirth: string;
  parentEmail: string | null;
  locale: Locale | null;
}

export const signupRequestsRepo = {
  async createPending(
    db: DbOrTx,
    pending: PendingSignup,
    now: Date,
    expiresAt: Date,
  ): Promise<void> {
    await db.insert(signupRequests).values({ ...pending, createdAt: now, expiresAt });
  },

  /** A notice sent to an address that has an account: counted for the cap, holds nothing else. */
  async recordNotice(db: DbOrTx, email: string, now: Date): Promise<void> {
    await db.insert(signupRequests).values({ email, createdAt: now, expiresAt: now });
  },

  /** Emails of either kind sent to the address since then (the per-address cap). */
  async countSince(db: DbOrTx, email: string, since: Date): Promise<number> {
    const [row] = await db
      .select({ sent: count() })
      .from(signupRequests)
      .where(and(eq(signupRequests.email, email), gte(signupRequests.createdAt, since)));
    return row?.sent ?? 0;
  },

  /**
   * Marks an unused, unexpired link as used and returns what its signup said. One conditional
   * UPDATE, so two clicks at once get one row between them.
   */
  async consume(db: DbOrTx, tokenHash: string, now: Date): Promise<SignupRequestRow | undefined> {
    const [row] = await db
      .update(signupRequests)
      .set({ usedAt: now })
      .where(
        and(
          eq(signupRequests.tokenHash, tokenHash),
          isNull(signupRequests.usedAt),
          gt(signupRequests.expiresAt, now),
        ),
      )
      .returning();
    return row;
  },

  /** Closes every other open link to the address once it has an account. */
  async closeAllFor(db: DbOrTx, email: string, now: Date): Promise<void> {
    await db
      .update(signupRequests)
      .set({ usedAt: now })
      .where(and(eq(signupRequests.email, email), isNull(signupRequests.usedAt)));
  },

  /** Forgets signups older than `before` (what they said, their hashed password). */
  async deleteOlderThan(db: DbOrTx, before: Date): Promise<void> {
    await db.delete(signupRequests).where(lt(signupRequests.createdAt, before));
  },
};
