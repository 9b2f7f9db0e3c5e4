import type { DbOrTx } from '../db/client.js';
import type { SessionRow, UserRow } from '../db/schema.js';
import { sessionsRepo } from '../db/sessions-repo.js';
import { usersRepo } from '../db/users-repo.js';
import { createToken, hashToken } from '../lib/tokens.js';

export interface SessionPolicy {
  idleMs: number;
  maxAgeMs: number;
}

/** Only refresh last-seen once a minute, so reads do not each cost a write. */
const TOUCH_INTERVAL_MS = 60_000;

export type ResolvedSession = { session: SessionRow; user: UserRow };

/**
 * Whether an already resolved session can be reused at `now` without asking the database: not
 * past its absolute expiry, and seen recently enough that neither the idle expiry nor the
 * last-seen refresh is due.
 */
export function isReusable(resolved: ResolvedSession, now: Date): boolean {
  return (
    resolved.session.expiresAt.getTime() > now.getTime() &&
    now.getTime() - resolved.session.lastSeenAt.getTime() < TOUCH_INTERVAL_MS
  );
}

/** Starts a session; returns the cookie token (only its hash is stored). */
export async function startSession(
  db: DbOrTx,
  userId: string,
  now: Date,
  policy: SessionPolicy,
): Promise<string> {
  const token = createToken();
  await sessionsRepo.create(db, {
    userId,
    tokenHash: hashToken(token),
    now,
    expiresAt: new Date(now.getTime() + policy.maxAgeMs),
  });
  return token;
}

/** The user behind a session token, or null when the token is unknown or expired. */
export async function resolveSession(
  db: DbOrTx,
  token: string,
  now: Date,
  policy: SessionPolicy,
): Promise<ResolvedSession | null> {
  const idleSince = new Date(now.getTime() - policy.idleMs);
  const session = await sessionsRepo.findActive(db, hashToken(token), now, idleSince);
  if (!session) return null;
  const user = await usersRepo.findById(db, session.userId);
  if (!user) return null;
  if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await sessionsRepo.touch(db, session.id, now);
    return { session: { ...session, lastSeenAt: now }, user };
  }
  return { session, user };
}

export async function endSession(db: DbOrTx, token: string): Promise<void> {
  await sessionsRepo.deleteByTokenHash(db, hashToken(token));
}
