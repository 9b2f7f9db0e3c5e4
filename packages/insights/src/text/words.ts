/**
 * The words of a free-text answer in any script, as written: letters with their marks
 * (Devanagari matras stay), digits, "+" and "#" ("c++"); apostrophes dropped ("don't" → "dont").
 */
export function writtenWords(text: string): string[] {
  return text
    .normalize('NFC')
    .replace(/['’‘`]/g, '')
    .split(/[^\p{L}\p{M}\p{N}+#]+/u)
    .filter(Boolean);
}

/** The same words in lower case. */
export function lowerWords(text: string): string[] {
  return writtenWords(text).map((word) => word.toLowerCase());
}
