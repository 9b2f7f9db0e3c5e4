import { createHash } from 'node:crypto';
import type { EducationStage, JourneyDay, Locale, Qna } from '@acp/shared';
import { findCatalogueCareerByTitle } from '@acp/insights';
import type { InsightKind } from '../db/insight-results-repo.js';

/** Everything a result is made from. */
export interface InsightRequest {
  kind: InsightKind;
  name: string;
  answers: Partial<Record<JourneyDay, Qna[]>>;
  /** The chosen career, for the deep roadmap. */
  career?: { title: string; code: string };
  /** Where the person is in their studies or work, for the deep roadmap. */
  stage?: EducationStage;
  /** Careers they picked before Step 3 (catalogue ids), for the blueprint and the roadmap. */
  picked?: readonly string[];
  /** The language to write in: the account's (decision 016). */
  locale: Locale;
  /**
   * A stored flag asks for results written for someone who may be struggling, also when this
   * result's own answers read fine (a flag of another step, or their check-in answer).
   */
  support?: boolean;
}

/**
 * The languages the engine writes each result in, besides English (decision 016). A result it
 * cannot yet write in the person's language is made, stored and shown in English.
 */
const WRITTEN_IN: Record<InsightKind, readonly Locale[]> = {
  day1: ['en', 'hi'],
  day2: ['en', 'hi'],
  career: ['en', 'hi'],
  deep: ['en', 'hi'],
};

/** The language a result of `kind` is written in for someone who reads `wanted`. */
export const resultLocale = (kind: InsightKind, wanted: Locale | null): Locale =>
  wanted && WRITTEN_IN[kind].includes(wanted) ? wanted : 'en';

/** Bump when the Hindi texts change for the same input (English keeps RESULT_FORMAT). */
const HINDI_FORMAT = 'hi-1';

/** Bump when the engine's output for the same input changes, so stored results are renewed. */
const RESULT_FORMAT = 'v2';
/** Bump when the deep roadmap alone changes for the same input. */
const DEEP_FORMAT = 'routes-1';

/**
 * A stable hash of the request and of who writes the words (`narratorId`: `local`, or the LLM
 * provider, server, model and prompt version): the same inputs find the stored result again,
 * and switching the LLM regenerates. The local engine keeps the hash it always had, so
 * results stored before LLM support are still reused.
 */
export function hashRequest(request: InsightRequest, narratorId: string): string {
  const canonical = JSON.stringify([
    RESULT_FORMAT,
    ...(narratorId === 'local' ? [] : [narratorId]),
    request.kind,
    request.name,
    request.answers.day1 ?? null,
    request.answers.day2 ?? null,
    request.answers.day3 ?? null,
    request.career?.code ?? null,
    // Catalogue careers may rest on one O*NET code (Pilot, Air Force officer): their roadmaps
    // differ, so the title counts too. Choices saved before the catalogue keep their hash.
    ...(request.career && findCatalogueCareerByTitle(request.career.title)
      ? [request.career.title]
      : []),
    // Roadmaps follow the Indian route data and start at the person's stage: a roadmap stored
    // before the route data, or for another stage, is made again.
    ...(request.kind === 'deep' ? [DEEP_FORMAT, request.stage ?? null] : []),
    // English results keep the hash they had before there was a choice of language.
    ...(request.locale === 'en' ? [] : [request.locale, HINDI_FORMAT]),
    // Results made before a flag keep their hash; a flag makes them again, for support.
    ...(request.support === true ? ['support'] : []),
    // Results made before the picks (or with none) keep their hash; new picks make them again.
    ...(request.picked?.length ? ['picked', ...request.picked] : []),
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}
