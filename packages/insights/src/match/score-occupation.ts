import { unitCentred } from '../occupations/occupations.js';
import type { Occupation } from '../occupations/occupations.js';
import { RIASEC_LETTERS, WORK_VALUE_KEYS } from '../model/dimensions.js';
import { KNOWLEDGE_AREAS, WORK_STYLES } from '../model/knowledge.js';
import type { KnowledgeArea, WorkStyle } from '../model/knowledge.js';
import type { TraitProfile } from '../profile/profile-types.js';
import { nichePrior, zonePrior } from './priors.js';

/** The parts of a match score, kept so the reasons can name what drove it. */
export interface MatchParts {
  /** Correlation of centred RIASEC profiles, −1…1. */
  riasec: number;
  /** Correlation of work-value profiles, −1…1; null when the occupation has none. */
  values: number | null;
  /** How well their work styles meet the occupation's top styles, −1…1; null when none. */
  styles: number | null;
  /** Knowledge affinity, 0…1; null when the occupation has no knowledge ratings. */
  knowledge: number | null;
  /** Subtracted for leaning on the subject they would skip. */
  penalty: number;
  /** Small prior against work needing little or no preparation. */
  zone: number;
  /** What their own words named (−1…1): "nursing" → Registered Nurses. */
  hint: number;
  /** Small prior against narrow O*NET specialisations and residual "all other" codes. */
  niche: number;
}

/** The person's vectors, computed once per match run. */
export interface PersonVectors {
  profile: TraitProfile;
  riasecUnit: readonly number[];
  valuesUnit: readonly number[];
  /** Work-style scores in WORK_STYLES order. */
  styles: readonly number[];
  /** Knowledge affinity in KNOWLEDGE_AREAS order. */
  knowledge: readonly number[];
  /** Whether each knowledge area belongs to the subject they would skip. */
  avoid: readonly boolean[];
  /** Career-hint prefixes and their raw strengths, sorted by prefix. */
  hints: readonly (readonly [string, number])[];
}

export function personVectors(profile: TraitProfile): PersonVectors {
  return {
    profile,
    riasecUnit: unitCentred(RIASEC_LETTERS.map((letter) => profile.riasec[letter])),
    valuesUnit: unitCentred(WORK_VALUE_KEYS.map((key) => profile.values[key])),
    styles: WORK_STYLES.map((style) => profile.styles[style]),
    knowledge: KNOWLEDGE_AREAS.map((area) => profile.knowledge[area] ?? 0),
    avoid: KNOWLEDGE_AREAS.map((area) => profile.avoid.includes(area)),
    hints: Object.entries(profile.careerHints)
      .filter(([, strength]) => strength !== 0)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  };
}

function dot(a: readonly number[], b: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += (a[i] ?? 0) * (b[i] ?? 0);
  return sum;
}

/** Raw hint strength that gives 63 % of the full hint: several mentions are needed for most of it. */
const HINT_SCALE = 3;

/** Their own words → this occupation: the hints whose prefix it starts with, saturated. */
function hintFit(person: PersonVectors, code: string): number {
  let sum = 0;
  for (const [prefix, strength] of person.hints) if (code.startsWith(prefix)) sum += strength;
  return Math.sign(sum) * (1 - Math.exp(-Math.abs(sum) / HINT_SCALE));
}

/** Style and knowledge ratings as index/weight arrays, compiled once per occupation. */
interface Compiled {
  styleIndex: number[];
  styleWeight: number[];
  knowledgeIndex: number[];
  knowledgeWeight: number[];
  /** 0.12 per knowledge area rated ≥ 4, 0.06 per area ≥ 3.5, by area index. */
  knowledgePenalty: number[];
  /** Zone prior plus niche prior, fixed per occupation. */
  zone: number;
  niche: number;
}
const compiled = new Map<Occupation, Compiled>();

function compile(occupation: Occupation): Compiled {
  const cached = compiled.get(occupation);
  if (cached) return cached;
  const styles = occupation.styles.filter(([name]) => WORK_STYLES.includes(name as WorkStyle));
  const knowledge = occupation.knowledge.filter(([name]) =>
    KNOWLEDGE_AREAS.includes(name as KnowledgeArea),
  );
  const result: Compiled = {
    styleIndex: styles.map(([name]) => WORK_STYLES.indexOf(name as WorkStyle)),
    styleWeight: styles.map(([, importance]) => Math.max(0.1, importance - 2.5)),
    knowledgeIndex: knowledge.map(([name]) => KNOWLEDGE_AREAS.indexOf(name as KnowledgeArea)),
    knowledgeWeight: knowledge.map(([, importance]) => Math.max(0, importance - 2) / 3),
    // Only areas the work really leans on: Mathematics at 3.4 is in almost every top six.
    knowledgePenalty: knowledge.map(([, importance]) =>
      importance >= 4 ? 0.12 : importance >= 3.5 ? 0.06 : 0,
    ),
    zone: zonePrior(occupation.jobZone),
    niche: nichePrior(occupation.code),
  };
  compiled.set(occupation, result);
  return result;
}

function styleFit(person: PersonVectors, c: Compiled): number | null {
  if (c.styleIndex.length === 0) return null;
  let sum = 0;
  let weights = 0;
  for (let i = 0; i < c.styleIndex.length; i++) {
    const weight = c.styleWeight[i] ?? 0;
    sum += weight * ((person.styles[c.styleIndex[i] ?? 0] ?? 0.5) - 0.5) * 2;
    weights += weight;
  }
  return weights === 0 ? null : sum / weights;
}

// Half the importance-weighted mean, half the single best area: one strong shared
// interest counts even when the occupation needs five other things too.
function knowledgeFit(person: PersonVectors, c: Compiled): number | null {
  if (c.knowledgeIndex.length === 0) return null;
  let sum = 0;
  let weights = 0;
  let best = 0;
  for (let i = 0; i < c.knowledgeIndex.length; i++) {
    const weight = c.knowledgeWeight[i] ?? 0;
    const affinity = weight * (person.knowledge[c.knowledgeIndex[i] ?? 0] ?? 0);
    sum += affinity;
    weights += weight;
    if (affinity > best) best = affinity;
  }
  return weights === 0 ? 0 : 0.5 * (sum / weights) + 0.5 * best;
}

function skipPenalty(person: PersonVectors, c: Compiled): number {
  let penalty = 0;
  for (let i = 0; i < c.knowledgeIndex.length; i++) {
    if (person.avoid[c.knowledgeIndex[i] ?? 0]) penalty += c.knowledgePenalty[i] ?? 0;
  }
  return penalty;
}

export function matchParts(person: PersonVectors, occupation: Occupation): MatchParts {
  const c = compile(occupation);
  return {
    riasec: dot(person.riasecUnit, occupation.riasecUnit),
    values: occupation.valuesUnit ? dot(person.valuesUnit, occupation.valuesUnit) : null,
    styles: styleFit(person, c),
    knowledge: knowledgeFit(person, c),
    penalty: skipPenalty(person, c),
    zone: c.zone,
    hint: hintFit(person, occupation.code),
    niche: c.niche,
  };
}

const HINT_WEIGHT = 0.35;

/**
 * One number per occupation: RIASEC leads, work values and styles follow (a missing part
 * counts as neutral), knowledge affinity adds, the skipped subject subtracts.
 */
export function compositeScore(parts: MatchParts): number {
  return (
    0.62 * parts.riasec +
    0.15 * (parts.values ?? 0) +
    0.14 * (parts.styles ?? 0) +
    0.4 * (parts.knowledge ?? 0) +
    HINT_WEIGHT * parts.hint -
    parts.penalty +
    parts.zone +
    parts.niche
  );
}

/** Composite → a 0–100 fit score; a strong match lands in the 80s and 90s. */
export function fitScore(composite: number): number {
  return Math.round(100 / (1 + Math.exp(-3.2 * (composite - 0.25))));
}
