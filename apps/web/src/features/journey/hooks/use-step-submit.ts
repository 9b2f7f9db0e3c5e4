import { messages, type Qna } from '@acp/shared';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '@/app/hooks';
import { journeyToast } from '@/lib/journey-toast';
import { fetchCurrentUser } from '@/features/auth/stores/auth-thunks';
import { requestInsight, resetForm, submitAnswers } from '../stores/journey-slice';

/** Spec §8 texts of a failed Step 2 submission. */
export const FORM_SUBMISSION_FAILED = 'Form submission failed';
export const AI_RESULT_FAILED = 'AI result failed';

type Step = 'day1' | 'day2' | 'day3';

const steps: Record<Step, { insight: 'day1' | 'day2' | null; done: string; next: string }> = {
  day1: { insight: 'day1', done: messages.step1Submitted, next: '/user/day1home' },
  day2: { insight: 'day2', done: messages.step2Submitted, next: '/user/day2home' },
  // Spec §4: Step 3 makes no AI call; the blueprint is generated on its own screen.
  day3: { insight: null, done: messages.step3Submitted, next: '/user/day3home' },
};

/** Which texts a failure shows: Step 2 uses the spec's fixed ones, others the server's reason. */
function failureText(step: Step, stage: 'save' | 'ai', reason: string | undefined): string {
  if (step === 'day2') return stage === 'save' ? FORM_SUBMISSION_FAILED : AI_RESULT_FAILED;
  return reason ?? messages.somethingWentWrong;
}

/**
 * The submit flows of spec §4: save the answers, ask for the step's AI result (Steps 1 and 2),
 * refresh the user, toast, go to the result. Failures are toasts (DESIGN §9).
 */
export function useStepSubmit(step: Step) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { insight, done, next } = steps[step];

  return async (qnaArray: Qna[]) => {
    const saved = await dispatch(submitAnswers({ day: step, qnaArray }));
    if (submitAnswers.rejected.match(saved)) {
      journeyToast.error(failureText(step, 'save', saved.payload));
      return;
    }
    if (insight) {
      const result = await dispatch(requestInsight(insight));
      if (requestInsight.rejected.match(result)) {
        // The answers are saved: the refreshed user turns the button into the result link.
        await dispatch(fetchCurrentUser());
        journeyToast.error(failureText(step, 'ai', result.payload));
        return;
      }
    }
    await dispatch(fetchCurrentUser());
    dispatch(resetForm());
    journeyToast.success(done);
    await navigate(next);
  };
}
