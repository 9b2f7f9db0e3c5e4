import rawOccupations from '../../data/occupations.json' with { type: 'json' };
import reference from '../../data/reference.json' with { type: 'json' };
import { careerTitle } from '../text/career-title.js';

type Rated = readonly (readonly [string, number])[];

/** One occupation as slimmed by scripts/build-data.mjs (O*NET 29.3 data). */
interface RawOccupation {
  code: string;
  title: string;
  description: string;
  /** OI scale 1–7 in R, I, A, S, E, C order. */
  riasec: readonly number[];
  jobZone: number | null;
  skills: Rated;
  knowledge: Rated;
  styles: Rated;
  /** EX scale 1–7 in O*NET order: Achievement … Independence; null when not rated. */
  values: readonly number[] | null;
  tech: readonly string[];
  altTitles: readonly string[];
}

export interface Occupation extends RawOccupation {
  /** SOC major group, the first two digits of the code ("15"). */
  family: string;
  /** RIASEC centred on its own mean and scaled to unit length (for correlation). */
  riasecUnit: readonly number[];
  valuesUnit: readonly number[] | null;
  /**
   * For the 44 occupations O*NET rates on interests only: the code of the closest rated
   * occupation of the same family whose skills, knowledge, styles and values stand in.
   */
  borrowedFrom: string | null;
}

/** Centres a vector on its mean and scales it to length 1 (zero vector when flat). */
export function unitCentred(values: readonly number[]): number[] {
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  const centred = values.map((value) => value - mean);
  const length = Math.sqrt(centred.reduce((sum, value) => sum + value * value, 0));
  return length < 1e-9 ? centred.map(() => 0) : centred.map((value) => value / length);
}

const dot = (a: readonly number[], b: readonly number[]) =>
  a.reduce((sum, value, i) => sum + value * (b[i] ?? 0), 0);

function withUnits(occupation: RawOccupation, borrowedFrom: string | null): Occupation {
  return {
    ...occupation,
    family: occupation.code.slice(0, 2),
    riasecUnit: unitCentred(occupation.riasec),
    valuesUnit: occupation.values ? unitCentred(occupation.values) : null,
    borrowedFrom,
  };
}

/**
 * Rated occupations of the same family, closest first: same broad group (e.g. 15-125x),
 * then same minor group (15-12xx), then the closest interest profile; ties by code.
 */
function closestRated(occupation: Occupation, rated: readonly Occupation[]): Occupation[] {
  const score = (candidate: Occupation) =>
    dot(candidate.riasecUnit, occupation.riasecUnit) +
    (candidate.code.slice(0, 6) === occupation.code.slice(0, 6) ? 1 : 0) +
    (candidate.code.slice(0, 5) === occupation.code.slice(0, 5) ? 1 : 0);
  return rated
    .filter((candidate) => candidate.family === occupation.family)
    .map((candidate) => ({ candidate, score: score(candidate) }))
    .sort((a, b) => b.score - a.score || (a.candidate.code < b.candidate.code ? -1 : 1))
    .map(({ candidate }) => candidate);
}

/** The mean of up to three donors' work values: one donor's quirks should not decide. */
function meanValues(donors: readonly Occupation[]): readonly number[] | null {
  const rated = donors.flatMap((donor) => (donor.values ? [donor.values] : [])).slice(0, 3);
  if (rated.length === 0) return null;
  return rated[0]!.map(
    (_, i) =>
      Math.round((rated.reduce((sum, values) => sum + (values[i] ?? 0), 0) / rated.length) * 100) /
      100,
  );
}

/** JSON has no tuples: each rating arrives as an array, checked and typed here. */
function toRated(pairs: readonly (readonly (string | number)[])[], code: string): Rated {
  return pairs.map(([name, level]) => {
    if (typeof name !== 'string' || typeof level !== 'number') {
      throw new Error(`occupations.json: a malformed rating in ${code}`);
    }
    return [name, level] as const;
  });
}

function fromJson(occupation: (typeof rawOccupations)[number]): RawOccupation {
  return {
    ...occupation,
    skills: toRated(occupation.skills, occupation.code),
    knowledge: toRated(occupation.knowledge, occupation.code),
    styles: toRated(occupation.styles, occupation.code),
  };
}

function load(): Occupation[] {
  const all = rawOccupations.map((occupation) => withUnits(fromJson(occupation), null));
  const rated = all.filter(
    (occupation) => occupation.skills.length > 0 && occupation.values !== null,
  );
  return all.map((occupation) => {
    if (occupation.skills.length > 0 && occupation.values !== null) return occupation;
    const donors = closestRated(occupation, rated);
    const donor = donors[0];
    if (!donor) return occupation;
    return withUnits(
      {
        ...occupation,
        skills: occupation.skills.length > 0 ? occupation.skills : donor.skills,
        knowledge: occupation.knowledge.length > 0 ? occupation.knowledge : donor.knowledge,
        styles: occupation.styles.length > 0 ? occupation.styles : donor.styles,
        values: occupation.values ?? meanValues(donors),
      },
      donor.code,
    );
  });
}

/** Every occupation with an interest profile (923 of O*NET's 1,016), sorted by code. */
export const OCCUPATIONS: readonly Occupation[] = load();

const byCode = new Map(OCCUPATIONS.map((occupation) => [occupation.code, occupation]));

let indianTitles: Map<string, Occupation> | undefined;
/** Occupations by the title we show in India ("police patrol officers"), built on first use. */
function byIndianTitle(): Map<string, Occupation> {
  indianTitles ??= new Map(
    OCCUPATIONS.map((occupation) => [careerTitle(occupation).plural.toLowerCase(), occupation]),
  );
  return indianTitles;
}

/**
 * Finds an occupation by O*NET-SOC code, exact title, the title we show in India or an
 * alternate title (case-insensitive).
 */
export function findOccupation(codeOrTitle: string): Occupation | undefined {
  const wanted = codeOrTitle.trim().toLowerCase();
  if (!wanted) return undefined;
  const exact = byCode.get(wanted);
  if (exact) return exact;
  return (
    OCCUPATIONS.find((occupation) => occupation.title.toLowerCase() === wanted) ??
    byIndianTitle().get(wanted) ??
    OCCUPATIONS.find((occupation) =>
      occupation.altTitles.some((title) => title.toLowerCase() === wanted),
    )
  );
}

export interface JobZoneInfo {
  jobZone: number;
  name: string;
  experience: string;
  education: string;
  jobTraining: string;
}

export const JOB_ZONES: readonly JobZoneInfo[] = reference.jobZones;

/** The O*NET credit line with the placeholder filled, as the licence asks (CC BY 4.0). */
export const ONET_ATTRIBUTION: string = reference.meta.attribution.replace(
  '[Your name or company]',
  'AI Career Path',
);
