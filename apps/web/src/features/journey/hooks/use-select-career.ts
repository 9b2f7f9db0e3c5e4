import { messages } from '@acp/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { getErrorMessage } from '@/lib/api-error';
import { journeyToast } from '@/lib/journey-toast';
import { usePaidPlan } from '@/lib/paid-plan';
import { fetchCurrentUser } from '@/features/auth/stores/auth-thunks';

const loadJourneyApi = () => import('../api/journey-api').then((module) => module.journeyApi);

/**
 * Spec §4 career selection, behind the paid plan: unpaid people first see the offer (unless
 * offers are paused: then the choice is saved and the deep page says where the plan is). Then
 * no call when the clicked title already contains the chosen career, else save, refresh, toast;
 * then /user/deep.
 */
export function useSelectCareer() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { requirePaidPlan, offersPaused } = usePaidPlan();
  const chosen = useAppSelector((state) => state.auth.user?.chosenCareer?.title ?? null);
  const [selecting, setSelecting] = useState<string | null>(null);

  const select = async (title: string) => {
    setSelecting(title);
    try {
      if (!offersPaused && !(await requirePaidPlan())) return;
      if (!(chosen && title.includes(chosen))) {
        await (await loadJourneyApi()).selectCareer(title);
        await dispatch(fetchCurrentUser());
        journeyToast.success(messages.careerSelected);
      }
      await navigate('/user/deep');
    } catch (error) {
      journeyToast.error(getErrorMessage(error));
    } finally {
      setSelecting(null);
    }
  };
  return { select, selecting };
}
