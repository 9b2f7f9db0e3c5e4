import { messages, PAY_LINK_TTL_MS } from '@acp/shared';
import { and, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { parentViews, payLinks, users, type UserRow } from '../../db/schema.js';
import { errors } from '../../errors.js';
import { createToken, hashToken } from '../../lib/tokens.js';

/**
 * "Ask a parent to pay": a link that lets someone without an account pay for one person's full
 * report. The token is stored hashed; a new link replaces the last one; it works for a week. It
 * can pay and show the first name and chosen career, nothing more.
 */
export async function createPayLink(
  db: DbOrTx,
  user: UserRow,
  link: { career: string | null; now: Date; appUrl: string },
): Promise<{ url: string; expiresAt: Date }> {
  const { career, now, appUrl } = link;
  const token = createToken();
  const expiresAt = new Date(now.getTime() + PAY_LINK_TTL_MS);
  const row = { userId: user.id, tokenHash: hashToken(token), career, createdAt: now, expiresAt };
  await db.insert(payLinks).values(row).onConflictDoUpdate({ target: payLinks.userId, set: row });
  return { url: `${appUrl}/pay/${token}`, expiresAt };
}

/**
 * The person a live link pays for, and the career named when it was made; a 404 with a clear
 * message for an old or unknown link.
 */
export async function payLinkUser(
  db: DbOrTx,
  token: string,
  now: Date,
): Promise<UserRow & { linkCareer: string | null }> {
  const [row] = await db
    .select({ user: users, career: payLinks.career })
    .from(payLinks)
    .innerJoin(users, eq(users.id, payLinks.userId))
    .where(and(eq(payLinks.tokenHash, hashToken(token)), gt(payLinks.expiresAt, now)))
    .limit(1);
  if (row) return { ...row.user, linkCareer: row.career };
  // A parent's read-only link pays too, from the page it opens (decision 014).
  const [viewer] = await db
    .select({ user: users })
    .from(parentViews)
    .innerJoin(users, eq(users.id, parentViews.userId))
    .where(eq(parentViews.tokenHash, hashToken(token)))
    .limit(1);
  if (!viewer) throw errors.notFound(messages.payLinkInvalid);
  return { ...viewer.user, linkCareer: null };
}

/** "Asha" from "Asha Verma": all the payer needs to know whose report it is. */
export const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? name;
