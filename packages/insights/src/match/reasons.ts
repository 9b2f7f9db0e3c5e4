import type { Occupation } from '../occupations/occupations.js';
import { RIASEC_LETTERS, WORK_VALUE_KEYS } from '../model/dimensions.js';
import type { RiasecLetter, WorkValueKey } from '../model/dimensions.js';
import type { KnowledgeArea, WorkStyle } from '../model/knowledge.js';
import type { TraitProfile } from '../profile/profile-types.js';
import { knowledgeWords, RIASEC_LABELS, VALUE_LABELS } from '../text/labels.js';
import { FIELD_NAMES } from './fields.js';
import type { FieldKey } from './fields.js';
import type { MatchParts } from './score-occupation.js';

/** The occupation's own top interest letters, strongest first. */
export function occupationLetters(occupation: Occupation, count = 2) {
  return [...RIASEC_LETTERS]
    .sort(
      (a, b) =>
        occupation.riasec[RIASEC_LETTERS.indexOf(b)]! -
        occupation.riasec[RIASEC_LETTERS.indexOf(a)]!,
    )
    .slice(0, count);
}

/** A work style is a reason only when it clearly stands out (as for Step 1's strengths). */
const STYLE_SCORE = 0.62;

/** The digits of an O*NET-SOC code added up: a stable way to vary wording across careers. */
const codeDigits = (code: string) =>
  [...code].reduce((sum, char) => sum + (char >= '0' && char <= '9' ? Number(char) : 0), 0);

/** Interest match from this correlation up reads as "line up"; below 0 as "differ". */
const LINE_UP = 0.4;
/** From this correlation up the work is about the person's own interests. */
const CLOSE = 0.75;

/** How the strongest interests meet the work's: each finishes with `mine` and `work` in words. */
export interface InterestWordings {
  /** Thin answers, and the work suits them. */
  lowFits: (mine: string, work: string) => string;
  /** Thin answers, and the work is elsewhere. */
  low: (mine: string, work: string) => string;
  close: (mine: string, work: string) => string;
  lineUp: (mine: string, work: string) => string;
  part: (mine: string, work: string) => string;
  apart: (mine: string, work: string) => string;
}

/** Every sentence of a match's reasons in one language (English here, Hindi in reasons.hi.ts). */
export interface ReasonTexts {
  interest: InterestWordings;
  /** An interest area by name ("Social"), for the interest reason. */
  riasecName: (letter: RiasecLetter) => string;
  /** Two interest areas or work values joined ("Social and Artistic"). */
  both: (items: readonly string[]) => string;
  valueName: (key: WorkValueKey) => string;
  /** "It offers …, which you said matter(s) to you." (`count` of values named). */
  offers: (names: string, count: number) => string;
  /** Ways to say that the work asks for one of the person's strong work styles. */
  styles: readonly [StyleReason, StyleReason, StyleReason, StyleReason];
  styleName: (style: WorkStyle) => string;
  /** The person's word that named this work. */
  hint: (word: string) => string;
  /** The knowledge the work draws on, with the word they used for it when there is one. */
  knowledge: (area: KnowledgeArea, word: string | undefined) => string;
  /** The subject they would skip is no part of the work (`asWritten` when it is their word). */
  avoid: (label: string, asWritten: boolean) => string;
  /** The first reason of a career they named (`said` as they wrote it, or the exam's name). */
  named: {
    support: string;
    exam: (said: string) => string;
    own: (said: string) => string;
    /**
     * A career the work they wrote of for their future points to (`said`: their words, left
     * out when their words are not said back).
     */
    described: (said: string | undefined) => string;
    /** A career they picked from the list before Step 3. */
    picked: string;
  };
  /** The first reason of a career shown for the field they point to (`match/fields.ts`). */
  field: {
    /** Their favourite subject and the words of their goal, as they wrote them, lead to `field`. */
    subjectAndGoal: (subject: string, goal: string, field: FieldKey) => string;
    /** The careers they named are of `field` (no words of theirs quoted). */
    namedField: (field: FieldKey) => string;
  };
}

type StyleReason = (style: string) => string;

export const REASONS_EN: ReasonTexts = {
  interest: {
    lowFits: (mine, work) =>
      `Your answers lean towards ${mine} interests, which this work (mostly ${work}) suits.`,
    low: (mine, work) =>
      `Your answers lean towards ${mine} interests; this work is mostly ${work}.`,
    close: (mine, work) =>
      `Your strongest interests (${mine}) are what this work is about: it is mostly ${work}.`,
    lineUp: (mine, work) =>
      `Your strongest interests (${mine}) line up well with this work, which is mostly ${work}.`,
    part: (mine, work) =>
      `Your strongest interests (${mine}) meet this work only in part: it is mostly ${work}.`,
    apart: (mine, work) =>
      `Your strongest interests (${mine}) are not what this work is about: it is mostly ${work}.`,
  },
  riasecName: (letter) => RIASEC_LABELS[letter].name,
  both: (items) => items.join(' and '),
  valueName: (key) => VALUE_LABELS[key].name.toLowerCase(),
  offers: (names, count) =>
    `It offers ${names}, which ${count > 1 ? 'you said matter' : 'you said matters'} to you.`,
  styles: [
    (style) => `It calls for ${style}, one of your natural work styles.`,
    (style) => `The work runs on ${style}, and your answers show plenty of it.`,
    (style) => `People who do well here rely on ${style} — a strength in your answers.`,
    (style) => `Your ${style} would be used every week in this job.`,
  ],
  styleName: (style) => style.toLowerCase(),
  hint: (word) =>
    `It is the kind of work you described in your own words — you mentioned “${word}”.`,
  knowledge: (area, word) =>
    `It draws on ${knowledgeWords(area)}${word ? ` — you mentioned “${word}”` : ''}.`,
  avoid: (label) => `It does not lean on ${label}, the subject you would happily skip.`,
  named: {
    support: 'You named this path yourself.',
    exam: (said) => `You mentioned ${said}, and this is one of the careers it leads to.`,
    own: (said) => `You named it yourself — you mentioned “${said}”.`,
    described: (said) =>
      said
        ? `It is the work you pictured for yourself five years from now — you wrote of “${said}”.`
        : 'It is the work you pictured for yourself five years from now.',
    picked: 'You picked it yourself before Step 3.',
  },
  field: {
    subjectAndGoal: (subject, goal, field) =>
      `You said you enjoy “${subject}” most and wrote of “${goal}”: both lead to ${fieldName(field)}, the field of this career.`,
    namedField: (field) =>
      `It is in ${fieldName(field)}, the field of the career you have in mind.`,
  },
};

/** A field's name inside an English sentence ("science and health"). */
function fieldName(field: FieldKey): string {
  const name = FIELD_NAMES.get(field)?.name ?? field;
  return name.charAt(0).toLowerCase() + name.slice(1);
}

/**
 * How the person's strongest interests meet the work's, said as it is (a low match too), in words:
 * the card's one figure is its fit, so no second percentage competes with it.
 */
function interestReason(
  wordings: InterestWordings,
  low: boolean,
  mine: string,
  work: string,
  riasec: number,
): string {
  if (low) return riasec >= LINE_UP ? wordings.lowFits(mine, work) : wordings.low(mine, work);
  if (riasec >= CLOSE) return wordings.close(mine, work);
  if (riasec >= LINE_UP) return wordings.lineUp(mine, work);
  if (riasec >= 0) return wordings.part(mine, work);
  return wordings.apart(mine, work);
}

/** Plain-language reasons behind a match, most important first. */
export function matchReasons(
  profile: TraitProfile,
  occupation: Occupation,
  parts: MatchParts,
  texts: ReasonTexts = REASONS_EN,
): string[] {
  const reasons: { weight: number; text: string }[] = [];
  const mine = texts.both(profile.riasecOrder.slice(0, 2).map(texts.riasecName));
  const theirs = texts.both(occupationLetters(occupation).map(texts.riasecName));
  reasons.push({
    weight: 0.62 * parts.riasec,
    // A first guess from thin answers gives no exact-looking percentage.
    text: interestReason(texts.interest, profile.evidence.low, mine, theirs, parts.riasec),
  });
  if (occupation.values && parts.values !== null) {
    const shared = WORK_VALUE_KEYS.filter(
      (key, i) => profile.values[key] >= 0.55 && (occupation.values?.[i] ?? 0) >= 5,
    );
    if (shared.length > 0) {
      const names = shared.slice(0, 2).map(texts.valueName);
      reasons.push({
        weight: 0.2 * parts.values + 0.05,
        text: texts.offers(texts.both(names), names.length),
      });
    }
  }
  const bestStyle = occupation.styles
    .map(([name, importance]) => ({
      name,
      score: (profile.styles[name as WorkStyle] ?? 0) * importance,
    }))
    .sort((a, b) => b.score - a.score)[0];
  if (bestStyle && (profile.styles[bestStyle.name as WorkStyle] ?? 0) >= STYLE_SCORE) {
    const style = texts.styleName(bestStyle.name as WorkStyle);
    const say = texts.styles[codeDigits(occupation.code) % texts.styles.length] ?? texts.styles[0];
    reasons.push({ weight: 0.1, text: say(style) });
  }
  const cue = occupation.knowledge
    .map(([name, importance]) => ({
      name: name as KnowledgeArea,
      score: (profile.knowledge[name as KnowledgeArea] ?? 0) * importance,
    }))
    .filter((item) => item.score > 0)
    .sort((a, b) => b.score - a.score)[0];
  // The person's word that named this work, quoted once: the knowledge reason then says no more.
  let hintWord: string | undefined;
  if (parts.hint >= 0.3) {
    const prefix = Object.keys(profile.hintCues)
      .filter((key) => occupation.code.startsWith(key) && (profile.careerHints[key] ?? 0) > 0)
      .sort((a, b) => b.length - a.length || (a < b ? -1 : 1))[0];
    hintWord = prefix ? profile.hintCues[prefix] : undefined;
    if (hintWord)
      reasons.push({
        weight: 0.35 * parts.hint,
        text: texts.hint(hintWord),
      });
  }
  if (cue) {
    const word = profile.knowledgeCues[cue.name];
    reasons.push({
      weight: 0.4 * (parts.knowledge ?? 0),
      text: texts.knowledge(cue.name, word && word !== hintWord ? word : undefined),
    });
  }
  if (profile.avoidLabel && parts.penalty === 0) {
    reasons.push({
      weight: 0.01,
      text: texts.avoid(profile.avoidLabel, profile.avoidLabel === profile.subjects.skip),
    });
  }
  return reasons.sort((a, b) => b.weight - a.weight).map((reason) => reason.text);
}
