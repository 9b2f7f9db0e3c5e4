import { INTL_LOCALE, loadProductMessages, type Locale } from '@acp/shared';
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import {
  loadMessages,
  setProductMessages,
  storeLocale,
  translateMessage,
  type Messages,
} from './locale';
import { preloadSections, setSectionLocale } from './section-messages';

interface LocaleContextValue {
  locale: Locale;
  /** Changes when the product messages' wording changes. */
  wordingVersion: number;
  /** Shows the app in that language and keeps the choice on this device. */
  setLocale: (locale: Locale) => Promise<void>;
}

const LocaleContext = createContext<LocaleContextValue | null>(null);

interface LocaleProviderProps {
  initial: { locale: Locale; messages: Messages };
  children: ReactNode;
}

/** The language of the app: react-intl with the active catalogue, and `<html lang>` to match. */
export function LocaleProvider({ initial, children }: LocaleProviderProps) {
  const [current, setCurrent] = useState(() => {
    setSectionLocale(initial.locale);
    return initial;
  });

  // Bumped when the product messages' wording arrives, so what shows them words them again.
  const [wordingVersion, setWordingVersion] = useState(0);

  useEffect(() => {
    document.documentElement.lang = current.locale;
    // The wording of server answers and field rules loads after the first paint (it is needed
    // only once someone acts), in its own chunk.
    let stale = false;
    void loadProductMessages(current.locale).then((table) => {
      if (stale) return;
      setProductMessages(table);
      setWordingVersion((version) => version + 1);
    });
    return () => {
      stale = true;
    };
  }, [current.locale]);

  const setLocale = useCallback(async (locale: Locale) => {
    storeLocale(locale);
    const [messages] = await Promise.all([loadMessages(locale), preloadSections(locale)]);
    setSectionLocale(locale);
    setCurrent({ locale, messages });
  }, []);

  const value = useMemo(
    () => ({ locale: current.locale, setLocale, wordingVersion }),
    [current.locale, setLocale, wordingVersion],
  );
  return (
    <LocaleContext value={value}>
      <IntlProvider
        locale={INTL_LOCALE[current.locale]}
        defaultLocale="en-IN"
        messages={current.messages}
      >
        {children}
      </IntlProvider>
    </LocaleContext>
  );
}

export function useLocale(): LocaleContextValue {
  const value = useContext(LocaleContext);
  if (!value) throw new Error('useLocale outside LocaleProvider');
  return value;
}

/**
 * `translateMessage` for a component that shows product messages (a field's rule, a server
 * answer): it shows them again when the language or its wording changes. Outside the provider
 * (a component rendered alone) messages stay as they are.
 */
export function useTranslateMessage(): (text: string) => string {
  useContext(LocaleContext);
  return translateMessage;
}
