import {
  alreadySubmittedMessage,
  describeDuration,
  JOURNEY_DAYS,
  messages,
  stepTooEarlyMessage,
  supportNotice,
  type JourneyDay,
  type Locale,
  type Qna,
} from '@acp/shared';
import { detectDistressInAnswers } from '@acp/insights';
import type { DbOrTx } from '../db/client.js';
import { answersRepo } from '../db/answers-repo.js';
import type { AnswersRow } from '../db/schema.js';
import type { AppError } from '../errors.js';
import { errors } from '../errors.js';

export type JourneyAnswersByDay = Partial<Record<JourneyDay, AnswersRow>>;

export async function loadAnswers(db: DbOrTx, userId: string): Promise<JourneyAnswersByDay> {
  const byDay: JourneyAnswersByDay = {};
  for (const row of await answersRepo.listForUser(db, userId)) byDay[row.day] = row;
  return byDay;
}

/** Submission times per day. */
export type SubmissionsByDay = Partial<Record<JourneyDay, { submittedAt: Date }>>;

export async function loadSubmissions(db: DbOrTx, userId: string): Promise<SubmissionsByDay> {
  const byDay: SubmissionsByDay = {};
  for (const row of await answersRepo.listSubmissions(db, userId)) byDay[row.day] = row;
  return byDay;
}

/** When a day unlocks: the previous day's submission plus the delay; null before that. */
export function unlockTime(byDay: SubmissionsByDay, day: 'day2' | 'day3', delayMs: number) {
  const previous = byDay[day === 'day2' ? 'day1' : 'day2'];
  return previous ? new Date(previous.submittedAt.getTime() + delayMs) : null;
}

/** The order and time gates of product.md §8: why `day` cannot be submitted now, or null. */
export function gateError(
  byDay: SubmissionsByDay,
  day: JourneyDay,
  now: Date,
  delayMs: number,
): AppError | null {
  if (day === 'day1') return null;
  const previous = day === 'day2' ? 'day1' : 'day2';
  if (!byDay[previous]) {
    return errors.stepIncomplete(
      day === 'day2' ? messages.completeStep1Form : messages.completeStep2Form,
    );
  }
  const unlocksAt = unlockTime(byDay, day, delayMs);
  if (unlocksAt && now < unlocksAt) {
    return errors.tooEarly(stepTooEarlyMessage(day, describeDuration(delayMs)));
  }
  return null;
}

/** Throws unless `day` is open to the person now: not yet submitted, and its gates passed. */
async function assertStepOpen(
  db: DbOrTx,
  userId: string,
  day: JourneyDay,
  now: Date,
  delayMs: number,
): Promise<void> {
  const byDay = await loadSubmissions(db, userId);
  if (byDay[day]) throw errors.conflict(alreadySubmittedMessage(day));
  const gate = gateError(byDay, day, now, delayMs);
  if (gate) throw gate;
}

/** Saves one step's answers once, after the gates; a second submission changes nothing. */
export async function submitAnswers(
  db: DbOrTx,
  userId: string,
  day: JourneyDay,
  qna: Qna[],
  now: Date,
  delayMs: number,
): Promise<AnswersRow> {
  await assertStepOpen(db, userId, day, now, delayMs);
  const signal = detectDistressInAnswers({ [day]: qna });
  const saved = await db.transaction(async (tx) => {
    const row = await answersRepo.insertOnce(tx, {
      userId,
      day,
      qna,
      submittedAt: now,
      distressFlag: signal.flagged,
      distressCheck: signal.checkIn,
    });
    // The draft has served its purpose.
    if (row) await answersRepo.deleteDraft(tx, userId, day);
    return row;
  });
  // A parallel submission of the same day won the race.
  if (!saved) throw errors.conflict(alreadySubmittedMessage(day));
  return saved;
}

/** The answers given so far to each step not yet submitted (a draft of a submitted step is gone). */
export async function loadDrafts(
  db: DbOrTx,
  userId: string,
): Promise<Partial<Record<JourneyDay, Qna[]>>> {
  const drafts: Partial<Record<JourneyDay, Qna[]>> = {};
  const rows = await answersRepo.listDrafts(db, userId);
  if (rows.length === 0) return drafts;
  // A draft saved while its step was being submitted may outlive the submission: not shown.
  const submitted = await loadSubmissions(db, userId);
  for (const row of rows) if (!submitted[row.day]) drafts[row.day] = row.qna;
  return drafts;
}

/**
 * Keeps the answers given so far to a step that is open (its gates passed) and not yet
 * submitted, so they come back on reload or on another device.
 */
export async function saveDraft(
  db: DbOrTx,
  userId: string,
  day: JourneyDay,
  qna: Qna[],
  now: Date,
  delayMs: number,
): Promise<void> {
  await assertStepOpen(db, userId, day, now, delayMs);
  await answersRepo.saveDraft(db, { userId, day, qna, updatedAt: now });
}

/**
 * A result payload with the support notice added when the person's answers were flagged, in the
 * result's language.
 */
export function withSupportNotice(payload: unknown, flagged: boolean, locale: Locale): unknown {
  if (!flagged || !payload || typeof payload !== 'object' || 'support' in payload) return payload;
  return { ...payload, support: supportNotice(locale) };
}

/** Whether any answer so far signals distress (the support card shows). */
export function needsSupport(byDay: JourneyAnswersByDay): boolean {
  return JOURNEY_DAYS.some((day) => byDay[day]?.distressFlag === true);
}

/** Whether to ask how they have been feeling: words that read heavy, not clearly, no answer yet. */
export function needsCheckIn(byDay: JourneyAnswersByDay): boolean {
  return !needsSupport(byDay) && JOURNEY_DAYS.some((day) => byDay[day]?.distressCheck === true);
}

/** What the answers so far call for first: the support card, the check-in, or nothing. */
export function supportCall(byDay: JourneyAnswersByDay): 'card' | 'check-in' | null {
  if (needsSupport(byDay)) return 'card';
  return needsCheckIn(byDay) ? 'check-in' : null;
}

/** The stored answers as the spec's quesAns. */
export function quesAnsOf(byDay: JourneyAnswersByDay): Record<JourneyDay, Qna[]> {
  return Object.fromEntries(JOURNEY_DAYS.map((day) => [day, byDay[day]?.qna ?? []])) as Record<
    JourneyDay,
    Qna[]
  >;
}
