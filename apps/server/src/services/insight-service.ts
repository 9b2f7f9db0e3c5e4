import { JOURNEY_DAYS, messages, type JourneyDay, type Locale, type Qna } from '@acp/shared';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { careerSelectionsRepo } from '../db/career-selections-repo.js';
import type { Db, DbOrTx } from '../db/client.js';
import { insightResultsRepo, type InsightKind } from '../db/insight-results-repo.js';
import type { InsightResultRow, UserRow } from '../db/schema.js';
import { errors } from '../errors.js';
import { hashRequest, resultLocale, type InsightRequest } from './insight-request.js';
import { loadAnswers, needsSupport, withSupportNotice } from './journey-service.js';
import { generateLocally, LOCAL_ENGINE } from './local-engine.js';
import { detectDistressInAnswers } from '@acp/insights';
import { narrationFacts } from './narrator/facts.js';
import { FALLBACK_RETRY_AFTER_MS } from './narrator/limits.js';
import type { Metrics } from './metrics.js';
import type { Narrator } from './narrator/narrator.js';
import type { ReadCache } from './read-cache.js';

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

async function buildRequest(
  db: DbOrTx,
  user: UserRow,
  kind: InsightKind,
): Promise<{ request: InsightRequest; flagged: boolean }> {
  const byDay = await loadAnswers(db, user.id);
  // Any step's answers, not only this result's: a Step 1 result read after a worrying Step 2
  // answer carries the helplines too. Re-read with today's detector, not only the stored flags.
  const flagged =
    needsSupport(byDay) ||
    detectDistressInAnswers(
      Object.fromEntries(JOURNEY_DAYS.map((day) => [day, byDay[day]?.qna ?? []])),
    ).flagged;
  const answers: Partial<Record<JourneyDay, Qna[]>> = {};
  for (const { day, message } of requirements[kind]) {
    const row = byDay[day];
    if (!row) throw errors.stepIncomplete(message);
    answers[day] = row.qna;
  }
  const request: InsightRequest = {
    kind,
    name: user.name,
    answers,
    locale: resultLocale(kind, user.locale),
    ...(flagged ? { support: true } : {}),
  };
  if ((kind === 'career' || kind === 'deep') && user.careerAims?.length)
    request.picked = user.careerAims;
  if (kind === 'deep') {
    const selection = await careerSelectionsRepo.latest(db, user.id);
    if (!selection) throw errors.stepIncomplete(messages.selectCareerFirst);
    request.career = { title: selection.title, code: selection.code };
    if (user.educationStage) request.stage = user.educationStage;
  }
  return { request, flagged };
}

/** The result as shown: with the support notice whenever the person's answers were flagged. */
const withSupport = (generated: Generated, flagged: boolean, locale: Locale): Generated => ({
  ...generated,
  payload: withSupportNotice(generated.payload, flagged, locale),
});

export interface InsightDeps {
  db: Db;
  /** The LLM that rewrites the engine's results, or null for the engine alone. */
  narrator: Narrator | null;
  /** The request's logger: why a fallback happened, token usage (never answer texts). */
  log: FastifyBaseLogger;
  now: Date;
  /** Generation timings and fallback counts, when the app collects metrics. */
  metrics?: Metrics;
  /** Results by user and kind, in the embedded mode (cleared by every write; see ReadCache). */
  cache?: ReadCache<Generated> | null;
  /** This app's narrations under way and fallback retries (`createInsightFlights`). */
  flights: InsightFlights;
}

export interface Generated {
  payload: unknown;
  engine: string;
}

/** Whether a result is final for its inputs: not a fallback that a model should retry later. */
const isFinal = (result: Generated, deps: InsightDeps) =>
  !deps.narrator || result.engine !== LOCAL_ENGINE;

/** What one app instance keeps in memory between insight requests (held in its AppDeps). */
export interface InsightFlights {
  /** Narrations under way, so a double click pays for one model call. */
  inFlight: Map<string, Promise<Generated>>;
  /**
   * When a fallback result was last sent back to the model without success: a failing model
   * is asked again at most once per FALLBACK_RETRY_AFTER_MS per result.
   */
  fallbackRetries: Map<string, number>;
}

export const createInsightFlights = (): InsightFlights => ({
  inFlight: new Map(),
  fallbackRetries: new Map(),
});

/** A stored result made from these inputs, unless it is a fallback due for another try. */
function reusable(
  latest: InsightResultRow | undefined,
  inputHash: string,
  deps: InsightDeps,
): latest is InsightResultRow {
  if (latest?.inputHash !== inputHash) return false;
  if (!deps.narrator || latest.engine !== LOCAL_ENGINE) return true;
  const retried = deps.flights.fallbackRetries.get(latest.id) ?? 0;
  const lastTry = Math.max(latest.createdAt.getTime(), retried);
  return deps.now.getTime() - lastTry < FALLBACK_RETRY_AFTER_MS;
}

/** The engine's result, rewritten by the narrator when there is one and it stays grounded. */
async function generate(
  deps: InsightDeps,
  request: InsightRequest,
  kind: InsightKind,
): Promise<Generated> {
  const started = performance.now();
  const generated = await narrateOrFallBack(deps, request, kind);
  deps.metrics?.observeInsight(kind, generated.engine, (performance.now() - started) / 1000);
  return generated;
}

async function narrateOrFallBack(
  deps: InsightDeps,
  request: InsightRequest,
  kind: InsightKind,
): Promise<Generated> {
  const local = generateLocally(request);
  const { narrator, log } = deps;
  if (!narrator) return { payload: local.result, engine: LOCAL_ENGINE };
  const outcome = await narrator.narrate(narrationFacts(request, local), log);
  if (outcome.ok) return { payload: outcome.payload, engine: narrator.engine };
  deps.metrics?.countAiFallback(kind, outcome.reason);
  log.warn(
    { ai: { kind, reason: outcome.reason, details: outcome.details, attempts: outcome.attempts } },
    'ai fallback to the local engine',
  );
  return { payload: local.result, engine: LOCAL_ENGINE };
}

/**
 * The result of `kind` for the user: the stored one when it was made from the same inputs
 * by the same narrator (no second generation or paid call, no duplicate in the history),
 * otherwise a new one, stored. The model is called outside any transaction.
 */
export async function getOrCreateInsight(
  deps: InsightDeps,
  user: UserRow,
  kind: InsightKind,
): Promise<Generated & { created: boolean }> {
  const locale = resultLocale(kind, user.locale);
  const cacheKey = `${user.id}:${kind}:${locale}`;
  const cached = deps.cache?.get(cacheKey);
  if (cached) return { ...cached, created: false };
  const generation = deps.cache?.begin() ?? 0;
  // A stored result is kept in the cache; a new one is not (storing it clears the caches).
  let flagged = false;
  const stored = (row: Generated) => {
    const result = withSupport(row, flagged, locale);
    if (isFinal(result, deps)) deps.cache?.set(cacheKey, result, generation);
    return { payload: result.payload, engine: result.engine, created: false };
  };

  const built = await buildRequest(deps.db, user, kind);
  const { request } = built;
  flagged = built.flagged;
  // A person whose answers signal distress is never sent to a third-party model: the engine
  // writes alone, and quotes none of their words.
  if (deps.narrator && flagged) {
    deps.log.info({ ai: { kind } }, 'ai skipped: support card shown');
    deps = { ...deps, narrator: null };
  }
  const { db } = deps;
  const inputHash = hashRequest(request, deps.narrator?.id ?? LOCAL_ENGINE);
  const saved = await insightResultsRepo.latest(db, user.id, kind, request.locale);
  if (reusable(saved, inputHash, deps)) return stored(saved);

  const flightKey = `${user.id}:${kind}:${inputHash}`;
  const { inFlight } = deps.flights;
  let flight = inFlight.get(flightKey);
  if (!flight) {
    flight = generate(deps, request, kind).finally(() => inFlight.delete(flightKey));
    inFlight.set(flightKey, flight);
  }
  const generated = await flight;

  // One write at a time per user and kind: a double click must not store two results.
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`${user.id}:${kind}`}, 0))`,
    );
    const latest = await insightResultsRepo.latest(tx, user.id, kind, request.locale);
    const upgrade = latest?.engine === LOCAL_ENGINE && generated.engine !== LOCAL_ENGINE;
    if (latest?.inputHash === inputHash && !upgrade) {
      // The retry of a fallback failed again: keep the stored one, try again later.
      if (latest.engine === LOCAL_ENGINE && deps.narrator)
        rememberRetry(deps.flights, latest.id, deps.now);
      return stored(latest);
    }
    await insightResultsRepo.insert(tx, {
      userId: user.id,
      kind,
      payload: generated.payload,
      engine: generated.engine,
      inputHash,
      locale: request.locale,
      createdAt: deps.now,
    });
    return { ...withSupport(generated, flagged, locale), created: true };
  });
}

function rememberRetry({ fallbackRetries }: InsightFlights, resultId: string, now: Date): void {
  // Bounded memory: forgetting only means one early retry.
  if (fallbackRetries.size >= 10_000) fallbackRetries.clear();
  fallbackRetries.set(resultId, now.getTime());
}
