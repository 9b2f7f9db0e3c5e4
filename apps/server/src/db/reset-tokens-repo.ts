import { and, count, eq, gt, gte, isNull } from 'drizzle-orm';
import type { DbOrTx } from './client.js';
import { passwordResetTokens } from './schema.js';

export const resetTokensRepo = {
  async create(
    db: DbOrTx,
    token: { userId: string; tokenHash: string; now: Date; expiresAt: Date },
  ): Promise<void> {
    await db.insert(passwordResetTokens).values({
      userId: token.userId,
      tokenHash: token.tokenHash,
      createdAt: token.now,
      expiresAt: token.expiresAt,
    });
  },

  /**
   * Marks an unused, unexpired token as used and returns its user id. The single conditional
   * UPDATE makes the token single-use even when two resets race: only one gets a row back.
   */
  async consume(db: DbOrTx, tokenHash: string, now: Date): Promise<string | undefined> {
    const [row] = await db
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, tokenHash),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    return row?.userId;
  },

  /** How many reset links were made for the user since then (the per-address cap). */
  async countSince(db: DbOrTx, userId: string, since: Date): Promise<number> {
    const [row] = await db
      .select({ made: count() })
      .from(passwordResetTokens)
      .where(
        and(eq(passwordResetTokens.userId, userId), gte(passwordResetTokens.createdAt, since)),
      );
    return row?.made ?? 0;
  },

  /** Invalidates every outstanding token of the user (after a successful reset). */
  async invalidateAllForUser(db: DbOrTx, userId: string, now: Date): Promise<void> {
    await db
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
  },
};
