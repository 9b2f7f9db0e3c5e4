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
 * How much better a second career from an already chosen family must be than the best
 * career of a new family before it takes the slot: a little when it is another kind of work
 * in that family (Sales Managers after Chief Executives), more when it is a close neighbour
 * of the same minor group (Fine Artists after Graphic Designers).
 */
const OTHER_GROUP_MARGIN = 0.03;
const SAME_GROUP_MARGIN = 0.07;

/**
 * The best `count` matches, from different occupation families where that costs little:
 * each pick comes from a new SOC major group unless a career of a family already chosen is
 * clearly better (see the margins). No family appears more than twice, and never two careers
 * of the same broad group (Software Developers and Computer Programmers). Best first.
 */
export function topCareerMatches(profile: TraitProfile, count = 3): OccupationMatch[] {
  const ranked = rankOccupations(profile);
  const picked: OccupationMatch[] = [];
  const familyCount = new Map<string, number>();
  const broadGroups = new Set<string>();
  const minorGroups = new Set<string>();
  const code = (match: OccupationMatch) => match.occupation.code;
  const margin = (match: OccupationMatch) =>
    minorGroups.has(code(match).slice(0, 5)) ? SAME_GROUP_MARGIN : OTHER_GROUP_MARGIN;
  while (picked.length < count) {
    let fresh: OccupationMatch | undefined;
    let repeat: OccupationMatch | undefined;
    for (const match of ranked) {
      const seen = familyCount.get(match.occupation.family) ?? 0;
      if (seen === 0) fresh ??= match;
      else if (seen === 1 && !broadGroups.has(code(match).slice(0, 6))) repeat ??= match;
      if (fresh && repeat) break;
    }
    const next =
      repeat && (!fresh || repeat.composite >= fresh.composite + margin(repeat)) ? repeat : fresh;
    if (!next) break;
    familyCount.set(next.occupation.family, (familyCount.get(next.occupation.family) ?? 0) + 1);
    broadGroups.add(code(next).slice(0, 6));
    minorGroups.add(code(next).slice(0, 5));
    picked.push({ ...next, reasons: matchReasons(profile, next.occupation, next.parts) });
  }
  return picked.sort(
    (a, b) => b.composite - a.composite || (a.occupation.code < b.occupation.code ? -1 : 1),
  );
}
