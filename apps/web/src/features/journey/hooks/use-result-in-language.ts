import type { PublicUser } from '@acp/shared';
import { useEffect } from 'react';
import { getErrorMessage } from '@/lib/api-error';
import { useLocale } from '@/lib/i18n/locale-provider';
import { journeyToast } from '@/lib/journey-toast';
import type { InsightKind } from './use-insight';

/**
 * A result shown in the other language (the language was changed after it was made) is asked
 * for again when the page opens and when its language changes; until the new one comes, the one
 * there is stays on screen.
 */
export function useResultInLanguage(
  kind: InsightKind,
  user: PublicUser | null | undefined,
  request: () => Promise<unknown>,
): void {
  const { locale } = useLocale();
  const otherLanguage = user?.resultsInOtherLanguage.includes(kind) ?? false;
  useEffect(() => {
    if (!otherLanguage) return;
    request().catch((error: unknown) => journeyToast.error(getErrorMessage(error)));
  }, [otherLanguage, locale, request]);
}
