import { useEffect } from 'react';
import { useCurrentUser, useSaveLocaleMutation } from '@/lib/api/user-api';
import { storedLocale } from './locale';
import { useLocale } from './locale-provider';

/**
 * Keeps the account's language and this device's together (decision 016): a device with no
 * choice of its own opens in the account's language; a choice made here, or the browser's
 * language on an account without one, is saved to the account, which the results, the emails
 * and the PDF follow.
 */
export function useAccountLocale(): void {
  const { user } = useCurrentUser();
  const { locale, setLocale } = useLocale();
  const [saveLocale] = useSaveLocaleMutation();
  const accountLocale = user?.locale;

  useEffect(() => {
    if (accountLocale === undefined) return;
    const chosenHere = storedLocale();
    if (!chosenHere && accountLocale && accountLocale !== locale) {
      void setLocale(accountLocale);
    } else if (chosenHere && chosenHere !== accountLocale) {
      void saveLocale(chosenHere);
    } else if (!chosenHere && !accountLocale) {
      // The browser's language, shown here: the account keeps it for the results and emails.
      void saveLocale(locale);
    }
  }, [accountLocale, locale, setLocale, saveLocale]);
}
