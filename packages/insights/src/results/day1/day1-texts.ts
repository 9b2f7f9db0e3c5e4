import type { Locale } from '@acp/shared';
import type { RiasecLetter } from '../../model/dimensions.js';
import type { WorkStyle } from '../../model/knowledge.js';
import type { Phrase, TextContext } from '../../text/context.js';
import { labelsFor } from '../../text/labels.js';
import type { Labels } from '../../text/labels.js';
import { DAY1_TEXTS_HI } from './day1-texts.hi.js';
import { INTEREST_PHRASES } from './interest-phrases.js';
import type { InterestPhrases } from './interest-phrases.js';
import { STYLE_NAMES, STYLE_STRENGTHS } from './style-phrases.js';
import {
  CLOSING,
  ENERGY_INSIGHT,
  MIND_INSIGHT,
  SKILL_LINES,
  SKIP_INSIGHT,
  VALUE_INSIGHT,
} from './trait-phrases.js';

/**
 * Every word of Step 1 in one language: the phrase tables (each language's the same length, in
 * the same order, so the seeded Rng picks the same meaning in both) and the headings.
 */
export interface Day1Texts {
  labels: Labels;
  interest: Readonly<Record<RiasecLetter, InterestPhrases>>;
  styleNames: Readonly<Record<WorkStyle, string>>;
  styleStrengths: Readonly<Record<WorkStyle, readonly [string, string]>>;
  mind: readonly Phrase[];
  energy: readonly Phrase[];
  value: readonly Phrase[];
  skip: readonly Phrase[];
  skill: readonly Phrase[];
  closing: readonly Phrase[];
  heading: Phrase;
  /** The subheading, when the answers say enough and when they say little. */
  subheading: Phrase;
  lowSubheading: Phrase;
  /** The first insight card's title ("The Builder in you"). */
  interestTitle: Phrase;
  titles: { mind: string; energy: string; value: string; skip: string };
  coreStrengthsHeading: string;
  learningHeading: (styleName: string) => string;
  hiddenTalentsHeading: string;
  /** A hidden talent from the skill they wish for, given in their words (quoted). */
  headStart: (c: TextContext, skill: string) => string;
  othersHeading: Phrase;
  closingHeading: string;
}

const riasec = labelsFor('en').riasec;

const DAY1_TEXTS_EN: Day1Texts = {
  labels: labelsFor('en'),
  interest: INTEREST_PHRASES,
  styleNames: STYLE_NAMES,
  styleStrengths: STYLE_STRENGTHS,
  mind: MIND_INSIGHT,
  energy: ENERGY_INSIGHT,
  value: VALUE_INSIGHT,
  skip: SKIP_INSIGHT,
  skill: SKILL_LINES,
  closing: CLOSING,
  heading: (c) => `Step 1 RESULT – Discovering ${c.name}'s Inner Strengths`,
  subheading: (c) =>
    `${c.first}, your answers point to ${riasec[c.top].noun.toLowerCase()} with a strong streak of ${riasec[c.second].noun.toLowerCase()}: someone who loves ${riasec[c.top].activity}.`,
  lowSubheading: (c) =>
    `${c.first}, your answers give a first sketch: a lean towards ${riasec[c.top].noun.toLowerCase()} — someone drawn to ${riasec[c.top].activity}. There is more to you than these answers could show.`,
  interestTitle: (c) => `${riasec[c.top].noun} in you`.replace(/^the/, 'The'),
  titles: {
    mind: 'How your mind learns',
    energy: 'Your natural energy',
    value: 'What you want from work',
    skip: 'The subject you would skip',
  },
  coreStrengthsHeading: 'Your core strengths',
  learningHeading: (styleName) => `Your learning style: ${styleName}`,
  hiddenTalentsHeading: 'Hidden talents you may not have noticed',
  headStart: (c, skill) =>
    `A head start on ${skill}: your ${riasec[c.top].name.toLowerCase()} side gives you a natural way into it`,
  othersHeading: (c) => `What others feel around ${c.first}`,
  closingHeading: 'A closing reflection',
};

const DAY1_TEXTS: Readonly<Record<Locale, Day1Texts>> = { en: DAY1_TEXTS_EN, hi: DAY1_TEXTS_HI };

/** Step 1's words in the result's language. */
export function day1Texts(locale: Locale): Day1Texts {
  return DAY1_TEXTS[locale];
}
