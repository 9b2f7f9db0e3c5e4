import type { Occupation } from '../occupations/occupations.js';
import { RIASEC_LETTERS, WORK_VALUE_KEYS } from '../model/dimensions.js';
import type { KnowledgeArea, WorkStyle } from '../model/knowledge.js';
import type { TraitProfile } from '../profile/profile-types.js';
import { knowledgeWords, RIASEC_LABELS, VALUE_LABELS } from '../text/labels.js';
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

/** Ways to say that the work asks for one of the person's strong work styles. */
const STYLE_REASONS: readonly ((style: string) => string)[] = [
  (style) => `It calls for ${style}, one of your natural work styles.`,
  (style) => `The work runs on ${style}, and your answers show plenty of it.`,
  (style) => `People who do well here rely on ${style} — a strength in your answers.`,
  (style) => `Your ${style} would be used every week in this job.`,
];

/** The digits of an O*NET-SOC code added up: a stable way to vary wording across careers. */
const codeDigits = (code: string) =>
  [...code].reduce((sum, char) => sum + (char >= '0' && char <= '9' ? Number(char) : 0), 0);

/** Interest match from this correlation up reads as "line up"; below 0 as "differ". */
const LINE_UP = 0.4;
/** From this correlation up the work is about the person's own interests. */
const CLOSE = 0.75;

/**
 * How the person's strongest interests meet the work's, said as it is (a low match too), in words:
 * the card's one figure is its fit, so no second percentage competes with it.
 */
function interestReason(low: boolean, mine: string[], theirs: string[], riasec: number): string {
  const work = theirs.join(' and ');
  if (low)
    return riasec >= LINE_UP
      ? `Your answers lean towards ${mine.join(' and ')} interests, which this work (mostly ${work}) suits.`
      : `Your answers lean towards ${mine.join(' and ')} interests; this work is mostly ${work}.`;
  if (riasec >= CLOSE)
    return `Your strongest interests (${mine.join(' and ')}) are what this work is about: it is mostly ${work}.`;
  if (riasec >= LINE_UP)
    return `Your strongest interests (${mine.join(' and ')}) line up well with this work, which is mostly ${work}.`;
  if (riasec >= 0)
    return `Your strongest interests (${mine.join(' and ')}) meet this work only in part: it is mostly ${work}.`;
  return `Your strongest interests (${mine.join(' and ')}) are not what this work is about: it is mostly ${work}.`;
}

/** Plain-language reasons behind a match, most important first. */
export function matchReasons(
  profile: TraitProfile,
  occupation: Occupation,
  parts: MatchParts,
): string[] {
  const reasons: { weight: number; text: string }[] = [];
  const mine = profile.riasecOrder.slice(0, 2).map((letter) => RIASEC_LABELS[letter].name);
  const theirs = occupationLetters(occupation).map((letter) => RIASEC_LABELS[letter].name);
  reasons.push({
    weight: 0.62 * parts.riasec,
    // A first guess from thin answers gives no exact-looking percentage.
    text: interestReason(profile.evidence.low, mine, theirs, parts.riasec),
  });
  if (occupation.values && parts.values !== null) {
    const shared = WORK_VALUE_KEYS.filter(
      (key, i) => profile.values[key] >= 0.55 && (occupation.values?.[i] ?? 0) >= 5,
    );
    if (shared.length > 0) {
      const names = shared.slice(0, 2).map((key) => VALUE_LABELS[key].name.toLowerCase());
      reasons.push({
        weight: 0.2 * parts.values + 0.05,
        text: `It offers ${names.join(' and ')}, which ${names.length > 1 ? 'you said matter' : 'you said matters'} to you.`,
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
    const style = bestStyle.name.toLowerCase();
    const say =
      STYLE_REASONS[codeDigits(occupation.code) % STYLE_REASONS.length] ?? STYLE_REASONS[0];
    reasons.push({ weight: 0.1, text: say?.(style) ?? '' });
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
        text: `It is the kind of work you described in your own words — you mentioned “${hintWord}”.`,
      });
  }
  if (cue) {
    const word = profile.knowledgeCues[cue.name];
    const said = word && word !== hintWord ? ` — you mentioned “${word}”` : '';
    reasons.push({
      weight: 0.4 * (parts.knowledge ?? 0),
      text: `It draws on ${knowledgeWords(cue.name)}${said}.`,
    });
  }
  if (profile.avoidLabel && parts.penalty === 0) {
    reasons.push({
      weight: 0.01,
      text: `It does not lean on ${profile.avoidLabel}, the subject you would happily skip.`,
    });
  }
  return reasons.sort((a, b) => b.weight - a.weight).map((reason) => reason.text);
}
