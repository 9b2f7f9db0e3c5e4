import type { Occupation } from '../../occupations/occupations.js';
import { WORK_VALUE_KEYS } from '../../model/dimensions.js';
import type { WorkValueKey } from '../../model/dimensions.js';
import type { CareerMatch } from '../../match/career-match.js';
import type { TextContext } from '../../text/context.js';
import { quoted } from '../../text/format.js';
import { skillsToName } from '../../text/labels.js';
import { careerTexts } from './career-texts.js';

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

/** "a game developer": one person doing the work of a match, in the context's language. */
const onePerson = (c: TextContext, match: CareerMatch) => careerTexts(c.locale).one(match.career);

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
  const texts = careerTexts(c.locale);
  const offers = c.rng.sample(indices(texts.offers.length), texts.offers.length);
  const drives = c.rng.sample(indices(texts.driveSentences.length), texts.driveSentences.length);
  const thinking = c.rng.sample(indices(texts.thinking.length), texts.thinking.length);
  const plain = c.rng.sample(indices(texts.plainLove.length), texts.plainLove.length);
  return (index) => ({
    plain: plain[index % plain.length] ?? 0,
    offer: offers[index % offers.length] ?? 0,
    drive: drives[index % drives.length] ?? 0,
    thinking: thinking[index % thinking.length] ?? 0,
  });
}

/** What the work is known to offer, from its O*NET work values. */
function offerSentence(c: TextContext, match: CareerMatch, way: number): string {
  const texts = careerTexts(c.locale);
  const [first, second] = occupationValues(match.occupation);
  if (!first) return texts.offerNone;
  const say = texts.offers[way % texts.offers.length] ?? texts.offers[0];
  return say(onePerson(c, match), first, second);
}

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
  const texts = careerTexts(c.locale);
  const drive = c.profile.signals.drive;
  const driveText = drive
    ? (texts.driveSentences[wording.drive] ?? texts.driveSentences[0])(texts.drives[drive])
    : (texts.noDrive[wording.drive] ?? '');
  return `${offerSentence(c, match, wording.offer)} ${demand ?? driveText}`;
}

export function thinkingStyleFit(c: TextContext, match: CareerMatch, wording: CardWording): string {
  const texts = careerTexts(c.locale);
  const skills = texts.skills(skillsToName(match.occupation.skills.map(([name]) => name)));
  const one = onePerson(c, match);
  const learn = () => c.rng.pick(texts.learn[c.profile.learning])(one);
  const say = texts.thinking[wording.thinking % texts.thinking.length] ?? texts.thinking[0];
  return say({ letter: c.top, skills, one, first: c.first, learn });
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

/** "Why you will love it" for a career card, quoting the person's words in their own slot. */
export function whyLove(
  c: TextContext,
  match: CareerMatch,
  wording: CardWording,
  loved?: LovedWords,
): string {
  // The first reason that is about the person, not that they named it.
  const texts = careerTexts(c.locale);
  const reason = match.reasons[match.named ? 1 : 0] ?? '';
  const one = onePerson(c, match);
  if (!loved) return `${reason} ${(texts.plainLove[wording.plain] ?? texts.plainLove[0])(one)}`;
  const line = c.rng.pick(texts.love[loved.slot])(loved.words, one);
  return c.rng.next() < 0.5 ? `${line} ${reason}` : `${reason} ${line}`;
}

export function whoYouAre(c: TextContext): string {
  const { who } = careerTexts(c.locale);
  const values = [...WORK_VALUE_KEYS]
    .sort((a, b) => c.profile.values[b] - c.profile.values[a])
    .slice(0, 2);
  const gift = quoted(c.profile.texts.biggestGift, 80);
  const teach = quoted(c.profile.texts.teachClass, 60);
  if (c.profile.evidence.low) return who.low(c.name, c.top);
  const lines = [who.first(c.name, c.top, c.second, c.third), who.best(c.top, values)];
  if (gift) lines.push(c.rng.pick(who.gift)(gift));
  if (teach) lines.push(c.rng.pick(who.teach)(teach));
  return lines.join(' ');
}
