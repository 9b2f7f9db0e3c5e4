import { generateCareerResult, generateDay1Result, generateDay2Result } from '@acp/insights';
import type { CareerResult } from '@acp/shared';
import { describe, expect, it } from 'vitest';
import { buildAnswers } from '../../test/answers.js';
import { mergeProse } from './merge-prose.js';
import type { CareerCandidate, NarrationFacts } from './narrator.js';

const base = { name: 'Kavya Nair', answers: [], candidates: [] };

describe('mergeProse', () => {
  it("keeps Step 1's picture and Step 2's map: the model rewrites words, never the figures", () => {
    const day1 = generateDay1Result({ name: 'Kavya Nair', day1: buildAnswers('day1') });
    const day2 = generateDay2Result({
      name: 'Kavya Nair',
      day1: buildAnswers('day1'),
      day2: buildAnswers('day2'),
    });
    expect(day1.chart).toBeDefined();
    expect(day2.results.map?.length).toBeGreaterThan(0);

    const merged1 = mergeProse(
      { ...base, engine: { kind: 'day1', result: day1 } } as unknown as NarrationFacts,
      {
        subheading: 'New words.',
        insights: day1.insights,
        coreStrengths: ['a', 'b'],
        learningStyleTips: ['c', 'd'],
        hiddenTalents: ['e', 'f'],
        whatOthersFeel: ['g', 'h'],
        closingMessage: 'Bye.',
      },
    );
    expect(merged1).toMatchObject({ subheading: 'New words.', chart: day1.chart });

    const merged2 = mergeProse(
      { ...base, engine: { kind: 'day2', result: day2 } } as unknown as NarrationFacts,
      {
        cards: day2.results.cards.map((card) => ({ id: card.id, description: 'Rewritten.' })),
        closingQuote: 'Bye.',
      },
    );
    expect(merged2).toMatchObject({ results: { map: day2.results.map } });
  });

  it('keeps who may enter a career (decision 021) on the cards the model picks', () => {
    const career = generateCareerResult({
      name: 'Kavya Nair',
      day1: buildAnswers('day1'),
      day2: buildAnswers('day2'),
      day3: buildAnswers('day3'),
    });
    const rules = 'Open to women only (Military Nursing Service rules).';
    const candidates: CareerCandidate[] = career.results.topCareers.careers.map((card, index) => ({
      id: card.id,
      code: card.code,
      title: card.title,
      family: card.family ?? 'x',
      fitScore: card.fitScore,
      reasons: card.reasons,
      ...(index === 1 ? { eligibility: rules } : {}),
    }));
    const merged = mergeProse(
      {
        ...base,
        candidates,
        engine: { kind: 'career', result: career },
      } as unknown as NarrationFacts,
      {
        whoYouAre: 'You.',
        careers: candidates.map(({ code }) => ({
          code,
          emotionalFit: 'Fits.',
          thinkingStyleFit: 'Thinks.',
          whyLove: 'Loves.',
        })),
        closingQuote: 'Bye.',
      },
    );
    const cards = (merged as CareerResult).results.topCareers.careers;
    expect(cards.map((card) => card.eligibility)).toEqual([undefined, rules, undefined]);
  });
});
