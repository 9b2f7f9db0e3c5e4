/**
 * What the free-text reading hears (`named-careers.ts`): a career or exam named, with how it
 * was heard while an answer is read.
 */
import type { CatalogueCareer } from './catalogue-schema.js';
import type { MentionKind } from './phrases.js';

/** A career (or an exam that leads to careers) that a person named in their own words. */
export interface NamedCareer {
  /** The catalogue careers it points to: one for "wakil", several for "NDA" or "NEET". */
  careers: readonly CatalogueCareer[];
  /** The words as the person wrote them ("wakil", "वकील"); an exam as it is named ("CLAT"). */
  said: string;
  /**
   * `activity`: a specific activity of two words or more in the answer about their future
   * ("jaivik kheti", "art gallery"), said without a wish: a lean towards the careers, not a name.
   * `described`: the one career the work, things and places of their answer about the future
   * point to, without its name ("500 ITR file karna" → tax consultant); `said` is the phrase
   * that says most of it.
   * `picked`: chosen from the catalogue when asked before Step 3 ("Is there a career you are
   * already thinking about?"); `said` is then its English title.
   */
  kind: MentionKind;
}

/** One free-text answer; `aspiration` marks a question about their future ("five years from now…"). */
export interface AnswerText {
  text: string;
  aspiration?: boolean;
}

/** A career heard in a clause, with how: by a role, or by a place or thing of the trade only. */
export type Heard = NamedCareer & {
  role: boolean;
  place: boolean;
  start: number;
  end: number;
  /** A title's head alone ("engineer"): every career it heads, until the answer says which. */
  bare?: boolean;
};

/** A catalogue phrase an answer speaks of, wanted or not, with the careers it points to. */
export interface Spoken {
  careers: readonly CatalogueCareer[];
  said: string;
  length: number;
  /** A workplace: where the work is, weaker evidence than the work and its things. */
  workplace: boolean;
}
