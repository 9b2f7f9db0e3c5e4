/** Text helpers for building sentences from a person's own words. */
import { carriesNoMeaning } from '../profile/answer-meaning.js';

const NAME_MAX = 40;

/** The name as we address the person: trimmed, bounded, "Friend" (or `friend`) when missing. */
export function displayName(name: string, friend = 'Friend'): string {
  const clean = name.replace(/\s+/g, ' ').trim().slice(0, NAME_MAX).trim();
  return clean || friend;
}

/** First word of the name, for warmer sentences. */
export function firstName(name: string, friend = 'Friend'): string {
  return displayName(name, friend).split(' ')[0] ?? friend;
}

/** Their words, trimmed to `max` characters on a word boundary, without wrapping quotes. */
export function excerpt(text: string, max = 90): string {
  const clean = text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^["'“”‘’]+|["'“”‘’]+$/g, '')
    .replace(/[.!?,;:]+$/, '');
  if (clean.length <= max) return clean;
  // Cut at a word boundary: at the last space, or after the first word when it alone is longer.
  const cut = clean.slice(0, max + 1);
  const space = cut.lastIndexOf(' ');
  const words = space > 0 ? cut.slice(0, space) : (clean.split(' ')[0] ?? cut);
  // Not left hanging on a little word ("open a…", "sapna hai ki…").
  const trimmed = words
    .replace(/[,;:.\-–—]+$/, '')
    .replace(
      /(?:\s+(?:a|an|the|and|or|of|to|in|on|for|with|my|ka|ki|ke|ko|aur|ya|hai|se|mein))+$/i,
      '',
    );
  return `${trimmed || words}…`;
}

/**
 * Their words in curly quotes, or undefined when they gave none or words that carry no meaning
 * ("xyz", "idk", "asdf": `carriesNoMeaning`), which are never quoted back.
 */
export function quoted(text: string, max = 90): string | undefined {
  if (carriesNoMeaning(text)) return undefined;
  const clean = excerpt(text, max);
  return clean ? `“${clean}”` : undefined;
}

/** "a", "a and b", "a, b and c". */
export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "an" before a vowel sound (good enough for our own labels). */
export function article(word: string): string {
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}
