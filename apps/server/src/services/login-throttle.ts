import { messages } from '@acp/shared';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { loginThrottles } from '../db/schema.js';
import { AppError } from '../errors.js';
import { hashToken } from '../lib/tokens.js';

/** Wrong passwords allowed before the back-off starts, its first wait, and its longest. */
export const FREE_FAILURES = 5;
const FIRST_WAIT_MS = 30_000;
const LONGEST_WAIT_MS = 15 * 60_000;
/** A day without a wrong password forgets the earlier ones. */
const FORGET_AFTER_MS = 24 * 60 * 60_000;

const keyOf = (email: string) => hashToken(email.trim().toLowerCase());

/** The wait after this many wrong passwords in a row: none, then 30 s, 1 min, 2 min… 15 min. */
export function backOffMs(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(LONGEST_WAIT_MS, FIRST_WAIT_MS * 2 ** (failures - FREE_FAILURES));
}

/**
 * Per-account login throttling (ASVS 6.3), across addresses and instances (in the database).
 * While an account waits, every try is refused with 429 before the password is checked, the
 * right one too; once the wait is over the right password works, and a password reset or a
 * successful login clears the count, so an attacker can slow the owner down but not lock them out.
 */
export const loginThrottle = {
  async assertAllowed(db: DbOrTx, email: string, now: Date): Promise<void> {
    const [row] = await db
      .select()
      .from(loginThrottles)
      .where(eq(loginThrottles.emailHash, keyOf(email)))
      .limit(1);
    if (!row?.blockedUntil || row.blockedUntil <= now) return;
    const minutes = Math.max(1, Math.ceil((row.blockedUntil.getTime() - now.getTime()) / 60_000));
    throw new AppError(
      429,
      'rate_limited',
      messages.accountBackOff.replace(
        '{minutes}',
        minutes === 1 ? '1 minute' : `${minutes} minutes`,
      ),
    );
  },

  async recordFailure(db: DbOrTx, email: string, now: Date): Promise<void> {
    const key = keyOf(email);
    const staleBefore = new Date(now.getTime() - FORGET_AFTER_MS);
    // Counted in one statement, so tries at the same moment each count.
    const [row] = await db
      .insert(loginThrottles)
      .values({ emailHash: key, failures: 1, lastFailureAt: now, blockedUntil: null })
      .onConflictDoUpdate({
        target: loginThrottles.emailHash,
        set: {
          failures: sql`CASE WHEN ${loginThrottles.lastFailureAt} < ${staleBefore} THEN 1 ELSE ${loginThrottles.failures} + 1 END`,
          lastFailureAt: now,
        },
      })
      .returning({ failures: loginThrottles.failures });
    const wait = backOffMs(row?.failures ?? 1);
    if (wait === 0) return;
    await db
      .update(loginThrottles)
      .set({ blockedUntil: new Date(now.getTime() + wait) })
      .where(eq(loginThrottles.emailHash, key));
  },

  async clear(db: DbOrTx, email: string): Promise<void> {
    await db.delete(loginThrottles).where(eq(loginThrottles.emailHash, keyOf(email)));
  },
};
