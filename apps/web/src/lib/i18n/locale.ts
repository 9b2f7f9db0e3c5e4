import {
  isLocale,
  pickLocale,
  translateProductMessage,
  type Locale,
  type MessageId,
  type ProductMessages,
} from '@acp/shared';
import type { MessageFormatElement } from 'react-intl';

/** A catalogue, parsed at build time; the parity test keeps both languages' keys alike. */
export type Messages = Record<MessageId, MessageFormatElement[]>;

const STORAGE_KEY = 'acp.locale';

/** The language chosen on this device, if one was. */
export function storedLocale(): Locale | null {
  try {
    const value = globalThis.localStorage?.getItem(STORAGE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

export function storeLocale(locale: Locale): void {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, locale);
  } catch {
    // Storage off (private mode): the choice lasts for this page.
  }
}

/** The language to open in: the one chosen here, else the browser's first that we have. */
export function initialLocale(): Locale {
  const languages = globalThis.navigator?.languages ?? [globalThis.navigator?.language ?? ''];
  return storedLocale() ?? pickLocale(languages);
}

/** One language's catalogue, in its own chunk: the page loads only the language shown. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const module =
    locale === 'hi' ? await import('virtual:messages/hi') : await import('virtual:messages/en');
  return module.default as Messages;
}

/** The wording of the product's messages in the language shown (null: English). */
let productMessages: ProductMessages | null = null;

export function setProductMessages(table: ProductMessages | null): void {
  productMessages = table;
}

/**
 * A product message (a server answer, a field rule, a toast) in the language shown: the server
 * and the rules speak English, and the web app words them in Hindi when Hindi is shown.
 */
export function translateMessage(text: string): string {
  return translateProductMessage(text, productMessages);
}
