import { describe, expect, it } from 'vitest';
import { buildProfile } from '../../profile/build-profile.js';
import { buildDayAnswers } from '../../testing/build-answers.js';
import { textContext } from '../../text/context.js';
import { BIG_FIVE_LABELS } from '../../text/labels.js';
import { createRng } from '../../text/random.js';
import { generateDay1Result } from './generate-day1.js';
import { markedTraits } from './trait-phrases.js';

/** Step 1 of a student who picks the curious, thinking option of every question. */
const curious = buildDayAnswers('day1', [1, 4, 1, 0, 0, 1, 0, 0, 1, 0, 'Hindi', 'coding']);
/** Step 1 of a student who panics, then pushes through, and wants security. */
const anxious = buildDayAnswers('day1', [3, 2, 4, 3, 3, 3, 1, 4, 0, 1, 'Physics', 'drawing']);

const energy = (result: ReturnType<typeof generateDay1Result>) =>
  result.insights.find((insight) => insight.title === 'Your natural energy')?.desc ?? '';

describe('personality sentences follow the scores', () => {
  it('a curious student scores high on openness and is told so', () => {
    expect(buildProfile({ day1: curious }).bigFive.O).toBeGreaterThanOrEqual(0.62);
    expect(energy(generateDay1Result({ name: 'Rohan', day1: curious }))).toMatch(/curious/);
  });

  it('a low pole is said only from options chosen against it, never from silence', () => {
    const profile = buildProfile({ day1: curious });
    // Never picking the peacemaker or the group option does not make a student who loves
    // ideas competitive or a loner: nothing they chose was keyed against those traits.
    expect(profile.bigFive.Ag).toBeLessThan(0.4);
    expect(profile.bigFive.Ex).toBeLessThan(0.4);
    expect(profile.bigFiveAgainst).toMatchObject({ Ag: 0, Ex: 0 });
    const c = textContext('Rohan', profile, createRng(1));
    expect(markedTraits(c)).not.toContain(BIG_FIVE_LABELS.Ag.low);
    expect(markedTraits(c)).not.toContain(BIG_FIVE_LABELS.Ex.low);
    expect(JSON.stringify(generateDay1Result({ name: 'Rohan', day1: curious }))).not.toMatch(
      /direct and competitive/,
    );
  });

  it('calm under pressure is not a strength of someone who panics', () => {
    const result = generateDay1Result({ name: 'Sana', day1: anxious });
    expect(buildProfile({ day1: anxious }).bigFive.St).toBeLessThan(0.5);
    expect(result.coreStrengths.list.join(' ')).not.toMatch(
      /keeping your cool|steady under pressure/i,
    );
  });

  it('gives the same words for the same answers whatever the name', () => {
    const asha = JSON.stringify(generateDay1Result({ name: 'Asha', day1: curious }));
    const vikram = JSON.stringify(generateDay1Result({ name: 'Vikram', day1: curious }));
    expect(vikram.replaceAll('Vikram', 'Asha')).toBe(asha);
  });
});
