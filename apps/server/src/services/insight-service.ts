import { messages, type JourneyDay, type Qna } from '@acp/shared';
import { careerSelectionsRepo } from '../db/career-selections-repo.js';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.js';
import { insightResultsRepo, type InsightKind } from '../db/insight-results-repo.js';
import type { UserRow } from '../db/schema.js';
import { errors } from '../errors.js';
import { hashRequest, type InsightRequest } from './insight-request.js';
import { loadAnswers } from './journey-service.js';
import { generateLocally, LOCAL_ENGINE } from './local-engine.js';

/** The answers each result needs, and what to say when one is missing. */
const requirements: Record<InsightKind, { day: JourneyDay; message: string }[]> = {
  day1: [{ day: 'day1', message: messages.completeStep1Form }],
  day2: [
    { day: 'day1', message: messages.completeStep1Form },
    { day: 'day2', message: messages.completeStep2Form },
  ],
  career: [
    { day: 'day1', message: messages.completeStep1Form },
    { day: 'day2', message: messages.completeStep2Form },
    { day: 'day3', message: messages.completeStep3Form },
  ],
  deep: [
    { day: 'day1', message: messages.completeStep1Form },
    { day: 'day2', message: messages.completeStep2Form },
    { day: 'day3', message: messages.completeStep3Form },
  ],
};

async function buildRequest(db: DbOrTx, user: UserRow, kind: InsightKind): Promise<InsightRequest> {
  const byDay = await loadAnswers(db, user.id);
  const answers: Partial<Record<JourneyDay, Qna[]>> = {};
  for (const { day, message } of requirements[kind]) {
    const row = byDay[day];
    if (!row) throw errors.stepIncomplete(message);
    answers[day] = row.qna;
  }
  const request: InsightRequest = { kind, name: user.name, answers };
  if (kind === 'deep') {
    const selection = await careerSelectionsRepo.latest(db, user.id);
    if (!selection) throw errors.stepIncomplete(messages.selectCareerFirst);
    request.career = { title: selection.title, code: selection.code };
  }
  return request;
}

/**
 * The result of `kind` for the user: the stored one when it was made from the same inputs
 * (no second generation, no duplicate in the history), otherwise a new one, stored.
 */
export async function getOrCreateInsight(
  db: Db,
  user: UserRow,
  kind: InsightKind,
  now: Date,
): Promise<{ payload: unknown; engine: string }> {
  const request = await buildRequest(db, user, kind);
  const inputHash = hashRequest(request);
  // One generation at a time per user and kind: a double click must not store two results.
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`${user.id}:${kind}`}, 0))`,
    );
    const latest = await insightResultsRepo.latest(tx, user.id, kind);
    if (latest?.inputHash === inputHash) return { payload: latest.payload, engine: latest.engine };
    const payload = generateLocally(request);
    await insightResultsRepo.insert(tx, {
      userId: user.id,
      kind,
      payload,
      engine: LOCAL_ENGINE,
      inputHash,
      createdAt: now,
    });
    return { payload, engine: LOCAL_ENGINE };
  });
}
