import { questionsForDay } from '@acp/shared';
import type { JourneyDay } from '@acp/shared';
import { createRng } from '../text/random.js';
import type { Rng } from '../text/random.js';
import { buildDayAnswers } from './build-answers.js';
import type { AnswerLists } from './build-answers.js';

/** Free-text fragments mixing subjects, skills and plain feelings (test and bench data). */
const FRAGMENTS = [
  'maths',
  'physics',
  'chemistry',
  'biology',
  'history',
  'geography',
  'hindi',
  'english literature',
  'accountancy',
  'economics',
  'business studies',
  'computer science',
  'coding in python',
  'drawing',
  'painting',
  'music',
  'dance',
  'cricket',
  'yoga',
  'cooking',
  'gardening',
  'fixing bikes',
  'electronics',
  'robotics',
  'public speaking',
  'teaching kids',
  'helping people',
  'psychology',
  'sociology',
  'political science',
  'law',
  'photography',
  'video editing',
  'fashion',
  'stock market',
  'sales',
  'marketing',
  'nursing',
  'first aid',
  'animals',
  'driving',
  'architecture',
  'puzzles',
  'chess',
  'writing stories',
  'journalism',
  'organising events',
  'excel spreadsheets',
  'first aid',
  'carpentry',
  'aviation',
  'I do not know yet',
  'talking to my friends',
  'sleeping early',
  'going for a walk',
  'nothing really',
  'making people laugh',
];

function freeText(rng: Rng): string {
  const count = 1 + Math.floor(rng.next() * 3);
  return rng.sample(FRAGMENTS, count).join(' and ');
}

function randomPicks(day: JourneyDay, rng: Rng) {
  return questionsForDay(day).map((question) => {
    if (question.type === 'text') return freeText(rng);
    // Steps 2 and 3 may leave a radio unanswered.
    if (day !== 'day1' && rng.next() < 0.05) return -1;
    return Math.floor(rng.next() * question.options.length);
  });
}

/** A reproducible random answer set for all three steps. */
export function randomAnswers(seed: number): AnswerLists {
  const rng = createRng(seed);
  return {
    day1: buildDayAnswers('day1', randomPicks('day1', rng)),
    day2: buildDayAnswers('day2', randomPicks('day2', rng)),
    day3: buildDayAnswers('day3', randomPicks('day3', rng)),
  };
}

const NAMES = [
  'Aarav',
  'Diya',
  'Ishaan',
  'Ananya',
  'Kabir',
  'Saanvi',
  'Vihaan',
  'Myra',
  'Reyansh',
  'Aadhya',
  'Zoya',
  'Farhan',
];

export function randomName(seed: number): string {
  return createRng(seed ^ 0x5bd1e995).pick(NAMES);
}
