import type { Occupation } from '../occupations/occupations.js';
import type { TraitProfile } from '../profile/profile-types.js';
import { matchReasons } from './reasons.js';
import { compositeScore, fitScore, matchParts, personVectors } from './score-occupation.js';
import type { MatchParts, PersonVectors } from './score-occupation.js';

/** One occupation scored for one person. */
export interface OccupationMatch {
  occupation: Occupation;
  parts: MatchParts;
  composite: number;
  /** 0–100. */
  fitScore: number;
  reasons: string[];
}

/** The highest fit shown when the answers carried too little signal (product.md §11.10). */
export const LOW_EVIDENCE_FIT_MAX = 60;

/** The fit shown: a first guess from thin answers never reads as a confident match. */
function shownFit(composite: number, lowEvidence: boolean): number {
  const fit = fitScore(composite);
  return lowEvidence ? Math.min(LOW_EVIDENCE_FIT_MAX, Math.round(fit * 0.7)) : fit;
}

function scoreWith(
  person: PersonVectors,
  occupation: Occupation,
  lowEvidence: boolean,
): OccupationMatch {
  const parts = matchParts(person, occupation);
  const composite = compositeScore(parts);
  return { occupation, parts, composite, fitScore: shownFit(composite, lowEvidence), reasons: [] };
}

/** Scores one occupation for a person, with its reasons (used by the deep roadmap). */
export function scoreOccupation(profile: TraitProfile, occupation: Occupation): OccupationMatch {
  const match = scoreWith(personVectors(profile), occupation, profile.evidence.low);
  return { ...match, reasons: matchReasons(profile, occupation, match.parts) };
}
