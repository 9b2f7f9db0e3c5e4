/**
 * The three careers over fields (issue 34): a career of the field the student points to when one
 * fits, and never three of one field unless that is the field of every career they named.
 */
import type { CatalogueCareer } from '../catalogue/catalogue-schema.js';
import type { NamedCareer } from '../catalogue/named-careers.js';
import type { TraitProfile } from '../profile/profile-types.js';
import { fieldOf, namedFields, pointedField } from './fields.js';
import type { FieldPoint } from './fields.js';
import type { ReasonTexts } from './reasons.js';

/** What the fields rules read of a scored career. */
export interface FieldCandidate {
  career: CatalogueCareer;
  named: NamedCareer | null;
  leanedTo: boolean;
}

/** The rules of the three, as `pickCareers` keeps them. */
export interface PickRules<M extends FieldCandidate> {
  /** Every career, best first. */
  ranked: readonly M[];
  /** Whether a career may fill a place nobody named (its preparation, its eligibility). */
  eligible: (match: M) => boolean;
  /** Whether it may stand beside `among` (the family and occupation rules). */
  fits: (match: M, among: readonly M[]) => boolean;
  /** Whether it fits at least moderately (the bar a named career must pass). */
  fitsModerately: (match: M) => boolean;
}

/** The O*NET occupation a career rests on first. */
const workOf = (match: FieldCandidate) => match.career.soc[0];

/**
 * `candidate` in the place of the lowest career nobody named or leaned to, keeping the family
 * and occupation rules; null when there is no such place.
 */
function replaceLowest<M extends FieldCandidate>(
  top: readonly M[],
  candidate: M,
  rules: PickRules<M>,
): M[] | null {
  const place = [...top.keys()].reverse().find((index) => {
    const current = top[index];
    if (!current || current.named || current.leanedTo) return false;
    return rules.fits(
      candidate,
      top.filter((_, other) => other !== index),
    );
  });
  return place === undefined
    ? null
    : top.map((match, index) => (index === place ? candidate : match));
}

/**
 * The first career of `ranked` (those in `first` before the others) that `wanted` accepts and that
 * can take a place. A career resting on the same occupation as one of the three is no other field
 * (a sports commentator for a radio jockey).
 */
function placeBest<M extends FieldCandidate>(
  top: readonly M[],
  rules: PickRules<M>,
  wanted: (match: M) => boolean,
  first: readonly CatalogueCareer[] = [],
): { top: M[]; placed: M } | null {
  const ranked = [
    ...rules.ranked.filter((match) => first.includes(match.career)),
    ...rules.ranked.filter((match) => !first.includes(match.career)),
  ];
  const works = new Set(top.map(workOf));
  for (const match of ranked) {
    if (match.named || works.has(workOf(match)) || !wanted(match) || !rules.eligible(match))
      continue;
    const placed = replaceLowest(top, match, rules);
    if (placed) return { top: placed, placed: match };
  }
  return null;
}

/** The three over fields, and the career placed for the field they point to with its reason. */
export interface FieldPicks<M> {
  top: M[];
  placed: { match: M; point: FieldPoint } | null;
}

/**
 * The three (`top`, after the careers they named) over fields: when their favourite subject and
 * goal point to a field (`pointedField`) that none of the three is of, its best career that fits
 * at least moderately takes the place of the lowest career nobody named; then, when all three are
 * of one field and it is not the field of every career they named, the best career of another
 * field takes that place (careers they named or leaned to are never displaced). The careers their
 * goal named or leaned to come first among those of the field they point to.
 */
export function spreadOverFields<M extends FieldCandidate>(
  profile: TraitProfile,
  top: readonly M[],
  rules: PickRules<M>,
): FieldPicks<M> {
  let three = [...top];
  let placed: FieldPicks<M>['placed'] = null;
  const point = pointedField(profile);
  if (point && !three.some((match) => fieldOf(match.career) === point.field)) {
    const pointed = placeBest(
      three,
      rules,
      (match) => fieldOf(match.career) === point.field && rules.fitsModerately(match),
      point.careers,
    );
    if (pointed) {
      three = pointed.top;
      placed = { match: pointed.placed, point };
    }
  }
  const fields = new Set(three.map((match) => fieldOf(match.career)));
  const [only] = fields;
  if (three.length > 1 && only && fields.size === 1 && !namedFields(profile).includes(only)) {
    const other = placeBest(three, rules, (match) => fieldOf(match.career) !== only);
    if (other) three = other.top;
  }
  return { top: three, placed };
}

/** Why a career of the field they point to is among the three, in words. */
export function fieldReason(point: FieldPoint, texts: ReasonTexts): string {
  return point.said
    ? texts.field.subjectAndGoal(point.said.subject, point.said.goal, point.field)
    : texts.field.namedField(point.field);
}
