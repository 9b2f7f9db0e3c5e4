import { RIASEC_LETTERS } from '../model/dimensions.js';
import type { RiasecLetter } from '../model/dimensions.js';
import { subjectOf } from './answer-reading.js';
import type { AnswerReading } from './answer-reading.js';
import type { Evidence, PersonTexts } from './profile-types.js';

/** Which question each quotable text answers: a quote is used only in its own question's slot. */
export const TEXT_FIELDS: Readonly<Record<keyof PersonTexts, string>> = {
  skipSubject: 'day1.q11',
  dreamSkill: 'day1.q12',
  stopSpiral: 'day2.q4',
  wishTold: 'day2.q7',
  proudAchievement: 'day2.q8',
  hoursProblem: 'day3.q5',
  biggestGift: 'day3.q6',
  favouriteSubject: 'day3.q9',
  teachClass: 'day3.q10',
};

/**
 * The words results may quote, per question: a readable answer, or "" — when it was not given,
 * says nothing ("idk"), is junk, speaks of what the person lacks, or carries distress; and
 * nothing at all for a person whose answers were flagged for distress. The subjects are the
 * school subjects the two subject questions name ("Hindi", not the whole sentence about it).
 */
export function personTexts(
  texts: ReadonlyMap<string, string>,
  readings: ReadonlyMap<string, AnswerReading>,
  flagged: boolean,
  heavy: ReadonlySet<string> = new Set(),
): { texts: PersonTexts; subjects: { skip: string | null; favourite: string | null } } {
  const quotable = (id: string): string => {
    const text = texts.get(id);
    const reading = readings.get(id);
    if (flagged || heavy.has(id) || !text || reading?.quality !== 'readable') return '';
    // The skill slot ("A head start on …") only for an answer that names a skill we know
    // ("coding"), not for a wish that is no skill ("paisa kamana", "bhool jana…").
    if (id === TEXT_FIELDS.dreamSkill && reading.hits.length === 0) return '';
    // A flagged answer flags the person (`flagged`), so no single answer needs a second look.
    return text;
  };
  const quoted: PersonTexts = {
    skipSubject: quotable(TEXT_FIELDS.skipSubject),
    dreamSkill: quotable(TEXT_FIELDS.dreamSkill),
    stopSpiral: quotable(TEXT_FIELDS.stopSpiral),
    wishTold: quotable(TEXT_FIELDS.wishTold),
    proudAchievement: quotable(TEXT_FIELDS.proudAchievement),
    hoursProblem: quotable(TEXT_FIELDS.hoursProblem),
    biggestGift: quotable(TEXT_FIELDS.biggestGift),
    favouriteSubject: quotable(TEXT_FIELDS.favouriteSubject),
    teachClass: quotable(TEXT_FIELDS.teachClass),
  };
  const subject = (id: string): string | null => {
    const text = texts.get(id);
    if (flagged || heavy.has(id) || !text) return null;
    return subjectOf(text) ?? null;
  };
  return {
    texts: quoted,
    subjects: {
      skip: subject(TEXT_FIELDS.skipSubject),
      favourite: subject(TEXT_FIELDS.favouriteSubject),
    },
  };
}

/** Below this, a result says plainly that the answers carried too little to go on. */
export const LOW_EVIDENCE = 0.6;

/**
 * How much the answers tell the engine, 0–1, from its own signal: the share of choice questions
 * answered (half the weight), different free-text answers about what they enjoy that name
 * something the lexicon knows or say enough (up to three, 30 %, halved when the answers average
 * under two content words), and how clearly one interest area stands out (20 %).
 */
export function weighEvidence(input: {
  choicesAsked: number;
  choicesAnswered: number;
  textsAsked: number;
  informativeTexts: number;
  /** Content words over all free-text answers. */
  contentWords: number;
  riasec: Readonly<Record<RiasecLetter, number>>;
}): Evidence {
  const choiceShare = input.choicesAsked === 0 ? 0 : input.choicesAnswered / input.choicesAsked;
  const wantedTexts = Math.min(3, input.textsAsked);
  // One- and two-word answers everywhere ("pubg", "achi job") say less than sentences do.
  const terse = input.textsAsked > 0 && input.contentWords / input.textsAsked < 2 ? 0.5 : 1;
  const textShare =
    wantedTexts === 0 ? 0 : (terse * Math.min(input.informativeTexts, wantedTexts)) / wantedTexts;
  const scores = RIASEC_LETTERS.map((letter) => input.riasec[letter]);
  const mean = scores.reduce((sum, score) => sum + score, 0) / scores.length;
  const clarity = Math.min(1, Math.max(0, (Math.max(...scores) - mean) / 0.25));
  const score = 0.5 * choiceShare + 0.3 * textShare + 0.2 * clarity;
  return {
    score,
    choiceShare,
    informativeTexts: input.informativeTexts,
    low: score < LOW_EVIDENCE,
  };
}
