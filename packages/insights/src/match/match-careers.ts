import { OCCUPATIONS } from '../occupations/occupations.js';
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

function scoreWith(person: PersonVectors, occupation: Occupation): OccupationMatch {
  const parts = matchParts(person, occupation);
  const composite = compositeScore(parts);
  return { occupation, parts, composite, fitScore: fitScore(composite), reasons: [] };
}

/** Scores one occupation for a person, with its reasons (used by the deep roadmap). */
export function scoreOccupation(profile: TraitProfile, occupation: Occupation): OccupationMatch {
  const match = scoreWith(personVectors(profile), occupation);
  return { ...match, reasons: matchReasons(profile, occupation, match.parts) };
}

/** Every occupation, best first; ties broken by code so the order is stable. */
export function rankOccupations(profile: TraitProfile): OccupationMatch[] {
  const person = personVectors(profile);
  return OCCUPATIONS.map((occupation) => scoreWith(person, occupation)).sort(
    (a, b) => b.composite - a.composite || (a.occupation.code < b.occupation.code ? -1 : 1),
  );
}

/**
 * The best `count` matches, each from a different occupation family (SOC major group, DESIGN
 * §5.3), so the three careers show three genuinely different directions. Best first.
 */
export function topCareerMatches(profile: TraitProfile, count = 3): OccupationMatch[] {
  const picked: OccupationMatch[] = [];
  const families = new Set<string>();
  for (const match of rankOccupations(profile)) {
    if (picked.length === count) break;
    if (families.has(match.occupation.family)) continue;
    families.add(match.occupation.family);
    picked.push({ ...match, reasons: matchReasons(profile, match.occupation, match.parts) });
  }
  return picked.sort(
    (a, b) => b.composite - a.composite || (a.occupation.code < b.occupation.code ? -1 : 1),
  );
}
