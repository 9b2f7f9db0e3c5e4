import { INTL_LOCALE, type Locale } from '@acp/shared';
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { loadMessages, storeLocale, type Messages } from './locale';

interface LocaleContextValue {
  locale: Locale;
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
  const [current, setCurrent] = useState(initial);

  useEffect(() => {
    document.documentElement.lang = current.locale;
  }, [current.locale]);

  const setLocale = useCallback(async (locale: Locale) => {
    storeLocale(locale);
    const messages = await loadMessages(locale);
    setCurrent({ locale, messages });
  }, []);

  const value = useMemo(() => ({ locale: current.locale, setLocale }), [current.locale, setLocale]);
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
