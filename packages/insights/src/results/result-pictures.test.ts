import { describe, expect, it } from 'vitest';
import { buildDayAnswers } from '../testing/build-answers.js';
import { generateDay1Result } from './day1/generate-day1.js';
import { generateDay2Result } from './day2/generate-day2.js';
import { emotionalMap } from './day2/emotional-map.js';

const curious = buildDayAnswers('day1', [1, 4, 1, 0, 0, 1, 0, 0, 1, 0, 'Hindi', 'coding']);

describe('the pictures of Steps 1 and 2', () => {
  it('Step 1 carries its interests and five strongest work styles, strongest first', () => {
    const { chart } = generateDay1Result({ name: 'Rohan', day1: curious });
    expect(chart?.interestCode).toMatch(/^[RIASEC]{3}$/);
    const [first, second, third] = [...(chart?.interestCode ?? '')] as ('R' | 'I')[];
    expect(chart?.interests[first!]).toBeGreaterThanOrEqual(chart?.interests[second!] ?? 0);
    expect(chart?.interests[second!]).toBeGreaterThanOrEqual(chart?.interests[third!] ?? 0);
    const scores = chart?.workStyles.map((style) => style.score) ?? [];
    expect(scores).toHaveLength(5);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    // Plain words, never O*NET's labels with slashes.
    expect(chart?.workStyles.every((style) => !style.name.includes('/'))).toBe(true);
  });

  it('Step 1 draws nothing from no answers', () => {
    expect(generateDay1Result({ name: 'Rohan', day1: [] }).chart).toBeUndefined();
  });

  it("the map says each point in the person's own choice, and leaves out what they skipped", () => {
    expect(
      emotionalMap({
        selfTalk: 'comparison',
        stress: 'plan',
        drive: 'family',
        hurt: null,
        level: 'boss-fight',
        enemy: 'distraction',
        seenAs: null,
      }),
    ).toEqual([
      { id: 'now', label: 'Where you are now', value: 'Facing a big challenge' },
      { id: 'energy', label: 'Gives you energy', value: 'Making your family proud' },
      { id: 'drain', label: 'Drains your energy', value: 'Distraction' },
      { id: 'helps', label: 'Helps on hard days', value: 'Making a plan' },
      { id: 'voice', label: 'Your inner voice says', value: '“Others are ahead of me”' },
    ]);
    const day2 = buildDayAnswers('day2', [0, 0, 0, 'x', 0, 0, 'y', 'z', 0, 0]);
    const result = generateDay2Result({ name: 'Rohan', day1: curious, day2 });
    expect(result.results.map?.length).toBeGreaterThan(0);
    expect(generateDay2Result({ name: 'Rohan', day1: [], day2: [] }).results.map).toBeUndefined();
  });
});
