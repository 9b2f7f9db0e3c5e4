import type { DistressCategory } from '../distress-types.js';
import type { ConceptName } from './concept-names.js';

/**
 * Hopelessness said indirectly (issue 34), read as ideas rather than phrases: a frame names the
 * concepts that must meet within a few words ("be around" + a doubt + a time ahead), the
 * contexts that make it innocent (a game, a trip, a school subject) and the concept a denial
 * cancels ("I am not a burden"). Every language gives its words for every concept
 * (`words-*.ts`), so each frame reads English, Hinglish and Devanagari alike.
 *
 * `flag`: the person is shown the support card. `check`: heavy, not clear — the person is asked
 * how they have been feeling, and their answer decides.
 */
export type FrameTier = 'flag' | 'check';

export interface Frame {
  tier: FrameTier;
  category: DistressCategory;
  /** Every concept must occur, all within `span` words. */
  all: readonly ConceptName[];
  span: number;
  /** Any of these within `unlessWithin` words of the match cancels it. */
  unless?: readonly ConceptName[];
  unlessWithin?: number;
  /** A school subject, skill or field (the lexicon) in the same clause cancels it. */
  notAboutAField?: boolean;
  /** A denial right before (or, in Hindi, right after) this concept cancels it. */
  denied?: ConceptName;
  /**
   * The concepts may be in neighbouring clauses ("5 saal baad? pata nahi tab tak rahunga"); by
   * default they meet in one clause, so "I don't want to die, I want to fly" reads as two.
   */
  acrossClauses?: boolean;
  /** The innocent context may be in a neighbouring clause ("…, ill be on a ship"). */
  unlessAcrossClauses?: boolean;
  /** The concepts must come in the order given ("i am a burden", not "a burden on me"). */
  ordered?: boolean;
}
