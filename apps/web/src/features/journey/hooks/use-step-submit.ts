import { messages, type Qna } from '@acp/shared';
import { useNavigate } from 'react-router';
import { getErrorMessage } from '@/lib/api-error';
import { journeyToast } from '@/lib/journey-toast';
import { useSubmitAnswersMutation } from '../api/journey-api';
import { useRequestInsight } from './use-insight';

/** The fixed texts of a failed Step 2 submission (product.md §8). */
export const FORM_SUBMISSION_FAILED = 'Form submission failed';
export const AI_RESULT_FAILED = 'AI result failed';

type Step = 'day1' | 'day2' | 'day3';

interface StepFlow {
  insight: 'day1' | 'day2' | null;
  done: string;
  /** The same, without "Congratulations!", when their words call for support first. */
  doneQuietly: string;
  next: string;
}

const steps: Record<Step, StepFlow> = {
  day1: {
    insight: 'day1',
    done: messages.step1Submitted,
    doneQuietly: messages.step1SubmittedQuietly,
    next: '/user/day1home',
  },
  day2: {
    insight: 'day2',
    done: messages.step2Submitted,
    doneQuietly: messages.step2SubmittedQuietly,
    next: '/user/day2home',
  },
  // Step 3 makes no AI call; the blueprint is generated on its own screen.
  day3: {
    insight: null,
    done: messages.step3Submitted,
    doneQuietly: messages.step3SubmittedQuietly,
    next: '/user/day3home',
  },
};

/** Which texts a failure shows: Step 2 uses the fixed ones, others the server's reason. */
function failureText(step: Step, stage: 'save' | 'ai', error: unknown): string {
  if (step === 'day2') return stage === 'save' ? FORM_SUBMISSION_FAILED : AI_RESULT_FAILED;
  return getErrorMessage(error);
}

/**
 * The submit flows of product.md §4: save the answers, ask for the step's AI result (Steps 1
 * and 2), toast, go to the result. Failures are toasts. The cached user takes the answers and
 * the result as each call succeeds, so the next screen already shows them.
 */
export function useStepSubmit(step: Step) {
  const navigate = useNavigate();
  const { insight, done, doneQuietly, next } = steps[step];
  const [submitAnswers, saving] = useSubmitAnswersMutation();
  const result = useRequestInsight(insight ?? 'day1');
  const { request } = result;
  // Working from the first call until the next screen replaces this one.
  const finished = insight ? result.isSuccess : saving.isSuccess;
  const busy = saving.isLoading || result.isLoading || finished;

  const submit = async (qnaArray: Qna[]) => {
    let quietly = false;
    try {
      // No cheer over the support card or the check-in question (decision 019).
      quietly = (await submitAnswers({ day: step, qnaArray }).unwrap()).support !== null;
    } catch (error) {
      journeyToast.error(failureText(step, 'save', error));
      return;
    }
    if (insight) {
      try {
        await request();
      } catch (error) {
        // The answers are saved: the updated user turns the button into the result link.
        journeyToast.error(failureText(step, 'ai', error));
        return;
      }
    }
    journeyToast.success(quietly ? doneQuietly : done);
    await navigate(next);
  };
  return { submit, busy };
}
