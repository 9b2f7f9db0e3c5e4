/**
 * Every sentence of the career blueprint in one language: English here, Hindi in
 * `career-texts.hi.ts`. Each list has a fixed number of phrasings, so a phrasing missing in one
 * language is a type error, and the seeded Rng picks the same one in both: a student reads the
 * same blueprint in English and in Hindi.
 */
import type { Locale } from '@acp/shared';
import type { CatalogueCareer } from '../../catalogue/catalogue-schema.js';
import { CATALOGUE_FAMILIES } from '../../catalogue/catalogue-schema.js';
import type { LearningKey, RiasecLetter, WorkValueKey } from '../../model/dimensions.js';
import type { EmotionalSignals } from '../../model/signals.js';
import { careerTitleWithArticle, titleInSentence } from '../../text/career-title.js';
import { capitalise, joinList } from '../../text/format.js';
import { pairOf, RIASEC_LABELS, VALUE_LABELS, VALUE_OFFERS } from '../../text/labels.js';
import { CAREER_HI } from './career-texts.hi.js';

type Two<T> = readonly [T, T];
type Three<T> = readonly [T, T, T];
type Four<T> = readonly [T, T, T, T];
type Five<T> = readonly [T, T, T, T, T];
type Six<T> = readonly [T, T, T, T, T, T];

export type Drive = NonNullable<EmotionalSignals['drive']>;

/** `one` is one person in the career, as `CareerTexts.one` says it ("a Data Scientist"). */
type WithOne = (one: string) => string;
/** A line quoting their words (`words`, in curly quotes) for one career. */
export type LoveLine = (words: string, one: string) => string;

/** What a "thinking style fit" sentence is built from. */
export interface ThinkingParts {
  letter: RiasecLetter;
  /** The work's skills in words ("programming and maths"). */
  skills: string;
  one: string;
  first: string;
  /** How they can learn the work (draws from the Rng: called by the same ways in each language). */
  learn: () => string;
}

export interface CareerTexts {
  /** One person in the career, for sentences ("a game developer"). */
  one: (career: CatalogueCareer) => string;
  /** `one` at the start of a sentence. */
  capitalised: (one: string) => string;
  /** A catalogue family's name ("Law"). */
  family: (key: string) => string;
  /** Interest areas by name, in running text ("social and artistic"). */
  interests: (letters: readonly RiasecLetter[]) => string;

  drives: Readonly<Record<Drive, string>>;
  /** What the work offers, when O*NET names none of its values. */
  offerNone: string;
  offers: Three<(one: string, first: WorkValueKey, second: WorkValueKey | undefined) => string>;
  driveSentences: Four<(drive: string) => string>;
  noDrive: Four<string>;

  /** The work's two most telling skills (O*NET names, most telling first) in words. */
  skills: (names: readonly string[]) => string;
  learn: Readonly<Record<LearningKey, Two<WithOne>>>;
  thinking: Five<(parts: ThinkingParts) => string>;

  love: { hours: Five<LoveLine>; subject: Three<LoveLine>; gift: Five<LoveLine> };
  plainLove: Five<WithOne>;

  who: {
    low: (name: string, top: RiasecLetter) => string;
    first: (name: string, top: RiasecLetter, second: RiasecLetter, third: RiasecLetter) => string;
    best: (top: RiasecLetter, values: readonly WorkValueKey[]) => string;
    gift: Two<(gift: string) => string>;
    teach: Two<(teach: string) => string>;
  };

  notInTop: {
    exam: Two<(said: string, one: string) => string>;
    named: Three<WithOne>;
    /** A career they picked from the list before Step 3. */
    picked: WithOne;
    /** A career the work they wrote of for their future points to. */
    described: WithOne;
    fits: Two<(fit: number) => string>;
    leanLow: string;
    lean: Two<(theirs: string, mine: string) => string>;
    dream: Three<string>;
  };

  closing: {
    quotes: Six<(first: string, best: string, next: string) => string>;
    /** `best` and `next` when there are fewer careers than the quotes name. */
    best: string;
    next: string;
    low: (first: string) => string;
  };

  headings: {
    title: (name: string) => string;
    whoYouAre: string;
    topCareers: string;
    labels: { emotionalFit: string; thinkingStyleFit: string; whyLove: string };
    closing: string;
  };
}

const FAMILY_NAMES = new Map<string, string>(
  CATALOGUE_FAMILIES.map((family) => [family.key, family.name]),
);

const lower = (letter: RiasecLetter) => RIASEC_LABELS[letter].name.toLowerCase();
const noun = (letter: RiasecLetter) => RIASEC_LABELS[letter].noun.toLowerCase();

export const CAREER_EN: CareerTexts = {
  one: (career) => careerTitleWithArticle(titleInSentence(career.title)),
  capitalised: capitalise,
  family: (key) => FAMILY_NAMES.get(key) ?? key,
  interests: (letters) => letters.map(lower).join(' and '),

  drives: {
    growth: 'keep learning and growing',
    family: 'make your family proud',
    impact: 'make a real difference',
    freedom: 'earn well and live your way',
    creation: 'create something of your own',
  },
  offerNone: 'This work rewards steady effort with visible results.',
  offers: [
    (_one, first, second) =>
      `This work is known for ${VALUE_LABELS[first].phrase}${second ? `, and also for ${VALUE_LABELS[second].phrase}` : ''}.`,
    (one, first, second) =>
      `As ${one}, you can expect ${VALUE_OFFERS[first]}${second ? `, and also ${VALUE_OFFERS[second]}` : ''}.`,
    (one, first, second) =>
      `Work as ${one} is known above all for ${VALUE_OFFERS[first]}${second ? `, and then for ${VALUE_OFFERS[second]}` : ''}.`,
  ],
  driveSentences: [
    (drive) => `Since you want to ${drive}, that gives you a reason to keep going on hard days.`,
    (drive) => `It fits your wish to ${drive}.`,
    (drive) => `You told us you want to ${drive}; a career like this is one honest way to do that.`,
    (drive) => `That matters, because what gets you going is the wish to ${drive}.`,
  ],
  noDrive: [
    'It can give your effort a clear purpose.',
    'It gives you room to feel proud of your work.',
    'It is work you can grow into over many years.',
    'It is work where effort shows, and that keeps people going.',
  ],

  skills: (names) => {
    const [skill1, skill2] = names.slice(0, 2).map((name) => name.toLowerCase());
    return skill1 ? (skill2 ? pairOf(skill1, skill2) : skill1) : 'practical problem solving';
  },
  learn: {
    vis: [
      (one) => `Watching ${one} at work, then sketching what you saw, is your quickest way in.`,
      (one) => `Videos of ${one} at work will teach you faster than any textbook.`,
    ],
    aud: [
      (one) => `Talking to ${one} and asking lots of questions is your quickest way in.`,
      (one) => `Ask ${one} to talk you through a normal day — hearing it is how you learn.`,
    ],
    read: [
      (one) =>
        `Good guides written for ${one}, and notes in your own words, are your quickest way in.`,
      (one) => `A solid textbook on the work of ${one} and a notebook will take you far.`,
    ],
    hands: [
      (one) => `Trying the tasks of ${one} yourself, even in small ways, is your quickest way in.`,
      (one) =>
        `A practical course or a few weeks beside ${one} will teach you more than any lecture.`,
    ],
    logic: [
      (one) =>
        `Working through the real problems ${one} solves, step by step, is your quickest way in.`,
      (one) => `Once you see the logic of what ${one} does, the details will follow.`,
    ],
  },
  thinking: [
    ({ letter, skills, learn }) =>
      `Your ${lower(letter)} mind — ${RIASEC_LABELS[letter].doing} — meets a job built on ${skills}. ${learn()}`,
    ({ letter, skills, first }) =>
      `Day to day it asks for ${skills}. That suits the way you think, ${first}: ${RIASEC_LABELS[letter].doing}.`,
    ({ skills, learn }) =>
      `It rewards ${skills}, and your answers show you already lean that way. ${learn()}`,
    ({ skills, one, learn }) =>
      `${capitalise(one)} spends much of the day on ${skills}, close to how your mind already works. ${learn()}`,
    ({ letter, skills, learn }) =>
      `Your mind is built for ${RIASEC_LABELS[letter].doing}, and this work needs ${skills}. ${learn()}`,
  ],

  love: {
    hours: [
      (words) =>
        `You said you could lose hours in ${words}. This work is full of moments like that.`,
      (words) =>
        `Remember what you told us you could spend hours on: ${words}. That energy belongs here.`,
      (words) => `Think of ${words} — now imagine being paid for that kind of focus.`,
      (words, one) =>
        `You can lose hours in ${words}. ${capitalise(one)} needs that same ability to stay with something until it works.`,
      (words, one) =>
        `The focus you find in ${words} is the kind of focus ${one} brings to a long working day.`,
    ],
    subject: [
      (words) => `Your favourite subject, ${words}, is a real asset here.`,
      (words) => `You enjoy ${words}, and this path lets you keep building on it.`,
      (words) => `What you like about ${words} shows up in this work more than you might expect.`,
    ],
    gift: [
      (words) => `The gift you named — ${words} — is put to use here every week.`,
      (words) => `You told us ${words} comes easily to you. Here that is a daily advantage.`,
      (words) => `This is a place where ${words} counts for a lot.`,
      (words, one) => `You named your gift: ${words}. As ${one}, you would use it all the time.`,
      (words, one) => `Your gift — ${words} — would have plenty of room to grow as ${one}.`,
    ],
  },
  plainLove: [
    (one) => `Life as ${one} would put your strengths to use every day.`,
    (one) => `As ${one}, you would be doing what you are naturally good at.`,
    (one) => `Much of the work of ${one} rests on what you already do well.`,
    (one) => `The way you like to work has plenty of room to grow in the job of ${one}.`,
    (one) => `${capitalise(one)} uses strengths like yours every single week.`,
  ],

  who: {
    low: (name, top) =>
      `${name}, your answers lean a little towards ${noun(top)} — ${RIASEC_LABELS[top].activity} — but they leave a lot open. That is an honest place to start from.`,
    // In words, not letters: the code itself is explained beside the interest chart.
    first: (name, top, second, third) =>
      `${name}, you are ${noun(top)} first, then ${noun(second)} and ${noun(third)}.`,
    best: (top, values) =>
      `You are at your best ${RIASEC_LABELS[top].doing}, and you want work that gives you ${joinList(values.map((key) => VALUE_LABELS[key].name.toLowerCase()))}.`,
    gift: [
      (gift) => `Your biggest gift, in your own words: ${gift}.`,
      (gift) => `You told us your gift is ${gift} — we took that seriously.`,
    ],
    teach: [
      (teach) =>
        `If you taught a class tomorrow it would be on ${teach}, which says a lot about what you already know.`,
      (teach) => `A class from you on ${teach}? We would sign up.`,
    ],
  },

  notInTop: {
    exam: [
      (said, one) => `You mentioned ${said}. Of the careers it leads to, ${one} fits you best.`,
      (said, one) => `${said} leads to several careers; the one closest to your answers is ${one}.`,
    ],
    named: [
      (one) =>
        `You mentioned becoming ${one}. Here is how it fits you, and why it is not in your top 3.`,
      (one) => `You named ${one} as a path you want, so here is an honest look at it.`,
      (one) => `Becoming ${one} came up in your answers. It is not in your top 3, and here is why.`,
    ],
    picked: (one) =>
      `You picked ${one} as a career you are thinking about. Here is how it fits you, and why it is not in your top 3.`,
    described: (one) =>
      `What you wrote about your future sounds like the work of ${one}. Here is how it fits you, and why it is not in your top 3.`,
    fits: [
      (fit) =>
        `It fits you at ${fit}%, which is a real match; the three careers above came out a little closer to your answers. Keep it on your list and compare them.`,
      (fit) =>
        `At ${fit}% it is a good fit, just behind the three above. Compare them side by side before you choose.`,
    ],
    leanLow: 'Your answers gave us too little to say much yet.',
    lean: [
      (theirs, mine) => `Most of the work is ${theirs}, and your answers lean more to ${mine}.`,
      (theirs, mine) => `The work is mostly ${theirs}; what you told us leans to ${mine}.`,
    ],
    dream: [
      'A fit score is not a verdict: if this is your dream, spend time with the real work — talk to someone who does it, try a small part of it — and see how it feels.',
      'If it still pulls at you, test it for real: shadow someone who does it for a day, or try one small task of the job, and notice how you feel.',
      'Dreams deserve a fair test, not a quick no. Find one person in this work and ask what their hardest week was like.',
    ],
  },

  /** The closing reflection of the blueprint (`best` and `next` are "a Data Scientist"). */
  closing: {
    quotes: [
      (first, best) =>
        `“A career is not found, it is built.” ${first}, becoming ${best} is one strong place to start building.`,
      (first) =>
        `${first}, these three paths came from your own answers. Pick the one that makes you curious, not the one that looks safest.`,
      (first) =>
        `“Choose work that fits who you already are.” You are closer than you think, ${first}.`,
      (first, best) =>
        `Before you choose, ${first}, spend one evening finding out what a real workday is like for ${best}, and one for each of the others.`,
      (first, best, next) =>
        `You do not have to choose for life today, ${first}. Choose what to explore first — perhaps life as ${best}, then as ${next} — and let what you learn decide.`,
      (first, best, next) =>
        `Talk to ${best} and to ${next} before you decide, ${first} — ten minutes of honest conversation beats hours of guessing.`,
    ],
    best: 'one of them',
    next: 'another',
    low: (first) =>
      `${first}, read these three careers as starting points to look into, not as answers. The more you try and notice, the clearer the picture gets.`,
  },

  headings: {
    title: (name) => `${name}'s Career Blueprint`,
    whoYouAre: 'Who you are',
    topCareers: 'Your top 3 career paths',
    labels: {
      emotionalFit: 'Emotional fit',
      thinkingStyleFit: 'Thinking style fit',
      whyLove: 'Why you will love it',
    },
    closing: 'Closing reflection',
  },
};

const TEXTS: Readonly<Record<Locale, CareerTexts>> = { en: CAREER_EN, hi: CAREER_HI };

/** The blueprint's sentences in a language. */
export const careerTexts = (locale: Locale): CareerTexts => TEXTS[locale];
