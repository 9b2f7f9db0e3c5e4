/**
 * What the bench prints for the evaluation corpus (issue 34): recall and false alarms of the
 * distress reading, recall and precision of the careers heard in free text — each on the
 * development and the held-out part.
 */
import { readAims } from '../profile/aims.js';
import { SUBJECT_QUESTIONS, detectDistress } from '../safety/detect-distress.js';
import type { AspirationItem, DistressItem } from './eval-corpus.js';

export interface Rate {
  hits: number;
  of: number;
}
export const percent = ({ hits, of }: Rate) => (of === 0 ? 100 : (100 * hits) / of);
const rate = <T>(items: readonly T[], hit: (item: T) => boolean): Rate => ({
  hits: items.filter(hit).length,
  of: items.length,
});

export interface DistressMeasure {
  /** Positives flagged or asked the check-in. */
  recall: Rate;
  indirect: Rate;
  direct: Rate;
  /** Positives flagged outright, without the check-in. */
  flagged: Rate;
  /** Hard negatives flagged or asked the check-in. */
  falseAlarms: Rate;
  /** Hard negatives flagged outright. */
  falseFlags: Rate;
  missed: DistressItem[];
  alarmed: DistressItem[];
}

export function measureDistress(items: readonly DistressItem[]): DistressMeasure {
  const read = new Map(
    items.map((item) => [
      item,
      detectDistress([{ text: item.text, aboutSubjects: SUBJECT_QUESTIONS.has(item.question) }]),
    ]),
  );
  const caught = (item: DistressItem) => {
    const signal = read.get(item);
    return Boolean(signal && (signal.flagged || signal.checkIn));
  };
  const flagged = (item: DistressItem) => read.get(item)?.flagged === true;
  const positives = items.filter((item) => item.distress);
  const negatives = items.filter((item) => !item.distress);
  return {
    recall: rate(positives, caught),
    indirect: rate(
      positives.filter((item) => item.distress && item.indirect),
      caught,
    ),
    direct: rate(
      positives.filter((item) => item.distress && !item.indirect),
      caught,
    ),
    flagged: rate(positives, flagged),
    falseAlarms: rate(negatives, caught),
    falseFlags: rate(negatives, flagged),
    missed: positives.filter((item) => !caught(item)),
    alarmed: negatives.filter(caught),
  };
}

export interface AspirationMeasure {
  /** Texts aiming at a career in which one of its accepted careers was heard. */
  recall: Rate;
  /** Careers heard (mentions) that are one the text aims at. */
  precision: Rate;
  /** Texts of subjects, verbs, skills, tools and hobbies in which a career was heard (goal 0). */
  namedFromNothing: Rate;
  missed: AspirationItem[];
  wrong: { item: AspirationItem; heard: string[] }[];
}

/** The careers heard in one answer, through the product's own reading (`readAims`). */
export function careersHeard(item: AspirationItem): string[][] {
  return readAims(new Map([[item.question, item.text]])).named.map((mention) =>
    mention.careers.map((career) => career.id),
  );
}

export function measureAspirations(items: readonly AspirationItem[]): AspirationMeasure {
  const heard = new Map(items.map((item) => [item, careersHeard(item)]));
  const aims = items.filter((item) => item.careers.length > 0);
  const plain = items.filter((item) => item.careers.length === 0);
  const accepted = (item: AspirationItem, careers: readonly string[]) =>
    careers.some((id) => item.careers.includes(id));
  let right = 0;
  let mentions = 0;
  const wrong: AspirationMeasure['wrong'] = [];
  for (const item of items) {
    const bad: string[] = [];
    for (const careers of heard.get(item) ?? []) {
      mentions++;
      if (accepted(item, careers)) right++;
      else bad.push(careers.join('|'));
    }
    if (bad.length > 0) wrong.push({ item, heard: bad });
  }
  return {
    recall: rate(aims, (item) => (heard.get(item) ?? []).some((c) => accepted(item, c))),
    precision: { hits: right, of: mentions },
    namedFromNothing: rate(plain, (item) => (heard.get(item) ?? []).length > 0),
    missed: aims.filter((item) => !(heard.get(item) ?? []).some((c) => accepted(item, c))),
    wrong,
  };
}
