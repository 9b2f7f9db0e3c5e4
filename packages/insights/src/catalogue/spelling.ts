/**
 * How students misspell career words, as pure helpers: one typo apart, the consonant skeleton a
 * word sounds like, edit distance, and the stems that tell a relative word from a misspelling.
 */

/** Whether two words are one typo apart: a letter added, dropped, changed or two swapped. */
export function oneTypoApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  const [longer, shorter] = a.length > b.length ? [a, b] : [b, a];
  return longer.slice(i + 1) === shorter.slice(i);
}

/**
 * How a Latin word sounds, roughly, as students misspell it: its consonants in order, with the
 * sounds written several ways made one ("psychiatrist" and "sykiatrist" → "sktrst",
 * "veterinary" and "vetnary" close). Vowels, h and y carry the misspellings, so they go.
 */
export function consonantSkeleton(word: string): string {
  return word
    .replace(/^ps/, 's')
    .replace(/ph/g, 'f')
    .replace(/c(?=[eiy])/g, 's')
    .replace(/[cq]/g, 'k')
    .replace(/z/g, 'j')
    .replace(/w/g, 'v')
    .replace(/x/g, 'ks')
    .replace(/[aeiouyh]/g, '')
    .replace(/(.)\1+/g, '$1');
}

/** A word's stem without the endings of plurals, verbs, adjectives and nouns of doers. */
export const stemOf = (word: string) =>
  word.replace(/(?:ings?|ed|es|s|ic|ical|al|ally|ly|ions?|ies|ers?|ors?|ists?|ians?|iers?)$/, '');

/**
 * Whether a word is a relative of the career word rather than a misspelling of it: "gardens"
 * of "gardener", "geographic" of "geographer", "counselling" of "counsellor", "cash" of "cashier".
 */
export const sameStem = (word: string, phrase: string) => {
  const a = stemOf(word);
  const b = stemOf(phrase);
  return a.length >= 3 && (a === b || a.startsWith(b) || b.startsWith(a));
};

/** Levenshtein distance, stopping early once it exceeds `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length] ?? limit + 1;
}

/** A word with the letters written alike made one, its vowels kept: "psychiatrist" → "sykhiatrist". */
export const soundAlike = (word: string) =>
  word
    .replace(/^ps/, 's')
    .replace(/ph/g, 'f')
    .replace(/c(?=[eiy])/g, 's')
    .replace(/[cq]/g, 'k')
    .replace(/z/g, 'j')
    .replace(/w/g, 'v')
    .replace(/x/g, 'ks')
    .replace(/(.)\1+/g, '$1');

/** Whether two skeletons are at most one letter apart (added, dropped or changed). */
export function skeletonsClose(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  return oneTypoApart(a, b);
}
