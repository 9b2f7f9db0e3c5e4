import type { Locale, TraitProfileScores } from '@acp/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { EngineResult } from '../local-engine.js';

/** One career the engine ranked for the person: the only careers the model may choose. */
export interface CareerCandidate {
  /** The catalogue id ("lawyer"): the card's id. */
  id: string;
  code: string;
  title: string;
  /** Catalogue family ("law"): the model's three picks follow the engine's family rule. */
  family: string;
  /** 0–100, from the engine. */
  fitScore: number;
  /** The engine's reasons for the match. */
  reasons: string[];
  /** Who may enter it, where a rule restricts it (decision 021), in the result's language. */
  eligibility?: string;
}

/** One answer as the prompt shows it: the catalogue's question and the person's answer. */
export interface PromptAnswer {
  step: 1 | 2 | 3;
  question: string;
  type: 'choice' | 'text';
  /** Free text is cut to PROMPT_TEXT_ANSWER_MAX. */
  answer: string;
}

/** Everything the model is given: the engine's facts, never anything it may contradict. */
export interface NarrationFacts {
  engine: EngineResult;
  name: string;
  profile: TraitProfileScores;
  answers: PromptAnswer[];
  /** The language to write in: the result's (decision 016). */
  locale: Locale;
  /** The engine's ranked careers (career result only; empty otherwise). */
  candidates: CareerCandidate[];
}

/** Why the engine's own result was used instead of the model's. */
export type FallbackReason =
  | 'timeout'
  | 'rate_limited'
  | 'server_error'
  | 'connection'
  | 'http_error'
  | 'busy'
  | 'refusal'
  | 'truncated'
  | 'empty'
  | 'invalid_json'
  | 'schema'
  | 'grounding'
  | 'error';

export type NarrationOutcome =
  | { ok: true; payload: unknown; attempts: number }
  | { ok: false; reason: FallbackReason; details: string[]; attempts: number };

/** Rewrites the engine's results in richer words, inside the engine's facts. */
export interface Narrator {
  /** What the input hash covers: provider, server, model and prompt version. */
  readonly id: string;
  /** Stored with its results: `llm:<model>`. */
  readonly engine: string;
  narrate(facts: NarrationFacts, log: FastifyBaseLogger): Promise<NarrationOutcome>;
}
