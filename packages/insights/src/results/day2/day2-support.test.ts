import { questionsForDay } from '@acp/shared';
import { describe, expect, it } from 'vitest';
import { detectDistress } from '../../safety/detect-distress.js';
import { generateDay2Result } from './generate-day2.js';
import type { QnaItem } from '../../profile/read-answers.js';

/** Step 1 and 2 answered with the first option everywhere and `texts` by question id. */
function answers(texts: Record<string, string>): { day1: QnaItem[]; day2: QnaItem[] } {
  const day = (id: 'day1' | 'day2') =>
    questionsForDay(id).map((question) => ({
      question: question.text,
      answer:
        question.type === 'choice'
          ? (question.options[0] ?? '')
          : (texts[question.id] ?? 'I go for a walk with my dog'),
    }));
  return { day1: day('day1'), day2: day('day2') };
}

const future = (result: ReturnType<typeof generateDay2Result>) =>
  result.results.cards.find((card) => card.id === 'future-message');

describe('Step 2 for someone who may be struggling (issue 34)', () => {
  it('quotes no words that read heavy, even when they only ask the check-in', () => {
    const heavy = 'sometimes i wish i could just vanish';
    expect(detectDistress([heavy])).toMatchObject({ flagged: false, checkIn: true });
    const result = generateDay2Result({ name: 'Ravi', ...answers({ 'day2.q4': heavy }) });
    expect(JSON.stringify(result)).not.toContain('vanish');
    // A plain answer in the same slot is quoted back as their own reset.
    const plain = generateDay2Result({ name: 'Ravi', ...answers({ 'day2.q4': 'i call my nani' }) });
    expect(JSON.stringify(plain)).toContain('i call my nani');
  });

  it('sends no "message from your future self" and quotes nothing once they said they struggle', () => {
    const input = { name: 'Ravi', ...answers({ 'day2.q8': 'i cleared my NEET exam' }) };
    expect(future(generateDay2Result(input))?.title).toBe('A message from your future self');
    const supported = generateDay2Result({ ...input, support: true });
    expect(future(supported)?.title).toBe('One week at a time');
    expect(JSON.stringify(supported)).not.toContain('NEET');
    expect(future(generateDay2Result({ ...input, support: true, locale: 'hi' }))?.title).toBe(
      'एक-एक हफ़्ता करके',
    );
  });
});
