import {
  buildProfile,
  eligibilityLine,
  isOpenToOneSex,
  profileScores,
  rankCareers,
  withReasons,
} from '@acp/insights';
import { findQuestionByText, JOURNEY_DAYS, TEXT_ANSWER_MAX } from '@acp/shared';
import type { InsightRequest } from '../insight-request.js';
import type { EngineResult } from '../local-engine.js';
import { CAREER_CANDIDATE_COUNT, PROMPT_TEXT_ANSWER_MAX } from './limits.js';
import type { CareerCandidate, NarrationFacts, PromptAnswer } from './narrator.js';

/** Said to the model instead of an answer that says nothing or must not be quoted. */
export const UNUSABLE_ANSWER = '(no usable answer: do not quote or mention it)';

/**
 * The person's answers for the prompt: only questions of the catalogue (its wording, never
 * the client's), choices as the option text, free text collapsed and cut.
 */
function promptAnswers(request: InsightRequest): PromptAnswer[] {
  // Free text the engine would not quote ("idk", "asdf", "mujhme koi gift nahi hai") is not
  // handed to the model to quote either.
  const quotable = new Set(Object.values(buildProfile(request.answers).texts));
  return JOURNEY_DAYS.flatMap((day, index) =>
    (request.answers[day] ?? []).flatMap((item): PromptAnswer[] => {
      const question = findQuestionByText(day, item.question);
      if (!question) return [];
      const clean = item.answer.replace(/\s+/g, ' ').trim();
      const answer =
        question.type === 'text' && !quotable.has(clean.slice(0, TEXT_ANSWER_MAX))
          ? UNUSABLE_ANSWER
          : clean.slice(0, PROMPT_TEXT_ANSWER_MAX);
      const step = (index + 1) as PromptAnswer['step'];
      return [{ step, question: question.text, type: question.type, answer }];
    }),
  );
}

/** The engine's best careers, its own top 3 included, best first. */
function careerCandidates(request: InsightRequest, engine: EngineResult): CareerCandidate[] {
  if (engine.kind !== 'career') return [];
  const profile = buildProfile({
    day1: request.answers.day1 ?? [],
    day2: request.answers.day2 ?? [],
    day3: request.answers.day3 ?? [],
  });
  // Keyed by code: the model names its picks by code, so no two candidates share one.
  const candidates = new Map<string, CareerCandidate>();
  for (const career of engine.result.results.topCareers.careers) {
    const { id, code, title, fitScore, reasons, eligibility } = career;
    candidates.set(code, {
      id,
      code,
      title,
      family: career.family ?? code.slice(0, 2),
      fitScore,
      reasons,
      ...(eligibility ? { eligibility } : {}),
    });
  }
  for (const match of rankCareers(profile)) {
    if (candidates.size >= CAREER_CANDIDATE_COUNT) break;
    const { code } = match.occupation;
    // Careers that need little preparation only where the engine itself showed them.
    if (match.career.preparation === 'short' && !profile.aims.startsSoon && !match.named) continue;
    // A career only one sex may enter, only where the engine itself showed it (decision 021).
    if (isOpenToOneSex(match.career.id)) continue;
    const eligibility = eligibilityLine(match.career.id, request.locale);
    if (!candidates.has(code))
      candidates.set(code, {
        id: match.career.id,
        code,
        title: match.career.title,
        family: match.career.family,
        fitScore: match.fitScore,
        reasons: withReasons(profile, match).reasons,
        ...(eligibility ? { eligibility } : {}),
      });
  }
  return [...candidates.values()].sort((a, b) => b.fitScore - a.fitScore);
}

/** What the model is told about the person, all of it from the engine and the catalogue. */
export function narrationFacts(request: InsightRequest, engine: EngineResult): NarrationFacts {
  const profile =
    engine.kind === 'career'
      ? engine.result.profile
      : profileScores(
          buildProfile({
            day1: request.answers.day1 ?? [],
            day2: request.answers.day2 ?? [],
            day3: request.answers.day3 ?? [],
          }),
        );
  return {
    engine,
    name: request.name,
    profile,
    answers: promptAnswers(request),
    candidates: careerCandidates(request, engine),
    locale: request.locale,
  };
}
