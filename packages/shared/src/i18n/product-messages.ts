import { messages } from '../messages.js';
import type { Locale } from './locales.js';

/** A language's wording of the product's messages (`messages`), by key. */
export type ProductMessages = Partial<Record<keyof typeof messages, string>>;

/** Each message's key, and for one with `{placeholders}`, a pattern that reads their values. */
const known = Object.entries(messages).map(([key, english]) => {
  const names = [...english.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
  const pattern =
    names.length === 0
      ? null
      : new RegExp(
          `^${english
            .split(/\{\w+\}/)
            .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
            .join('(.+?)')}$`,
        );
  return { key: key as keyof typeof messages, english, names, pattern };
});
const byText = new Map<string, (typeof known)[number]>(
  known.map((entry) => [entry.english, entry]),
);

/** A duration a message carries ("4 minutes", from `describeDuration`), in Hindi. */
const HINDI_UNITS: Record<string, string> = {
  second: 'सेकंड',
  minute: 'मिनट',
  hour: 'घंटे',
  day: 'दिन',
};
const localiseValue = (value: string) =>
  value.replace(
    /^(\d+) (second|minute|hour|day)s?$/,
    (_all, amount: string, unit: string) => `${amount} ${HINDI_UNITS[unit] ?? unit}`,
  );

/**
 * A product message (from the server or the field rules, always in English) in another language:
 * found by its English text, with any values it carries (`{minutes}`) put in their place. Text
 * that is not one of the product's messages, or has no wording in `table`, is returned as it is.
 */
export function translateProductMessage(text: string, table: ProductMessages | null): string {
  if (!table) return text;
  const exact = byText.get(text);
  if (exact) return table[exact.key] ?? text;
  for (const entry of known) {
    const values = entry.pattern?.exec(text);
    const wording = values ? table[entry.key] : undefined;
    if (!values || !wording) continue;
    return entry.names.reduce(
      (result, name, index) => result.replace(`{${name}}`, localiseValue(values[index + 1] ?? '')),
      wording,
    );
  }
  return text;
}

/** The wording of the product's messages in a language other than English, in its own chunk. */
export async function loadProductMessages(locale: Locale): Promise<ProductMessages | null> {
  if (locale === 'en') return null;
  return (await import('./product-messages.hi.json')).default;
}
