import { and, eq, gt, lt, or } from 'drizzle-orm';
import type { DbOrTx } from './client.js';
import { sessions, type SessionRow } from './schema.js';

export const sessionsRepo = {
  async create(
    db: DbOrTx,
    session: { userId: string; tokenHash: string; now: Date; expiresAt: Date },
  ): Promise<SessionRow> {
    const [row] = await db
      .insert(sessions)
      .values({
        userId: session.userId,
        tokenHash: session.tokenHash,
        createdAt: session.now,
        lastSeenAt: session.now,
        expiresAt: session.expiresAt,
      })
      .returning();
    if (!row) throw new Error('session insert returned no row');
    return row;
  },

  /** The session for this token hash if neither its absolute nor its idle expiry has passed. */
  async findActive(
    db: DbOrTx,
    tokenHash: string,
    now: Date,
    idleSince: Date,
  ): Promise<SessionRow | undefined> {
    const [row] = await db
      .select()
      .from(sessions)
      .where(
        and(
          eq(sessions.tokenHash, tokenHash),
          gt(sessions.expiresAt, now),
          gt(sessions.lastSeenAt, idleSince),
        ),
      )
      .limit(1);
    return row;
  },

  async touch(db: DbOrTx, id: string, now: Date): Promise<void> {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
  },

  async deleteByTokenHash(db: DbOrTx, tokenHash: string): Promise<void> {
    await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
  },

  async deleteAllForUser(db: DbOrTx, userId: string): Promise<void> {
    await db.delete(sessions).where(eq(sessions.userId, userId));
  },

  /** Removes sessions past either expiry. */
  async deleteExpired(db: DbOrTx, now: Date, idleSince: Date): Promise<void> {
    await db
      .delete(sessions)
      .where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, idleSince)));
  },
};
