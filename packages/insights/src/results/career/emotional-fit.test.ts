import { describe, expect, it } from 'vitest';
import type { CareerMatch } from '../../match/career-match.js';
import type { EmotionalSignals } from '../../model/signals.js';
import { STUDENT_PERSONAS } from '../../testing/students/index.js';
import { demandSentences, pickDemands } from './emotional-fit.js';
import { generateCareerResult } from './generate-career.js';

const withStyles = (...styles: string[]) =>
  ({
    occupation: { styles: styles.map((name) => [name, 4.5] as const) },
  }) as unknown as CareerMatch;

const noSignals: EmotionalSignals = {
  selfTalk: null,
  stress: null,
  drive: null,
  hurt: null,
  level: null,
  enemy: null,
  seenAs: null,
};

describe('emotional fit', () => {
  it('names a different demand on each card when the careers allow it', () => {
    const nurse = withStyles(
      'Dependability',
      'Cooperation',
      'Concern for Others',
      'Stress Tolerance',
    );
    const doctor = withStyles('Integrity', 'Stress Tolerance', 'Concern for Others');
    const analyst = withStyles('Attention to Detail', 'Analytical Thinking', 'Integrity');
    expect(pickDemands([nurse, doctor, analyst])).toEqual([
      'Stress Tolerance',
      'Concern for Others',
      'Attention to Detail',
    ]);
    // Nothing left unused: the career's own most telling demand, said again.
    expect(pickDemands([doctor, withStyles('Stress Tolerance')])).toEqual([
      'Stress Tolerance',
      'Stress Tolerance',
    ]);
    expect(pickDemands([withStyles('Integrity')])).toEqual([null]);
  });

  it('says what the demand means for this person, and only general words when care is needed', () => {
    const planner = { signals: { ...noSignals, stress: 'plan' as const }, support: false };
    expect(demandSentences('Stress Tolerance', planner, 0)).toBe(
      'Day to day, there is real pressure: deadlines, and moments when a lot depends on you. Your habit of making a plan when things get hard is exactly what helps here.',
    );
    const withdrawn = { signals: { ...noSignals, stress: 'withdraw' as const }, support: false };
    expect(demandSentences('Stress Tolerance', withdrawn, 1)).toMatch(
      /^In this work, .* look for a team where asking for help early is normal\.$/,
    );
    expect(demandSentences('Stress Tolerance', { ...withdrawn, support: true }, 1)).toMatch(
      /A few calm-down habits, learnt early/,
    );
    expect(demandSentences('Stress Tolerance', { signals: noSignals, support: false }, 2)).toMatch(
      /^Most days, .*A few calm-down habits/,
    );
  });

  it('names what each career asks of feelings, different across the three cards', () => {
    let distinct = 0;
    for (const persona of STUDENT_PERSONAS) {
      const careers = generateCareerResult({ name: persona.name, ...persona.answers }).results
        .topCareers.careers;
      // The fact about the work after "Day to day," (or another opener), per card.
      const facts = careers.map(
        (career) =>
          /(?:Day to day|In this work|Most days), ([^.]+)\./.exec(career.emotionalFit)?.[1],
      );
      expect(facts.every(Boolean), persona.key).toBe(true);
      if (new Set(facts).size === careers.length) distinct += 1;
    }
    expect(distinct / STUDENT_PERSONAS.length).toBeGreaterThan(0.95);
  });
});
