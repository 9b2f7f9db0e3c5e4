import { messages } from '@acp/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { getErrorMessage } from '@/lib/api-error';
import { useCurrentUser } from '@/lib/api/user-api';
import { journeyToast } from '@/lib/journey-toast';
import { usePaidPlan } from '@/lib/paid-plan';
import { useSelectCareerMutation } from '../api/journey-api';

/**
 * Career selection (product.md §4), behind the paid plan: unpaid people first see the offer (unless
 * offers are paused: then the choice is saved and the deep page says where the plan is). Then
 * no call when the clicked title already contains the chosen career, else save, refresh, toast;
 * then /user/deep.
 */
export function useSelectCareer() {
  const navigate = useNavigate();
  const { requirePaidPlan, offersPaused } = usePaidPlan();
  const chosen = useCurrentUser().user?.chosenCareer?.title ?? null;
  const [selectCareer] = useSelectCareerMutation();
  const [selecting, setSelecting] = useState<string | null>(null);

  const select = async (title: string) => {
    setSelecting(title);
    try {
      if (!offersPaused && !(await requirePaidPlan(title))) return;
      if (!(chosen && title.includes(chosen))) {
        await selectCareer(title).unwrap();
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
