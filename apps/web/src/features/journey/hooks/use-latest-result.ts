import { messages, type PublicUser } from '@acp/shared';
import { useEffect, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { journeyToast } from '@/lib/journey-toast';
import { fetchCurrentUser } from '@/features/auth/stores/auth-thunks';
import type { InsightKind } from '../api/journey-api';
import { requestInsight } from '../stores/journey-slice';

/**
 * The latest stored result of a step (the last item of its list). When it is missing but the
 * answers exist, it is requested once from the AI endpoint and the user refreshed.
 */
export function useLatestResult<T>(
  kind: Exclude<InsightKind, 'career'>,
  pick: (user: PublicUser) => readonly T[],
) {
  const dispatch = useAppDispatch();
  const user = useAppSelector((state) => state.auth.user);
  const latest = user ? pick(user).at(-1) : undefined;
  const hasAnswers = (user?.quesAns[kind].length ?? 0) > 0;
  const requested = useRef(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (latest || !hasAnswers || requested.current) return;
    requested.current = true;
    void (async () => {
      const result = await dispatch(requestInsight(kind));
      if (requestInsight.rejected.match(result)) {
        journeyToast.error(result.payload ?? messages.somethingWentWrong);
        setFailed(true);
        return;
      }
      await dispatch(fetchCurrentUser());
    })();
  }, [dispatch, hasAnswers, kind, latest]);

  return { user, latest, failed };
}
