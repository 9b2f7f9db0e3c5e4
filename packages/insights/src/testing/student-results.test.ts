import { stageFromWords } from './persona-stage.js';
import { findQuestionByText, JOURNEY_DAYS } from '@acp/shared';
import { describe, expect, it } from 'vitest';
import { findCatalogueCareer } from '../catalogue/catalogue.js';
import { runPersonas } from './guidance.js';
import { runFullJourney } from './full-journey.js';
import { STUDENT_PERSONAS } from './students/index.js';
import type { StudentPersona } from './students/index.js';

const outcomes = runPersonas(STUDENT_PERSONAS);
const flagged = outcomes.filter(({ persona }) => persona.distressed);
const thin = outcomes.filter(({ persona }) => persona.lowSignal);
const clear = outcomes.filter(({ persona }) => !persona.distressed && !persona.lowSignal);

/** The free-text answers of a persona (every step). */
function textAnswers(persona: StudentPersona): string[] {
  return JOURNEY_DAYS.flatMap((day) =>
    persona.answers[day]
      .filter((item) => findQuestionByText(day, item.question)?.type === 'text')
      .map((item) => item.answer),
  );
}

/** Answers that say nothing, as students type them: never to be quoted back. */
const SAYS_NOTHING =
  /^(idk|i don'?t know|dont know|no idea|nothing|none|no|nope|na|nil|pata nahi|pta nhi|nahi pata|kuch nahi|koi nahi|kuch bhi|पता नहीं|कुछ नहीं|[a-z]*(?:asdf|qwer|zxcv|hjkl|sdfg)[a-z]*|[.\-?!\s]+)$/i;

const words = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFC')
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean);

/** Three-word runs of an answer: quoting or closely paraphrasing it repeats at least one. */
function trigrams(text: string): string[] {
  const list = words(text);
  return list.slice(0, -2).map((word, i) => `${word} ${list[i + 1]} ${list[i + 2]}`);
}

const prose = (value: unknown) => ` ${words(JSON.stringify(value)).join(' ')} `;

describe('students whose answers suggest distress', () => {
  it('are in the suite', () => {
    expect(flagged.length).toBeGreaterThanOrEqual(3);
  });

  it.each(flagged.map((outcome) => [outcome.persona.key, outcome] as const))(
    '%s: every result from Step 2 on carries the helplines and quotes none of their words',
    (_key, { persona, results }) => {
      for (const result of [results.day2, results.career, results.deep]) {
        expect(result.support?.helplines.map((line) => line.numbers[0]?.label)).toContain('14416');
        expect(result.support?.emergency.label).toBe('112');
        const shown = prose(result);
        for (const answer of textAnswers(persona))
          for (const run of trigrams(answer)) expect(shown, run).not.toContain(` ${run} `);
      }
    },
  );
});

describe('students who gave too little to go on', () => {
  it('are in the suite', () => {
    expect(thin.length).toBeGreaterThanOrEqual(5);
  });

  it.each(thin.map((outcome) => [outcome.persona.key, outcome] as const))(
    '%s: a low-confidence blueprint that says so, no fit above 60, no junk quoted',
    (_key, { persona, results }) => {
      expect(results.career.confidence).toBe('low');
      expect(results.career.lowSignal?.message).toMatch(/first guess/);
      for (const career of results.career.results.topCareers.careers)
        expect(career.fitScore).toBeLessThanOrEqual(60);
      expect(results.deep.lowSignal).toBeDefined();
      const all = JSON.stringify(results);
      for (const answer of textAnswers(persona).filter((text) => SAYS_NOTHING.test(text.trim())))
        expect(all).not.toContain(`“${answer.trim()}`);
    },
  );
});

describe('students with clear answers', () => {
  it.each(clear.map((outcome) => [outcome.persona.key, outcome] as const))(
    '%s: a normal-confidence blueprint without the support notice',
    (_key, { results }) => {
      expect(results.career.confidence).toBe('normal');
      expect(results.career.support).toBeUndefined();
      expect(results.career.lowSignal).toBeUndefined();
    },
  );
});

describe('names and genders', () => {
  it('give the same words for the same answers, whatever the name', () => {
    for (const { persona, results } of outcomes.slice(0, 12)) {
      const other = runFullJourney('Zoya Qureshi', persona.answers, stageFromWords(persona.stage));
      const asOther = JSON.stringify(results)
        .replaceAll(persona.name.trim(), 'Zoya Qureshi')
        .replaceAll(persona.name.trim().split(' ')[0] ?? '', 'Zoya');
      expect(JSON.stringify(other), persona.key).toBe(asOther);
    }
  });
});

describe('careers a counsellor would accept', () => {
  const topOf = (outcome: (typeof outcomes)[number]) =>
    outcome.results.career.results.topCareers.careers.map((card) => {
      const career = findCatalogueCareer(card.id);
      if (!career) throw new Error(`${card.id} is not a catalogue career`);
      return career;
    });
  const matches = (soc: readonly string[], prefixes: readonly string[]) =>
    soc.some((code) => prefixes.some((prefix) => code.startsWith(prefix)));

  it.each(
    outcomes
      .filter(({ persona }) => persona.named)
      .map((outcome) => [outcome.persona.key, outcome] as const),
  )('%s finds the career they named in their top 3', (_key, outcome) => {
    const named = outcome.persona.named;
    expect(
      topOf(outcome).some(
        (career) =>
          matches(career.soc, named?.codes ?? []) || (named?.careers ?? []).includes(career.id),
      ),
    ).toBe(true);
  });

  it.each(
    outcomes
      .filter(({ persona }) => persona.accept.length > 0)
      .map((outcome) => [outcome.persona.key, outcome] as const),
  )('%s gets at least one career a counsellor accepts', (_key, outcome) => {
    const { persona } = outcome;
    expect(
      topOf(outcome).some(
        (career) => career.family === persona.family || matches(career.soc, persona.accept),
      ),
    ).toBe(true);
  });
});
