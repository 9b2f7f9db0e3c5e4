import { supportNotice } from '@acp/shared';
import type { Locale, LowSignalNote, SupportNotice } from '@acp/shared';
import type { TraitProfile } from '../profile/profile-types.js';
import { LOW_SIGNAL_HI } from './notices.hi.js';

/** What a result may carry besides its content (shared `resultNotices`). */
export interface ResultNotices {
  support?: SupportNotice;
  lowSignal?: LowSignalNote;
}

export type Kind = 'day1' | 'day2' | 'career' | 'deep';

/** Why there was too little: many questions skipped, or choices made but words that said little. */
export type Cause = 'skipped' | 'words';

const LOW_SIGNAL_MESSAGES: Readonly<Record<Kind, Readonly<Record<Cause, string>>>> = {
  day1: {
    skipped:
      'Many questions were left open, so this picture is a first sketch. That is completely fine — not knowing yet is where most people start.',
    words:
      'Your written answers did not say much yet (“I don’t know” is an honest answer), so this picture rests on your choices alone: a first sketch, not a portrait.',
  },
  day2: {
    skipped:
      'Many answers were skipped, so this map shows only a little of you. Nothing is wrong with that; it simply means we listened to what you chose to share.',
    words:
      'Your written answers were short, so this map rests mostly on the options you picked. Nothing is wrong with that; add to it in your own time.',
  },
  career: {
    skipped:
      'Many questions were skipped or answered with “I don’t know”, so these careers are a first guess, not a verdict. Treat them as ideas to look into, not as a decision.',
    words:
      'Your written answers said very little about what you enjoy, so these careers come from your choices alone: a first guess, not a verdict. Treat them as ideas to look into.',
  },
  deep: {
    skipped:
      'Your answers gave us only a little to go on, so read this roadmap as one possible route to explore, and check it against what you learn about yourself.',
    words:
      'Your answers gave us only a little to go on, so read this roadmap as one possible route to explore, and check it against what you learn about yourself.',
  },
};

const LOW_SIGNAL_TIPS: readonly string[] = [
  'Over the next two weeks, notice what you lose track of time doing — a game, a chore, a subject, helping someone — and write it down.',
  'Talk to one adult whose work you find interesting and ask what a normal day looks like.',
  'Try one small thing from a field you have never tried: a free online lesson, a workshop, a weekend helping at a shop or clinic.',
  'A school counsellor or a teacher who knows you can help you put words to what you enjoy.',
];

/** The low-signal note's words in one language (`notices.hi.ts` for Hindi). */
export interface LowSignalTexts {
  heading: string;
  messages: Readonly<Record<Kind, Readonly<Record<Cause, string>>>>;
  tips: readonly string[];
}

const LOW_SIGNAL: Readonly<Record<Locale, LowSignalTexts>> = {
  en: {
    heading: 'We could not learn much about you from these answers',
    messages: LOW_SIGNAL_MESSAGES,
    tips: LOW_SIGNAL_TIPS,
  },
  hi: LOW_SIGNAL_HI,
};

/**
 * The notices for a result, in its language (English unless asked): the helplines when flagged,
 * a plain note when there was too little.
 */
export function resultNotices(
  profile: TraitProfile,
  kind: Kind,
  locale: Locale = 'en',
): ResultNotices {
  const notices: ResultNotices = {};
  if (profile.support) notices.support = supportNotice(locale);
  if (profile.evidence.low) {
    const texts = LOW_SIGNAL[locale];
    notices.lowSignal = {
      heading: texts.heading,
      message: texts.messages[kind][profile.evidence.choiceShare < 0.7 ? 'skipped' : 'words'],
      tips: [...texts.tips],
    };
  }
  return notices;
}
