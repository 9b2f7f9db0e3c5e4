import { questionsForDay } from '@acp/shared';
import { describe, expect, it } from 'vitest';
import { TRAIT_KEYS } from '../model/dimensions.js';
import { KNOWLEDGE_AREAS } from '../model/knowledge.js';
import { SIGNAL_OPTIONS, SIGNAL_QUESTIONS } from '../model/signals.js';
import { buildAnswers } from '../testing/build-answers.js';
import { QUESTION_EFFECTS, buildProfile } from './build-profile.js';
import { LEXICON } from './lexicon-entries.js';
import { matchLexicon } from './lexicon.js';
import { PERSONAS } from '../testing/personas.js';

const all = [...questionsForDay('day1'), ...questionsForDay('day2'), ...questionsForDay('day3')];

describe('weights', () => {
  it('cover every question of the catalogue, option for option', () => {
    expect(Object.keys(QUESTION_EFFECTS).sort()).toEqual(all.map((q) => q.id).sort());
    for (const question of all) {
      const effects = QUESTION_EFFECTS[question.id];
      expect(effects?.kind, question.id).toBe(question.type === 'choice' ? 'choice' : 'text');
      if (question.type === 'choice' && effects?.kind === 'choice') {
        expect(effects.options, question.id).toHaveLength(question.options.length);
      }
    }
    for (const [name, id] of Object.entries(SIGNAL_QUESTIONS)) {
      const question = all.find((q) => q.id === id);
      expect(question?.type === 'choice' ? question.options.length : 0).toBe(
        SIGNAL_OPTIONS[name as keyof typeof SIGNAL_OPTIONS].length,
      );
    }
  });

  it('give each option of a question a different meaning', () => {
    for (const [id, effects] of Object.entries(QUESTION_EFFECTS)) {
      if (effects.kind !== 'choice') continue;
      const signatures = effects.options.map((option) =>
        JSON.stringify(TRAIT_KEYS.map((key) => option.t[key] ?? 0)),
      );
      // day2.q6's "side quest" is deliberately neutral; everything else differs.
      expect(new Set(signatures).size, id).toBe(effects.options.length);
    }
  });
});

describe('lexicon', () => {
  it('maps only to real O*NET knowledge areas', () => {
    for (const entry of LEXICON)
      for (const area of entry.k) expect(KNOWLEDGE_AREAS).toContain(area);
  });

  it('finds subjects on word boundaries and quotes the word used', () => {
    const hits = matchLexicon('I love Maths, Python and Bharatanatyam dance!');
    expect(hits.map((hit) => hit.entry.label)).toEqual(
      expect.arrayContaining(['maths', 'coding', 'music and performance']),
    );
    expect(hits.find((hit) => hit.entry.label === 'coding')?.word).toBe('Python');
    expect(matchLexicon('aftermath of the war').some((hit) => hit.entry.label === 'maths')).toBe(
      false,
    );
    // The longest phrase wins and its words are not read again on their own.
    expect(matchLexicon('Computer science').map((hit) => hit.entry.label)).toEqual(['coding']);
  });

  it('hints only at well-formed O*NET-SOC code prefixes', () => {
    for (const entry of LEXICON)
      for (const [prefix, strength] of Object.entries(entry.c)) {
        expect(prefix, entry.label).toMatch(/^\d\d-(\d{1,4}(\.\d\d)?)?$/);
        expect(strength).toBeGreaterThan(0);
        expect(strength).toBeLessThanOrEqual(1);
      }
  });
});

describe('buildProfile', () => {
  const picks = (choice: number) =>
    buildAnswers({
      day1: [...Array<number>(10).fill(choice), 'History', 'Coding'],
      day2: [choice, choice, choice, 'walk', choice, choice, 'calm down', 'a job', choice, choice],
      day3: [
        choice,
        choice,
        choice,
        choice,
        'apps',
        'logic',
        choice,
        choice,
        'maths',
        'python',
        Math.min(choice, 3),
        Math.min(choice, 3),
      ],
    });

  it('turns consistent answers into the matching interest code', () => {
    expect(buildProfile(picks(2)).riasecOrder[0]).toBe('A');
    expect(buildProfile(picks(3)).riasecOrder[0]).toBe('S');
  });

  it('reads the emotional signals and the subject to skip', () => {
    const profile = buildProfile(picks(1));
    expect(profile.signals).toMatchObject({
      stress: 'reach-out',
      enemy: 'self-doubt',
      seenAs: 'kindness',
    });
    expect(profile.avoid).toContain('History and Archeology');
    expect(profile.avoidLabel).toBe('History');
    expect(profile.knowledge['Computers and Electronics']).toBeGreaterThan(0.3);
  });

  it('keeps every score between 0 and 1', () => {
    const profile = buildProfile(picks(4));
    for (const value of [
      ...Object.values(profile.riasec),
      ...Object.values(profile.bigFive),
      ...Object.values(profile.values),
    ]) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThanOrEqual(1);
    }
  });
});

describe('work values', () => {
  it('spread over 0–1 instead of sitting at 0 for values never chosen', () => {
    for (const persona of PERSONAS) {
      const values = Object.values(buildProfile(persona.answers).values);
      expect(Math.min(...values), persona.key).toBeGreaterThan(0.02);
      expect(Math.max(...values), persona.key).toBeGreaterThan(0.75);
      expect(Math.max(...values) - Math.min(...values), persona.key).toBeGreaterThan(0.5);
    }
  });

  it('sit at the middle for a person who has answered nothing', () => {
    for (const value of Object.values(buildProfile({}).values)) expect(value).toBe(0.5);
  });
});
