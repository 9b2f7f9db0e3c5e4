import type { Occupation } from '../../occupations/occupations.js';
import { WORK_VALUE_KEYS } from '../../model/dimensions.js';
import type { WorkValueKey } from '../../model/dimensions.js';
import type { OccupationMatch } from '../../match/match-careers.js';
import type { TextContext } from '../../text/context.js';
import { joinList, quoted } from '../../text/format.js';
import { LEARNING_LABELS, RIASEC_LABELS, VALUE_LABELS } from '../../text/labels.js';

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

export function emotionalFit(c: TextContext, match: OccupationMatch): string {
  const offers = occupationValues(match.occupation).map((key) => VALUE_LABELS[key].phrase);
  const drive = c.profile.signals.drive;
  const offerText = offers.length
    ? `This work is known for ${joinList(offers)}.`
    : 'This work rewards steady effort with visible results.';
  const driveText = drive
    ? c.rng.pick([
        `Since you want to ${DRIVE_WORDS[drive]}, that gives you a reason to keep going on hard days.`,
        `It fits your wish to ${DRIVE_WORDS[drive]}.`,
      ])
    : c.rng.pick([
        'It can give your effort a clear purpose.',
        'It gives you room to feel proud of your work.',
      ]);
  return `${offerText} ${driveText}`;
}

export function thinkingStyleFit(c: TextContext, match: OccupationMatch): string {
  const skills = match.occupation.skills.slice(0, 2).map(([name]) => name.toLowerCase());
  const learning = LEARNING_LABELS[c.profile.learning].name.toLowerCase();
  const letter = RIASEC_LABELS[c.top];
  const skillText = skills.length ? joinList(skills) : 'practical problem solving';
  return c.rng.pick([
    `Your ${letter.name.toLowerCase()} mind — ${letter.doing} — meets a job built on ${skillText}. As a ${learning}, you can learn its tools your way.`,
    `Day to day it asks for ${skillText}. That suits the way you think, ${c.first}: ${letter.doing}.`,
    `It rewards ${skillText}, and your answers show you already lean that way. Being a ${learning} helps you pick it up fast.`,
  ]);
}

/**
 * The person's own words that "why you will love it" can quote, one per career card: what they
 * lose hours in, their favourite subject, then their gift (which "Who you are" already quotes).
 * The same words are never quoted twice on one blueprint.
 */
export function lovedWords(c: TextContext): string[] {
  const { hoursProblem, favouriteSubject, biggestGift } = c.profile.texts;
  const words = [hoursProblem, favouriteSubject, biggestGift]
    .map((text) => quoted(text, 70))
    .filter((text): text is string => text !== undefined);
  return [...new Set(words)];
}

/** "Why you will love it" for the `index`-th career card, quoting `words[index]` if there is one. */
export function whyLove(c: TextContext, match: OccupationMatch, words?: string): string {
  const reason = match.reasons[0] ?? '';
  const title = match.occupation.title;
  if (!words)
    return `${reason} ${c.rng.pick(['It is a path where your strengths get used every day.', `In ${title.toLowerCase()} you would be doing what you are naturally good at.`])}`;
  return c.rng.pick([
    `You said you could lose hours in ${words}. ${title} is full of moments like that. ${reason}`,
    `${reason} And remember what you told us: ${words}. That energy belongs here.`,
    `Think of ${words} — now imagine being paid for that kind of focus. ${reason}`,
  ]);
}

export function whoYouAre(c: TextContext, code: string): string {
  const values = [...WORK_VALUE_KEYS]
    .sort((a, b) => c.profile.values[b] - c.profile.values[a])
    .slice(0, 2);
  const gift = quoted(c.profile.texts.biggestGift, 80);
  const teach = quoted(c.profile.texts.teachClass, 60);
  const lines = [
    `${c.name}, your interest code is ${code}: ${RIASEC_LABELS[c.top].noun.toLowerCase()} first, then ${RIASEC_LABELS[c.second].noun.toLowerCase()} and ${RIASEC_LABELS[c.third].noun.toLowerCase()}.`,
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
