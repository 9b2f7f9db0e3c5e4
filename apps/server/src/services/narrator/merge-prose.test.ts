import { generateDay1Result, generateDay2Result } from '@acp/insights';
import { describe, expect, it } from 'vitest';
import { buildAnswers } from '../../test/answers.js';
import { mergeProse } from './merge-prose.js';
import type { NarrationFacts } from './narrator.js';

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
});
