import type { PublicUser } from '@acp/shared';
import { useEffect, useRef, useState } from 'react';
import { getErrorMessage } from '@/lib/api-error';
import { useCurrentUser } from '@/lib/api/user-api';
import { journeyToast } from '@/lib/journey-toast';
import { useRequestInsight } from './use-insight';
import { useResultInLanguage } from './use-result-in-language';

/**
 * The latest stored result of a step (the last item of its list). When it is missing but the
 * answers exist, it is requested once from the AI endpoint; the cached user then holds it. One
 * shown in the other language is asked for again in the page's.
 */
export function useLatestResult<T>(
  kind: 'day1' | 'day2',
  pick: (user: PublicUser) => readonly T[],
) {
  const { user } = useCurrentUser();
  const { request } = useRequestInsight(kind);
  const latest = user ? pick(user).at(-1) : undefined;
  const hasAnswers = (user?.quesAns[kind].length ?? 0) > 0;
  const requested = useRef(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (latest || !hasAnswers || requested.current) return;
    requested.current = true;
    request().catch((error: unknown) => {
      journeyToast.error(getErrorMessage(error));
      setFailed(true);
    });
  }, [hasAnswers, latest, request]);
  useResultInLanguage(kind, user, request);

  return { user, latest, failed };
}
