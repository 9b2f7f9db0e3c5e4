import { questionsForDay } from '@acp/shared';
import type { JourneyDay } from '@acp/shared';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_FAMILIES } from '../../catalogue/catalogue-schema.js';
import { OCCUPATIONS } from '../../occupations/occupations.js';
import { STUDENT_PERSONAS } from './index.js';
import type { PersonaLanguage, StudentPersona } from './index.js';

// Checks the persona suite itself, not the engine.

const DAYS: readonly JourneyDay[] = ['day1', 'day2', 'day3'];
const DEVANAGARI = /[\u0900-\u097F]/;
const LATIN_WORD = /[A-Za-z]{2,}/;
/** SOC groups a counsellor may name that the slimmed O*NET data holds no occupation for. */
const NOT_IN_DATA = ['55-'];

const texts = (persona: StudentPersona): string[] =>
  DAYS.flatMap((day) =>
    questionsForDay(day).flatMap((question, index) =>
      question.type === 'text' ? [persona.answers[day][index]?.answer ?? ''] : [],
    ),
  );
const count = (test: (persona: StudentPersona) => boolean) => STUDENT_PERSONAS.filter(test).length;
const byLanguage = (language: PersonaLanguage) => count((p) => p.language === language);
const knownPrefix = (prefix: string) =>
  NOT_IN_DATA.some((absent) => prefix.startsWith(absent)) ||
  OCCUPATIONS.some((occupation) => occupation.code.startsWith(prefix));
const rows = STUDENT_PERSONAS.map((persona) => [persona.key, persona] as const);
const FAMILY_KEYS: readonly string[] = CATALOGUE_FAMILIES.map((family) => family.key);

describe('student persona suite', () => {
  it('has at least 64 personas with unique kebab-case keys', () => {
    expect(STUDENT_PERSONAS.length).toBeGreaterThanOrEqual(64);
    const keys = STUDENT_PERSONAS.map((persona) => persona.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('covers every language', () => {
    expect(byLanguage('english')).toBeGreaterThanOrEqual(1);
    expect(byLanguage('hinglish')).toBeGreaterThanOrEqual(8);
    expect(byLanguage('hindi')).toBeGreaterThanOrEqual(5);
    expect(byLanguage('mixed')).toBeGreaterThanOrEqual(4);
  });

  it('has enough low-signal, distressed and named-career personas', () => {
    expect(count((p) => p.lowSignal === true)).toBeGreaterThanOrEqual(5);
    expect(count((p) => p.distressed === true)).toBeGreaterThanOrEqual(3);
    expect(count((p) => p.named !== undefined)).toBeGreaterThanOrEqual(12);
  });

  it('has a persona aiming at a career of every catalogue family', () => {
    const aimed = new Set(STUDENT_PERSONAS.map((persona) => persona.family));
    const missing = FAMILY_KEYS.filter((key) => !aimed.has(key));
    expect(missing).toEqual([]);
  });

  it('mixes genders', () => {
    for (const gender of ['female', 'male', 'other'] as const)
      expect(count((p) => p.gender === gender)).toBeGreaterThanOrEqual(1);
  });

  it.each(rows)('%s answers every question of the catalogue', (_key, persona) => {
    for (const day of DAYS) {
      const questions = questionsForDay(day);
      const answers = persona.answers[day];
      expect(answers).toHaveLength(questions.length);
      questions.forEach((question, index) => {
        const item = answers[index];
        expect(item?.question).toBe(question.text);
        if (question.type === 'text') expect(item?.answer.trim().length).toBeGreaterThan(0);
        else if (item?.answer !== '') expect(question.options).toContain(item?.answer);
        else expect(day, `${question.id} is required in Step 1`).not.toBe('day1');
      });
    }
  });

  it.each(rows)('%s writes in its stated language', (_key, persona) => {
    const all = texts(persona);
    const devanagari = all.filter((text) => DEVANAGARI.test(text)).length;
    if (persona.language === 'hindi') expect(devanagari).toBeGreaterThanOrEqual(all.length - 1);
    if (persona.language === 'english' || persona.language === 'hinglish')
      expect(devanagari).toBe(0);
    if (persona.language === 'mixed') {
      expect(devanagari).toBeGreaterThan(0);
      expect(all.some((text) => LATIN_WORD.test(text))).toBe(true);
    }
  });

  it.each(rows)('%s has O*NET-SOC prefixes a counsellor would accept', (_key, persona) => {
    if (!persona.lowSignal) expect(persona.accept.length).toBeGreaterThan(0);
    const prefixes = [...persona.accept, ...(persona.named?.codes ?? [])];
    for (const prefix of prefixes) {
      expect(prefix).toMatch(/^\d{2}-\d{0,4}(\.\d{2})?$/);
      expect(knownPrefix(prefix), prefix).toBe(true);
    }
    if (persona.named) {
      expect(persona.named.said.trim().length).toBeGreaterThan(0);
      expect(persona.named.codes.length).toBeGreaterThan(0);
    }
  });

  it.each(rows)('%s aims at a catalogue family, when it has one', (_key, persona) => {
    if (persona.family !== undefined) expect(FAMILY_KEYS).toContain(persona.family);
  });
});
