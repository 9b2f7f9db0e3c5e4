import type { Occupation } from '../../occupations/occupations.js';
import { WORK_VALUE_KEYS } from '../../model/dimensions.js';
import type { LearningKey, WorkValueKey } from '../../model/dimensions.js';
import type { CareerMatch } from '../../match/career-match.js';
import { careerTitleWithArticle, titleInSentence } from '../../text/career-title.js';
import type { TextContext } from '../../text/context.js';
import { capitalise, joinList, quoted } from '../../text/format.js';
import {
  pairOf,
  RIASEC_LABELS,
  skillsToName,
  VALUE_LABELS,
  VALUE_OFFERS,
} from '../../text/labels.js';

const DRIVE_WORDS = {
  growth: 'keep learning and growing',
  family: 'make your family proud',
  impact: 'make a real difference',
  freedom: 'earn well and live your way',
  creation: 'create something of your own',
} as const;

/** The occupation's strongest O*NET work values, strongest first. */
function occupationValues(occupation: Occupation): WorkValueKey[] {
  const values = occupation.values;
  if (!values) return [];
  return [...WORK_VALUE_KEYS]
    .sort(
      (a, b) =>
        (values[WORK_VALUE_KEYS.indexOf(b)] ?? 0) - (values[WORK_VALUE_KEYS.indexOf(a)] ?? 0),
    )
    .slice(0, 2);
}

/** "a game developer": one person doing the work of a match. */
const onePerson = (match: CareerMatch) =>
  careerTitleWithArticle(titleInSentence(match.career.title));

/**
 * Which way of saying each part a career card uses: different on each of the three cards, so one
 * blueprint never repeats the same sentence frame from card to card.
 */
export interface CardWording {
  offer: number;
  drive: number;
  thinking: number;
  /** "Why you will love it" when none of their own words is left to quote. */
  plain: number;
}

const indices = (count: number) => Array.from({ length: count }, (_, i) => i);

/** The wording of each career card by its index, each part drawn without repeats. */
export function cardWordings(c: TextContext): (index: number) => CardWording {
  const offers = c.rng.sample(indices(OFFER_WAYS), OFFER_WAYS);
  const drives = c.rng.sample(indices(DRIVE_SENTENCES.length), DRIVE_SENTENCES.length);
  const thinking = c.rng.sample(indices(THINKING_WAYS), THINKING_WAYS);
  const plain = c.rng.sample(indices(PLAIN_LOVE.length), PLAIN_LOVE.length);
  return (index) => ({
    plain: plain[index % plain.length] ?? 0,
    offer: offers[index % offers.length] ?? 0,
    drive: drives[index % drives.length] ?? 0,
    thinking: thinking[index % thinking.length] ?? 0,
  });
}

const OFFER_WAYS = 3;
const THINKING_WAYS = 5;

/** What the work is known to offer, from its O*NET work values. */
function offerSentence(match: CareerMatch, way: number): string {
  const [first, second] = occupationValues(match.occupation);
  if (!first) return 'This work rewards steady effort with visible results.';
  const one = onePerson(match);
  const ways = [
    () =>
      `This work is known for ${VALUE_LABELS[first].phrase}${second ? `, and also for ${VALUE_LABELS[second].phrase}` : ''}.`,
    () =>
      `As ${one}, you can expect ${VALUE_OFFERS[first]}${second ? `, and also ${VALUE_OFFERS[second]}` : ''}.`,
    () =>
      `Work as ${one} is known above all for ${VALUE_OFFERS[first]}${second ? `, and then for ${VALUE_OFFERS[second]}` : ''}.`,
  ];
  return (ways[way % ways.length] ?? ways[0] ?? (() => ''))();
}

const DRIVE_SENTENCES: readonly ((drive: string) => string)[] = [
  (drive) => `Since you want to ${drive}, that gives you a reason to keep going on hard days.`,
  (drive) => `It fits your wish to ${drive}.`,
  (drive) => `You told us you want to ${drive}; a career like this is one honest way to do that.`,
  (drive) => `That matters, because what gets you going is the wish to ${drive}.`,
];

const NO_DRIVE_SENTENCES: readonly string[] = [
  'It can give your effort a clear purpose.',
  'It gives you room to feel proud of your work.',
  'It is work you can grow into over many years.',
  'It is work where effort shows, and that keeps people going.',
];

/**
 * What the career offers (its work values), then what it asks of the person's feelings and what
 * that means for them (`demand`, see emotional-fit.ts); their drive when the work names none.
 */
export function emotionalFit(
  c: TextContext,
  match: CareerMatch,
  wording: CardWording,
  demand: string | null,
): string {
  const drive = c.profile.signals.drive;
  const driveText = drive
    ? (DRIVE_SENTENCES[wording.drive] ?? DRIVE_SENTENCES[0] ?? (() => ''))(DRIVE_WORDS[drive])
    : (NO_DRIVE_SENTENCES[wording.drive] ?? '');
  return `${offerSentence(match, wording.offer)} ${demand ?? driveText}`;
}

/** How they can learn the work, by learning style (`one` is "a Data Scientist"). */
const LEARN_THE_WORK: Readonly<Record<LearningKey, readonly ((one: string) => string)[]>> = {
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
};

export function thinkingStyleFit(c: TextContext, match: CareerMatch, wording: CardWording): string {
  const skills = skillsToName(match.occupation.skills.map(([name]) => name))
    .slice(0, 2)
    .map((name) => name.toLowerCase());
  const letter = RIASEC_LABELS[c.top];
  const [skill1, skill2] = skills;
  const skillText = skill1
    ? skill2
      ? pairOf(skill1, skill2)
      : skill1
    : 'practical problem solving';
  const one = onePerson(match);
  const learn = () => c.rng.pick(LEARN_THE_WORK[c.profile.learning])(one);
  const ways = [
    () =>
      `Your ${letter.name.toLowerCase()} mind — ${letter.doing} — meets a job built on ${skillText}. ${learn()}`,
    () =>
      `Day to day it asks for ${skillText}. That suits the way you think, ${c.first}: ${letter.doing}.`,
    () => `It rewards ${skillText}, and your answers show you already lean that way. ${learn()}`,
    () =>
      `${capitalise(one)} spends much of the day on ${skillText}, close to how your mind already works. ${learn()}`,
    () => `Your mind is built for ${letter.doing}, and this work needs ${skillText}. ${learn()}`,
  ];
  return (ways[wording.thinking % ways.length] ?? ways[0] ?? (() => ''))();
}

/** A quote of the person's, with the question it answered: each is said in its own slot. */
export interface LovedWords {
  slot: 'hours' | 'subject' | 'gift';
  words: string;
}

/**
 * The person's own words that "why you will love it" can quote, one per career card: what they
 * lose hours in, their favourite subject (by name), then their gift (which "Who you are" also
 * quotes). The same words are never quoted twice on one blueprint.
 */
export function lovedWords(c: TextContext): LovedWords[] {
  const { hoursProblem, biggestGift } = c.profile.texts;
  const subject = c.profile.subjects.favourite;
  const candidates: { slot: LovedWords['slot']; words: string | undefined }[] = [
    { slot: 'hours', words: quoted(hoursProblem, 70) },
    { slot: 'subject', words: subject ? `“${subject}”` : undefined },
    { slot: 'gift', words: quoted(biggestGift, 70) },
  ];
  const seen = new Set<string>();
  const loved: LovedWords[] = [];
  for (const { slot, words } of candidates) {
    if (!words || seen.has(words.toLowerCase())) continue;
    seen.add(words.toLowerCase());
    loved.push({ slot, words });
  }
  return loved;
}

/** A line quoting their words for one career (`one` is "a Data Scientist"). */
type LoveLine = (words: string, one: string) => string;

const LOVE_LINES: Readonly<Record<LovedWords['slot'], readonly LoveLine[]>> = {
  hours: [
    (words) => `You said you could lose hours in ${words}. This work is full of moments like that.`,
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
};

/** "Why you will love it" without their words (`one` is "a Data Scientist"). */
const PLAIN_LOVE: readonly ((one: string) => string)[] = [
  (one) => `Life as ${one} would put your strengths to use every day.`,
  (one) => `As ${one}, you would be doing what you are naturally good at.`,
  (one) => `Much of the work of ${one} rests on what you already do well.`,
  (one) => `The way you like to work has plenty of room to grow in the job of ${one}.`,
  (one) => `${capitalise(one)} uses strengths like yours every single week.`,
];

/** "Why you will love it" for a career card, quoting the person's words in their own slot. */
export function whyLove(
  c: TextContext,
  match: CareerMatch,
  wording: CardWording,
  loved?: LovedWords,
): string {
  // The first reason that is about the person, not that they named it.
  const reason = match.reasons[match.named ? 1 : 0] ?? '';
  const one = onePerson(match);
  if (!loved) return `${reason} ${(PLAIN_LOVE[wording.plain] ?? PLAIN_LOVE[0] ?? (() => ''))(one)}`;
  const line = c.rng.pick(LOVE_LINES[loved.slot])(loved.words, one);
  return c.rng.next() < 0.5 ? `${line} ${reason}` : `${reason} ${line}`;
}

export function whoYouAre(c: TextContext): string {
  const values = [...WORK_VALUE_KEYS]
    .sort((a, b) => c.profile.values[b] - c.profile.values[a])
    .slice(0, 2);
  const gift = quoted(c.profile.texts.biggestGift, 80);
  const teach = quoted(c.profile.texts.teachClass, 60);
  if (c.profile.evidence.low)
    return `${c.name}, your answers lean a little towards ${RIASEC_LABELS[c.top].noun.toLowerCase()} — ${RIASEC_LABELS[c.top].activity} — but they leave a lot open. That is an honest place to start from.`;
  const lines = [
    // In words, not letters: the code itself is explained beside the interest chart.
    `${c.name}, you are ${RIASEC_LABELS[c.top].noun.toLowerCase()} first, then ${RIASEC_LABELS[c.second].noun.toLowerCase()} and ${RIASEC_LABELS[c.third].noun.toLowerCase()}.`,
    `You are at your best ${RIASEC_LABELS[c.top].doing}, and you want work that gives you ${joinList(values.map((key) => VALUE_LABELS[key].name.toLowerCase()))}.`,
  ];
  if (gift)
    lines.push(
      c.rng.pick([
        `Your biggest gift, in your own words: ${gift}.`,
        `You told us your gift is ${gift} — we took that seriously.`,
      ]),
    );
  if (teach)
    lines.push(
      c.rng.pick([
        `If you taught a class tomorrow it would be on ${teach}, which says a lot about what you already know.`,
        `A class from you on ${teach}? We would sign up.`,
      ]),
    );
  return lines.join(' ');
}
