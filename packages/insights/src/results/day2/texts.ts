import type { day2CardIds } from '@acp/shared';
import type { RiasecLetter } from '../../model/dimensions.js';
import type { SignalName, SignalValue } from '../../model/signals.js';
import type { Phrase } from '../../text/context.js';
import { RIASEC_LABELS } from '../../text/labels.js';
import { MAP_EN } from './emotional-map.js';
import type { MapTexts } from './emotional-map.js';
import {
  DRIVE_LINES,
  ENEMY_LINES,
  FUTURE_PLAIN,
  FUTURE_SENTENCES,
  HURT_SENTENCES,
  LEVEL_LINES,
  SEEN_AS_LINES,
  SELF_TALK_LINES,
  SPIRAL_SENTENCES,
  STRESS_LINES,
  WISH_SENTENCES,
  closingQuotes,
  seenAsNext,
} from './signal-phrases.js';

/** Some ways of saying something for each choice of a Step 2 question. */
type ByChoice<K extends SignalName, T> = Readonly<Record<SignalValue<K>, T>>;
/** A sentence around their own words (`words` is their quoted answer). */
type AroundWords = (words: string) => string;
/** A sentence to them by their first name. */
type ToFirst = (first: string) => string;

/**
 * Everything Step 2 says, in one language. Each language's lists hold the same number of
 * phrasings in the same order, with the same meaning: the seeded Rng picks the same one in each,
 * so a student reads the same result in English and in Hindi.
 */
export interface Day2Texts {
  /** Whom we address when no name was given. */
  noName: string;
  title: (name: string) => string;
  cardTitles: Readonly<Record<(typeof day2CardIds)[number], string>>;
  /** The future card's title for someone who may be struggling: no "future self" for them. */
  supportFutureTitle: string;
  closingTitle: string;
  /** The intro card when the answers suggest they may be struggling. */
  supportIntro: ToFirst;
  noLevel: ToFirst;
  level: ByChoice<'level', readonly Phrase[]>;
  selfTalk: ByChoice<'selfTalk', readonly string[]>;
  noEnemy: string;
  enemy: ByChoice<'enemy', readonly string[]>;
  /** The belief card's second sentence when they may be struggling. */
  supportBelief: string;
  hurt: readonly ((hurt: SignalValue<'hurt'>) => string)[];
  spiral: readonly AroundWords[];
  /** The drive card when they did not choose a drive: their strongest interest. */
  noDrive: (top: RiasecLetter) => string;
  drive: ByChoice<'drive', readonly string[]>;
  stress: ByChoice<'stress', readonly string[]>;
  /** What they believe others see first in them (three ways of saying it). */
  seenFirst: readonly ((seenAs: SignalValue<'seenAs'>) => string)[];
  seenAsNext: (seenAs: SignalValue<'seenAs'>) => readonly string[];
  /** The insight card when they did not choose: their strongest interest. */
  noSeenAs: (top: RiasecLetter) => string;
  wish: readonly AroundWords[];
  /** The future card when they may be struggling. */
  supportFuture: ToFirst;
  futurePlain: readonly ToFirst[];
  future: readonly ((first: string, proud: string) => string)[];
  closingQuotes: (selfTalk: SignalValue<'selfTalk'> | null, support: boolean) => readonly ToFirst[];
  map: MapTexts;
}

/** Step 2 in English (the spec's wording). */
export const DAY2_EN: Day2Texts = {
  noName: 'Friend',
  title: (name) => `${name}'s Emotional Map`,
  cardTitles: {
    intro: 'Where you are right now',
    'limiting-belief': 'The belief holding you back',
    drive: 'What drives you',
    insight: 'What others see in you',
    'future-message': 'A message from your future self',
  },
  supportFutureTitle: 'One week at a time',
  closingTitle: 'Closing reflection',
  supportIntro: (first) =>
    `${first}, this is your emotional map — drawn only from your own answers. Every map has harder stretches. Take this page slowly and keep only what feels true to you.`,
  noLevel: (first) =>
    `${first}, you did not pick a level, and that is fine: not every chapter has a name yet.`,
  level: LEVEL_LINES,
  selfTalk: SELF_TALK_LINES,
  noEnemy: 'You did not name one enemy — maybe none of them has a grip on you right now.',
  enemy: ENEMY_LINES,
  supportBelief:
    'When thoughts get heavy, talking to one person you trust is a strong first step — you do not have to carry them alone.',
  hurt: HURT_SENTENCES,
  spiral: SPIRAL_SENTENCES,
  noDrive: (top) =>
    `Your drive shows in your ${RIASEC_LABELS[top].name.toLowerCase()} side: ${RIASEC_LABELS[top].doing}.`,
  drive: DRIVE_LINES,
  stress: STRESS_LINES,
  seenFirst: [
    (seenAs) => `You believe people see ${SEEN_AS_LINES[seenAs]} in you first.`,
    (seenAs) => `You think people notice ${SEEN_AS_LINES[seenAs]} in you first.`,
    (seenAs) => `In your eyes, people see ${SEEN_AS_LINES[seenAs]} in you first.`,
  ],
  seenAsNext,
  noSeenAs: (top) =>
    `People notice your ${RIASEC_LABELS[top].noun.replace('the ', '').toLowerCase()} side before anything else.`,
  wish: WISH_SENTENCES,
  supportFuture: (first) =>
    `Dear ${first}, you do not have to see five years ahead today. Looking after yourself this week is plan enough — and asking for help is part of that plan.`,
  futurePlain: FUTURE_PLAIN,
  future: FUTURE_SENTENCES,
  closingQuotes,
  map: MAP_EN,
};
