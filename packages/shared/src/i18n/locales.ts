/** The languages of the product (decision 016): English, and Hindi. */
export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** The tags `Intl` formats with: Indian English and Hindi (₹499, 25 नवंबर 2026). */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN' };

/** Each language's name in itself, as the switcher shows it. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', hi: 'हिन्दी' };

/**
 * The first of the browser's languages (`navigator.languages`, or an `Accept-Language` header's
 * tags in order) that we have, by its primary subtag (`hi-IN` → `hi`); English otherwise.
 */
export function pickLocale(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const primary = tag.trim().split(/[-_;]/)[0]?.toLowerCase();
    if (isLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}
