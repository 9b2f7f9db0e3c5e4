/** What a free-text answer may signal; never a diagnosis. */
export type DistressCategory = 'self-harm' | 'hopelessness' | 'abuse' | 'severe-anxiety';

/** Whether any signal was found, and which kinds; the matched words are never returned. */
export interface DistressSignal {
  flagged: boolean;
  /**
   * Not flagged, but something reads heavy without being clear: ask the person how they have
   * been feeling (issue 34), and let their answer decide whether the support card shows.
   */
  checkIn: boolean;
  /** Sorted, unique. */
  categories: DistressCategory[];
}

/** One phrase pattern over a normalised clause (see `normalise-text.ts`). */
export interface DistressRule {
  category: DistressCategory;
  pattern: RegExp;
  /** An innocent context a few words around the match ("while cooking", "at chess") that cancels it. */
  unless?: RegExp;
  /**
   * A negation after the match that cancels it, tested on the rest of the clause: Hindi negates
   * after the noun or verb ("आत्महत्या के बारे में कभी नहीं सोचा", "पापा मारते नहीं").
   */
  negatedAfter?: RegExp;
}

/** A free-text answer, and whether its question is about school subjects ("day1.q11"). */
export interface DistressText {
  text: string;
  aboutSubjects?: boolean;
}
