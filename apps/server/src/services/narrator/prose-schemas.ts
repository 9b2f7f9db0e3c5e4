import { day2CardIds } from '@acp/shared';
import { z } from 'zod';
import { PROSE_LINE_MAX, PROSE_PARAGRAPH_MAX } from './limits.js';
import type { NarrationFacts } from './narrator.js';

/*
 * What the model writes: prose only. Headings, ids, codes, scores, reasons and links are not
 * in these schemas; they are taken from the engine when the final result is put together.
 */

const line = z.string().min(1).max(PROSE_LINE_MAX);
const paragraph = z.string().min(1).max(PROSE_PARAGRAPH_MAX);
const lines = (min: number, max: number) => z.array(line).min(min).max(max);

const day1Prose = z.object({
  subheading: paragraph,
  insights: z
    .array(z.object({ title: line, desc: paragraph }))
    .min(3)
    .max(7),
  coreStrengths: lines(2, 8),
  learningStyleTips: lines(2, 8),
  hiddenTalents: lines(2, 8),
  whatOthersFeel: lines(2, 6).describe('Short quotes of what people around them say'),
  closingMessage: paragraph,
});

const day2Prose = z.object({
  cards: z
    .array(z.object({ id: z.enum(day2CardIds), description: paragraph }))
    .length(day2CardIds.length)
    .describe('One description per card id of the engine result, each id once'),
  closingQuote: paragraph,
});

function careerProse(codes: [string, ...string[]]) {
  return z.object({
    whoYouAre: paragraph,
    careers: z
      .array(
        z.object({
          code: z.enum(codes).describe('The code of one candidate career'),
          emotionalFit: paragraph,
          thinkingStyleFit: paragraph,
          whyLove: paragraph,
        }),
      )
      .length(3),
    closingQuote: paragraph,
  });
}

function deepProse(sectionCount: number, stageCount: number) {
  return z.object({
    congrats_message: paragraph,
    opening_line: paragraph,
    sections: z
      .array(z.object({ content: z.array(z.string().max(PROSE_PARAGRAPH_MAX)).max(12) }))
      .length(sectionCount)
      .describe('The content lines of each engine section, in the same order'),
    stageDescriptions: z
      .array(paragraph)
      .length(stageCount)
      .describe('One description per roadmap stage, in the same order'),
  });
}

export type Day1Prose = z.infer<typeof day1Prose>;
export type Day2Prose = z.infer<typeof day2Prose>;
export type CareerProse = z.infer<ReturnType<typeof careerProse>>;
export type DeepProse = z.infer<ReturnType<typeof deepProse>>;

/** The prose schema for these facts (career codes and deep counts depend on the facts). */
export function proseSchemaFor(facts: NarrationFacts): z.ZodType {
  const { engine } = facts;
  switch (engine.kind) {
    case 'day1':
      return day1Prose;
    case 'day2':
      return day2Prose;
    case 'career': {
      const [first, ...rest] = facts.candidates.map((candidate) => candidate.code);
      return careerProse([first ?? '00-0000.00', ...rest]);
    }
    case 'deep': {
      const { sections } = engine.result;
      const stageCount = sections.reduce((sum, section) => sum + (section.stages?.length ?? 0), 0);
      return deepProse(sections.length, stageCount);
    }
  }
}

/** Keywords OpenAI's strict structured outputs reject; the zod schema still enforces them. */
const unsupportedKeywords = new Set(['$schema', 'minLength', 'maxLength']);

function stripUnsupported(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(stripUnsupported);
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key]) => !unsupportedKeywords.has(key))
      .map(([key, value]) => [key, stripUnsupported(value)]),
  );
}

/**
 * The JSON schema for strict structured outputs: every property required and no extra
 * properties (zod's output schema of a plain object already says both).
 */
export function strictJsonSchema(schema: z.ZodType): Record<string, unknown> {
  return stripUnsupported(z.toJSONSchema(schema)) as Record<string, unknown>;
}
