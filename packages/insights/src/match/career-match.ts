/**
 * Matching over the Indian career catalogue (product.md §11.3): every career shown is a catalogue
 * career with its Indian title; the O*NET occupations behind it give its profile. Careers the
 * person named are weighed in, and never dropped without a word.
 */
import { INDIA_CAREERS } from '../catalogue/catalogue.js';
import type { CatalogueCareer } from '../catalogue/catalogue-schema.js';
import type { NamedCareer } from '../catalogue/named-careers.js';
import { findOccupation } from '../occupations/occupations.js';
import type { Occupation } from '../occupations/occupations.js';
import type { TraitProfile } from '../profile/profile-types.js';
import { isOpenToOneSex } from '../route/eligibility.js';
import type { Locale } from '@acp/shared';
import { fieldReason, spreadOverFields } from './field-picks.js';
import type { FieldPoint } from './fields.js';
import { matchReasons, REASONS_EN } from './reasons.js';
import type { ReasonTexts } from './reasons.js';
import { REASONS_HI } from './reasons.hi.js';
import { compositeScore, fitScore, matchParts, personVectors } from './score-occupation.js';
import type { MatchParts, PersonVectors } from './score-occupation.js';
import { LOW_EVIDENCE_FIT_MAX } from './match-careers.js';

/** One catalogue career scored for one person. */
export interface CareerMatch {
  career: CatalogueCareer;
  /** The occupation whose profile stands first for it (its first O*NET code). */
  occupation: Occupation;
  /** The parts of the first occupation's match, for the reasons. */
  parts: MatchParts;
  /** How well the profile fits, from the career's occupations (closest weighs most). */
  fitComposite: number;
  /** The fit, plus the weight of having named it: what the ranking uses. */
  composite: number;
  /** 0–100, from the profile alone (naming a career does not make it fit better). */
  fitScore: number;
  /** How they named it ("pilot", "CLAT"), when they did. */
  named: NamedCareer | null;
  /** Their answer about the future speaks of its work ("jaivik kheti"), without naming it. */
  leanedTo: boolean;
  reasons: string[];
}

/** A named career left out of the top 3: its fit and, in words, why. */
export interface MentionedCareer {
  match: CareerMatch;
  /** Whether it fits at least moderately (then only the three shown fit better). */
  fits: boolean;
}

export interface CareerPicks {
  top: CareerMatch[];
  mentioned: MentionedCareer[];
}

/** Weights of a career's occupations, closest first. */
const CODE_WEIGHTS = [1, 0.6, 0.45, 0.35] as const;

/**
 * Added to the ranking of a career the person named. A mention that leads to several careers
 * ("NEET", "NDA") gives it to the one of them that fits the person best, and a little to the
 * others.
 */
const NAMED_WEIGHT = 0.3;
const NAMED_OTHERS_WEIGHT = 0.06;
/** Added for a specific activity in their answer about the future: a lean, not a name. */
const LEANING_WEIGHT = 0.12;

/**
 * A named career joins the top 3 when it fits at least moderately (product.md §11.3): better than
 * most careers do for this person (within their best `MODERATE_SHARE` of the catalogue) and
 * with a fit of at least `MODERATE_FIT`.
 */
export const MODERATE_SHARE = 0.4;
export const MODERATE_FIT = 30;
/** The work of an activity they see in their future takes a place only from a good fit. */
export const LEANING_FIT = 50;

/** At most this many of the top 3 from one catalogue family. */
const PER_FAMILY = 2;

/** Each career's occupations, looked up once. */
const OCCUPATIONS_OF = new Map<CatalogueCareer, readonly Occupation[]>(
  INDIA_CAREERS.map((career) => [
    career,
    career.soc.map(findOccupation).filter((o): o is Occupation => o !== undefined),
  ]),
);

function fitOf(composite: number, lowEvidence: boolean): number {
  const fit = fitScore(composite);
  return lowEvidence ? Math.min(LOW_EVIDENCE_FIT_MAX, Math.round(fit * 0.7)) : fit;
}

type NamedWeights = Map<string, { named: NamedCareer; weight: number }>;

/**
 * Which mention (if any) points to each career, and with what weight: the full weight to the
 * best-fitting career of each mention (`fitOfCareer` gives its fit composite).
 */
function namedWeights(
  profile: TraitProfile,
  fitOfCareer: (career: CatalogueCareer) => number,
): NamedWeights {
  const weights: NamedWeights = new Map();
  for (const named of profile.aims.named) {
    // A mention of several careers ("NEET") never stands for one only one sex may enter.
    const open =
      named.careers.length > 1
        ? named.careers.filter((career) => !isOpenToOneSex(career.id))
        : named.careers;
    const best = [...open].sort(
      (a, b) => fitOfCareer(b) - fitOfCareer(a) || (a.id < b.id ? -1 : 1),
    )[0];
    for (const career of named.careers) {
      const weight = career === best ? NAMED_WEIGHT : NAMED_OTHERS_WEIGHT;
      const earlier = weights.get(career.id);
      if (!earlier || earlier.weight < weight) weights.set(career.id, { named, weight });
    }
  }
  return weights;
}

/** Scores occupations for one person, each once. */
function occupationScorer(profile: TraitProfile) {
  const person: PersonVectors = personVectors(profile);
  const scores = new Map<Occupation, { parts: MatchParts; composite: number }>();
  return (occupation: Occupation) => {
    let scored = scores.get(occupation);
    if (!scored) {
      const parts = matchParts(person, occupation);
      scored = { parts, composite: compositeScore(parts) };
      scores.set(occupation, scored);
    }
    return scored;
  };
}

/** How well the profile fits a career: its occupations' composites, the closest weighing most. */
function fitComposite(
  career: CatalogueCareer,
  score: ReturnType<typeof occupationScorer>,
): number | null {
  const occupations = OCCUPATIONS_OF.get(career) ?? [];
  if (occupations.length === 0) return null;
  let sum = 0;
  let weights = 0;
  occupations.forEach((occupation, index) => {
    const weight = CODE_WEIGHTS[index] ?? 0.3;
    sum += weight * score(occupation).composite;
    weights += weight;
  });
  return sum / weights;
}

function scoreCareer(
  profile: TraitProfile,
  career: CatalogueCareer,
  score: ReturnType<typeof occupationScorer>,
  named: NamedWeights,
  leanings: ReadonlySet<string>,
): CareerMatch | null {
  const [first] = OCCUPATIONS_OF.get(career) ?? [];
  const fit = fitComposite(career, score);
  if (!first || fit === null) return null;
  const mention = named.get(career.id);
  const lean = leanings.has(career.id) ? LEANING_WEIGHT : 0;
  return {
    career,
    occupation: first,
    parts: score(first).parts,
    fitComposite: fit,
    composite: fit + (mention?.weight ?? 0) + lean,
    fitScore: fitOf(fit, profile.evidence.low),
    named: mention?.named ?? null,
    leanedTo: lean > 0,
    reasons: [],
  };
}

const byRank = (a: CareerMatch, b: CareerMatch) =>
  b.composite - a.composite || (a.career.id < b.career.id ? -1 : 1);

/** The scorer and the weights of what the person named, for one profile. */
function scoring(profile: TraitProfile) {
  const score = occupationScorer(profile);
  const named = namedWeights(profile, (career) => fitComposite(career, score) ?? -Infinity);
  const leanings = new Set(
    profile.aims.leanings.flatMap((leaning) => leaning.careers.map((career) => career.id)),
  );
  return { score, named, leanings };
}

/** Every catalogue career, best first (ties by id, so the order is stable). */
export function rankCareers(profile: TraitProfile): CareerMatch[] {
  const { score, named, leanings } = scoring(profile);
  return INDIA_CAREERS.map((career) => scoreCareer(profile, career, score, named, leanings))
    .filter((match): match is CareerMatch => match !== null)
    .sort(byRank);
}

/** The reasons' sentences in each language. */
const REASON_TEXTS: Readonly<Record<Locale, ReasonTexts>> = { en: REASONS_EN, hi: REASONS_HI };

/** "You named it yourself": the first reason of a career the person named. */
function namedReason(profile: TraitProfile, named: NamedCareer, texts: ReasonTexts): string {
  // The career's own name is safe to say back; the person's words are not, when flagged.
  if (named.kind === 'picked') return texts.named.picked;
  if (named.kind === 'described')
    return texts.named.described(profile.support ? undefined : named.said);
  if (profile.support) return texts.named.support;
  return named.kind === 'exam' ? texts.named.exam(named.said) : texts.named.own(named.said);
}

/**
 * The match with its reasons in words (in `locale`), the person's own naming first, or what
 * points to its field (`field`) when it is shown for the field they point to.
 */
export function withReasons(
  profile: TraitProfile,
  match: CareerMatch,
  locale: Locale = 'en',
  field: FieldPoint | null = null,
): CareerMatch {
  const texts = REASON_TEXTS[locale];
  const reasons = matchReasons(profile, match.occupation, match.parts, texts);
  if (!match.named)
    return { ...match, reasons: field ? [fieldReason(field, texts), ...reasons] : reasons };
  // Their own word is quoted once: the reason that names it says it already.
  const said = `“${match.named.said}”`;
  return {
    ...match,
    reasons: [
      namedReason(profile, match.named, texts),
      ...reasons.filter((r) => !r.includes(said)),
    ],
  };
}

/**
 * Whether a career may be shown at all (decision 021): one that only one sex may enter only when
 * the person named it, by itself (not an exam that leads to it among others, not a lean). The
 * engine does not know the person's sex, so it never puts such a career forward on its own.
 */
function mayShow(match: CareerMatch): boolean {
  return !isOpenToOneSex(match.career.id) || match.named?.careers.length === 1;
}

/**
 * Whether a career may fill a top-3 slot: one that needs little preparation only when the
 * person wants to start earning soon, named it or sees its work in their future; never
 * padding for a student aiming higher.
 */
function mayPad(profile: TraitProfile, match: CareerMatch): boolean {
  if (!mayShow(match)) return false;
  return (
    match.career.preparation !== 'short' ||
    profile.aims.startsSoon ||
    match.named !== null ||
    match.leanedTo
  );
}

/**
 * The three careers to show and the named ones left out. Named ones first, then best first; at most two of one
 * family; no two resting on the same occupation; a named career that fits at least moderately
 * takes a place; the others are returned as `mentioned`, to be explained by name.
 */
export function pickCareers(profile: TraitProfile, count = 3, locale: Locale = 'en'): CareerPicks {
  const ranked = rankCareers(profile);
  const top: CareerMatch[] = [];
  const fits = (candidate: CareerMatch, among: readonly CareerMatch[]) =>
    among.filter((match) => match.career.family === candidate.career.family).length < PER_FAMILY &&
    among.every((match) => match.occupation !== candidate.occupation);
  for (const match of ranked) {
    if (top.length === count) break;
    if (mayPad(profile, match) && fits(match, top)) top.push(match);
  }

  const byFit = ranked.map((match) => match.fitComposite).sort((a, b) => b - a);
  const moderate = byFit[Math.floor(byFit.length * MODERATE_SHARE)] ?? -Infinity;
  const mentioned: MentionedCareer[] = [];
  // Named careers first, then the work their answer about the future speaks of: each takes
  // a place when it fits at least moderately; a named one that gets none is explained.
  for (const mention of [...profile.aims.named, ...profile.aims.leanings]) {
    const ids = new Set(mention.careers.map((career) => career.id));
    if (top.some((match) => ids.has(match.career.id))) continue;
    // The career of the mention that fits them best ("NEET": the doctor, the dentist…).
    const best = ranked
      .filter((match) => ids.has(match.career.id) && mayShow(match))
      .sort((a, b) => b.fitComposite - a.fitComposite || (a.career.id < b.career.id ? -1 : 1))[0];
    if (!best) continue;
    const floor = mention.kind === 'activity' ? LEANING_FIT : MODERATE_FIT;
    const fitsEnough = best.fitComposite >= moderate && fitScore(best.fitComposite) >= floor;
    // It takes the place of the lowest career nobody named or leaned to, keeping the family rule.
    const place = fitsEnough
      ? [...top.keys()].reverse().find((index) => {
          const current = top[index];
          if (!current || current.named || current.leanedTo) return false;
          const others = top.filter((_, other) => other !== index);
          return fits(best, others);
        })
      : undefined;
    if (place !== undefined) top[place] = best;
    else if (mention.kind !== 'activity') mentioned.push({ match: best, fits: fitsEnough });
  }
  // The field their favourite subject and goal point to, and never three of one field.
  const spread = spreadOverFields(profile, top, {
    ranked,
    eligible: (match) => mayPad(profile, match),
    fits,
    fitsModerately: (match) =>
      match.fitComposite >= moderate && fitScore(match.fitComposite) >= MODERATE_FIT,
  });
  return {
    // What they asked for first: a named career that fits leads, as a counsellor would start.
    top: spread.top
      .sort((a, b) => Number(b.named !== null) - Number(a.named !== null) || byRank(a, b))
      .map((match) =>
        withReasons(
          profile,
          match,
          locale,
          spread.placed?.match === match ? spread.placed.point : null,
        ),
      ),
    mentioned: mentioned.map(({ match, fits: fit }) => ({
      match: withReasons(profile, match, locale),
      fits: fit,
    })),
  };
}

/** One catalogue career scored for a person, with its reasons ("check any career"). */
export function checkCareer(
  profile: TraitProfile,
  career: CatalogueCareer,
  locale: Locale = 'en',
): CareerMatch | null {
  const { score, named, leanings } = scoring(profile);
  const match = scoreCareer(profile, career, score, named, leanings);
  return match && withReasons(profile, match, locale);
}
