import {
  messages,
  type CareerResult,
  type Day2Result,
  type Locale,
  type ParentCareer,
  type ParentView,
  type ParentViewLink,
} from '@acp/shared';
import { eligibilityLine, findCatalogueCareerByTitle, routeSummary } from '@acp/insights';
import { eq } from 'drizzle-orm';
import { careerAimsOf } from './career-aims-service.js';
import { careerSelectionsRepo } from '../db/career-selections-repo.js';
import type { DbOrTx } from '../db/client.js';
import { insightResultsRepo } from '../db/insight-results-repo.js';
import { parentViews, users, type ParentViewRow, type UserRow } from '../db/schema.js';
import { errors } from '../errors.js';
import { createToken, hashToken } from '../lib/tokens.js';
import { loadAnswers } from './journey-service.js';
import { questionsFor } from './parent-view-questions.js';
import { firstNameOf } from './payments/pay-link-service.js';

/**
 * "Share with my parent" (decision 014): a read-only page of the student's blueprint for a parent,
 * from a link with no login. It shows the top 3 careers, why they fit in the engine's words, the
 * Indian route, costs and Plan B, and questions to talk about; never a word the student wrote,
 * never the support-card signal, and the Step 2 map only when the student chooses.
 */
const linkOf = (row: ParentViewRow): ParentViewLink => ({
  createdAt: row.createdAt.toISOString(),
  lastOpenedAt: row.lastOpenedAt?.toISOString() ?? null,
  shareFeelings: row.shareFeelings,
});

export async function parentViewLink(db: DbOrTx, userId: string): Promise<ParentViewLink | null> {
  const [row] = await db.select().from(parentViews).where(eq(parentViews.userId, userId)).limit(1);
  return row ? linkOf(row) : null;
}

/** A new link for the parent (the one before stops working). */
export async function createParentView(
  db: DbOrTx,
  userId: string,
  options: { shareFeelings: boolean; now: Date; appUrl: string },
): Promise<{ url: string; link: ParentViewLink }> {
  const token = createToken();
  const row = {
    userId,
    tokenHash: hashToken(token),
    createdAt: options.now,
    lastOpenedAt: null,
    shareFeelings: options.shareFeelings,
  };
  const [saved] = await db
    .insert(parentViews)
    .values(row)
    .onConflictDoUpdate({ target: parentViews.userId, set: row })
    .returning();
  return { url: `${options.appUrl}/parent/${token}`, link: linkOf(saved ?? row) };
}

/** Shows or hides the Step 2 map on the live link; a 404 when there is none. */
export async function setParentViewFeelings(
  db: DbOrTx,
  userId: string,
  shareFeelings: boolean,
): Promise<ParentViewLink> {
  const [row] = await db
    .update(parentViews)
    .set({ shareFeelings })
    .where(eq(parentViews.userId, userId))
    .returning();
  if (!row) throw errors.notFound(messages.parentViewNone);
  return linkOf(row);
}

export async function revokeParentView(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(parentViews).where(eq(parentViews.userId, userId));
}

/** The student behind a live parent link, with the link; a 404 for a revoked or unknown one. */
export async function parentViewOwner(
  db: DbOrTx,
  token: string,
): Promise<{ user: UserRow; view: ParentViewRow }> {
  const [row] = await db
    .select({ user: users, view: parentViews })
    .from(parentViews)
    .innerJoin(users, eq(users.id, parentViews.userId))
    .where(eq(parentViews.tokenHash, hashToken(token)))
    .limit(1);
  if (!row) throw errors.notFound(messages.parentViewInvalid);
  return row;
}

/** A reason quotes the student when it holds their words in curly quotes. */
const quotesTheStudent = (reason: string) => /[“”"]/.test(reason);

/** A career's title on the parent's page: the catalogue's Hindi title on a Hindi page. */
const titleIn = (title: string, locale: Locale) =>
  (locale === 'hi' ? findCatalogueCareerByTitle(title)?.titleHi : undefined) ?? title;

/**
 * A career of the blueprint for the parent, its title, who may enter it (where a rule restricts
 * it) and route in the page's language.
 */
function careerFor(
  match: CareerResult['results']['topCareers']['careers'][number],
  locale: Locale,
): ParentCareer {
  const eligibility = eligibilityLine(match.id, locale);
  return {
    title: titleIn(match.title, locale),
    fitScore: match.fitScore,
    ...(eligibility ? { eligibility } : {}),
    why: match.reasons.filter((reason) => !quotesTheStudent(reason)),
    route: routeSummary(match.id, locale),
  };
}

/** The page a parent opens; the visit is noted so the student sees when it was last opened. */
export async function openParentView(
  db: DbOrTx,
  token: string,
  now: Date,
  lang?: Locale,
): Promise<ParentView> {
  const { user, view } = await parentViewOwner(db, token);
  await db.update(parentViews).set({ lastOpenedAt: now }).where(eq(parentViews.userId, user.id));
  // In the language the parent's page is shown in, else the student's; the results in it where
  // they were made in it.
  const locale = lang ?? user.locale ?? 'en';
  const latest = async (kind: 'career' | 'day2') =>
    (await insightResultsRepo.latest(db, user.id, kind, locale)) ??
    insightResultsRepo.latest(db, user.id, kind);
  const [byDay, career, day2, selection] = await Promise.all([
    loadAnswers(db, user.id),
    latest('career'),
    view.shareFeelings ? latest('day2') : null,
    careerSelectionsRepo.latest(db, user.id),
  ]);
  const blueprint = career?.payload as CareerResult | undefined;
  const careers = blueprint
    ? blueprint.results.topCareers.careers.map((match) => careerFor(match, locale))
    : [];
  const firstName = firstNameOf(user.name);
  const map = (day2?.payload as Day2Result | undefined)?.results.map;
  return {
    success: true,
    firstName,
    stepsDone: (['day1', 'day2', 'day3'] as const).filter((day) => byDay[day]).length,
    careers,
    firstGuess: blueprint?.confidence === 'low',
    chosenCareer: selection ? titleIn(selection.title, locale) : null,
    careerAims: (careerAimsOf(user) ?? []).map(({ id, title, titleHi }) => {
      const top = blueprint?.results.topCareers.careers.find((match) => match.id === id);
      const named = blueprint?.results.mentionedCareers?.find((match) => match.id === id);
      return {
        title: locale === 'hi' ? titleHi : title,
        fitScore: (top ?? named)?.fitScore ?? null,
        inTopThree: top !== undefined,
      };
    }),
    questions: questionsFor(firstName, careers, locale),
    feelings: map ?? null,
    isPaymentDone: user.isPaymentDone,
  };
}
