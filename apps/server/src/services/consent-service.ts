import {
  CONSENT_LINK_TTL_MS,
  CONSENT_RESEND_GAP_MS,
  CONSENT_SENDS_PER_DAY,
  CONSENT_VERSION,
  isMinor,
  messages,
  type ParentalConsentStatus,
} from '@acp/shared';
import { and, desc, eq, gt, gte, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.js';
import {
  answerDrafts,
  answers,
  careerPdfs,
  careerSelections,
  consentRequests,
  insightResults,
  parentalConsents,
  parentViews,
  payLinks,
  users,
  type UserRow,
} from '../db/schema.js';
import { errors } from '../errors.js';
import { createToken, hashToken } from '../lib/tokens.js';
import { consentGivenEmail, consentRequestEmail, consentWithdrawnEmail } from './emails.js';
import type { Mailer } from './mailer.js';
import { createParentView } from './parent-view-service.js';

/**
 * A parent's consent for a child under 18 (DPDP Act 2023 s. 9; decision 014): asked by email with
 * a single-use link, recorded with its email, time and text version, withdrawn from a link in
 * every later email to the parent, which erases the child's answers and results.
 */
export function consentStatus(user: UserRow, now: Date): ParentalConsentStatus {
  if (!user.dateOfBirth || !isMinor(user.dateOfBirth, now)) return 'not_needed';
  return user.parentalConsentAt ? 'given' : 'waiting';
}

/**
 * Nothing is kept or made for a person before they gave their age, nor for a child before a
 * parent's consent: a 403 the web app turns into the age step or the waiting screen.
 */
export function assertMayProcess(user: UserRow, now: Date): void {
  if (!user.dateOfBirth) throw errors.ageRequired();
  if (consentStatus(user, now) === 'waiting') throw errors.consentRequired();
}

export interface ConsentContext {
  db: Db;
  mailer: Mailer;
  now: Date;
  appUrl: string;
}

/** When the last consent email went out (for "send again"), while waiting. */
export async function lastConsentSentAt(db: DbOrTx, userId: string): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: consentRequests.createdAt })
    .from(consentRequests)
    .where(eq(consentRequests.userId, userId))
    .orderBy(desc(consentRequests.createdAt))
    .limit(1);
  return row?.createdAt ?? null;
}

/**
 * Emails the parent a new consent link (the ones before it stop working). Refused with a 429
 * when the last one is under two minutes old or five went out in a day.
 */
export async function sendConsentRequest(ctx: ConsentContext, user: UserRow): Promise<void> {
  const { db, now } = ctx;
  if (consentStatus(user, now) !== 'waiting' || !user.parentEmail) {
    throw errors.conflict(messages.consentNotWaiting);
  }
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  const recent = await db
    .select({ createdAt: consentRequests.createdAt })
    .from(consentRequests)
    .where(and(eq(consentRequests.userId, user.id), gte(consentRequests.createdAt, dayAgo)))
    .orderBy(desc(consentRequests.createdAt));
  const last = recent[0]?.createdAt;
  if (last && now.getTime() - last.getTime() < CONSENT_RESEND_GAP_MS) {
    throw errors.rateLimitedWith(messages.consentResendWait);
  }
  if (recent.length >= CONSENT_SENDS_PER_DAY) {
    throw errors.rateLimitedWith(messages.consentResendLimit);
  }
  const token = createToken();
  await db.transaction(async (tx) => {
    await tx
      .update(consentRequests)
      .set({ closedAt: now })
      .where(and(eq(consentRequests.userId, user.id), isNull(consentRequests.closedAt)));
    await tx.insert(consentRequests).values({
      userId: user.id,
      parentEmail: user.parentEmail!,
      tokenHash: hashToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + CONSENT_LINK_TTL_MS),
    });
  });
  const link = `${ctx.appUrl}/consent/${token}`;
  await ctx.mailer.send(
    consentRequestEmail(user.parentEmail, user.name, link, user.locale ?? 'en'),
  );
}

/** The open request behind a consent link, with the child; a 410 for a used or old one. */
async function openRequest(db: DbOrTx, token: string, now: Date) {
  const [row] = await db
    .select({ request: consentRequests, user: users })
    .from(consentRequests)
    .innerJoin(users, eq(users.id, consentRequests.userId))
    .where(
      and(
        eq(consentRequests.tokenHash, hashToken(token)),
        isNull(consentRequests.closedAt),
        gt(consentRequests.expiresAt, now),
      ),
    )
    .limit(1);
  if (!row) throw errors.gone(messages.consentLinkInvalid);
  return row;
}

/** What the consent page shows: whose consent, to which address, which text. */
export async function consentInfo(db: DbOrTx, token: string, now: Date) {
  const { request, user } = await openRequest(db, token, now);
  return { childName: user.name, parentEmail: request.parentEmail, version: CONSENT_VERSION };
}

/**
 * Records the parent's consent from a live link (which then stops working), and emails them the
 * record with the link to withdraw it.
 */
export async function giveConsent(
  ctx: ConsentContext,
  token: string,
  version: string,
): Promise<{ parentViewUrl: string }> {
  const { db, now } = ctx;
  if (version !== CONSENT_VERSION) throw errors.conflict(messages.consentVersionOld);
  const withdrawToken = createToken();
  const given = await db.transaction(async (tx) => {
    const { request, user } = await openRequest(tx, token, now);
    // Closing the request is the claim on it: a second use at the same moment finds it closed.
    const claimed = await tx
      .update(consentRequests)
      .set({ closedAt: now })
      .where(and(eq(consentRequests.id, request.id), isNull(consentRequests.closedAt)))
      .returning({ id: consentRequests.id });
    if (claimed.length === 0) throw errors.gone(messages.consentLinkInvalid);
    await tx.insert(parentalConsents).values({
      userId: user.id,
      parentEmail: request.parentEmail,
      textVersion: CONSENT_VERSION,
      givenAt: now,
      withdrawTokenHash: hashToken(withdrawToken),
    });
    await tx
      .update(users)
      .set({ parentalConsentAt: now, updatedAt: now })
      .where(eq(users.id, user.id));
    return {
      parentEmail: request.parentEmail,
      childName: user.name,
      userId: user.id,
      locale: user.locale ?? 'en',
    };
  });
  // The parent's own read-only page of the child's results, which fills in as they go.
  const view = await createParentView(db, given.userId, {
    shareFeelings: false,
    now,
    appUrl: ctx.appUrl,
  });
  await ctx.mailer.send(
    consentGivenEmail(
      given.parentEmail,
      given.childName,
      { givenAt: now, version: CONSENT_VERSION },
      { withdraw: `${ctx.appUrl}/consent/withdraw/${withdrawToken}`, parentView: view.url },
      given.locale,
    ),
  );
  return { parentViewUrl: view.url };
}

async function consentByWithdrawToken(db: DbOrTx, token: string) {
  const [row] = await db
    .select({ consent: parentalConsents, user: users })
    .from(parentalConsents)
    .innerJoin(users, eq(users.id, parentalConsents.userId))
    .where(eq(parentalConsents.withdrawTokenHash, hashToken(token)))
    .limit(1);
  if (!row) throw errors.notFound(messages.withdrawLinkInvalid);
  return row;
}

/** What the withdrawal page shows. */
export async function withdrawInfo(db: DbOrTx, token: string) {
  const { consent, user } = await consentByWithdrawToken(db, token);
  return {
    childName: user.name,
    givenAt: consent.givenAt.toISOString(),
    withdrawnAt: consent.withdrawnAt?.toISOString() ?? null,
  };
}

/**
 * Withdraws a consent: the child's answers, drafts, results, career choice, PDF, stage and pay
 * link are erased at once, and the account waits for a new consent. Payments stay (accounts).
 */
export async function withdrawConsent(ctx: ConsentContext, token: string): Promise<void> {
  const { db, now } = ctx;
  const { consent, user } = await consentByWithdrawToken(db, token);
  if (consent.withdrawnAt) throw errors.conflict(messages.consentAlreadyWithdrawn);
  await db.transaction(async (tx) => {
    await tx
      .update(parentalConsents)
      .set({ withdrawnAt: now })
      .where(eq(parentalConsents.id, consent.id));
    await eraseJourney(tx, user.id);
    await tx
      .update(users)
      .set({ parentalConsentAt: null, educationStage: null, careerAims: null, updatedAt: now })
      .where(eq(users.id, user.id));
  });
  await ctx.mailer.send(consentWithdrawnEmail(consent.parentEmail, user.name, user.locale ?? 'en'));
}

/** Everything the journey made of a person's answers, and the answers themselves. */
async function eraseJourney(tx: DbOrTx, userId: string): Promise<void> {
  for (const table of [answers, answerDrafts, insightResults, careerSelections, careerPdfs]) {
    await tx.delete(table).where(eq(table.userId, userId));
  }
  await tx.delete(payLinks).where(eq(payLinks.userId, userId));
  await tx.delete(parentViews).where(eq(parentViews.userId, userId));
}

/** The consent records of a person, for their data export. */
export async function consentRecords(db: DbOrTx, userId: string) {
  const rows = await db
    .select()
    .from(parentalConsents)
    .where(eq(parentalConsents.userId, userId))
    .orderBy(parentalConsents.givenAt);
  return rows.map((row) => ({
    parentEmail: row.parentEmail,
    textVersion: row.textVersion,
    givenAt: row.givenAt.toISOString(),
    withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
  }));
}
