import { StageCard } from '@/components/stage-card';
import { useStepSubmit } from '../hooks/use-step-submit';
import { Questionnaire } from './questionnaire';

/** /user/day1: "Decode your inner operating system". */
export function Day1Page() {
  const { submit, busy } = useStepSubmit('day1');
  return (
    <Questionnaire
      day="day1"
      heading={{ title: 'Step 01 - DECODE YOUR INNER OPERATING SYSTEM' }}
      resultPath="/user/day1home"
      onSubmit={submit}
      busy={busy}
    />
  );
}

/** /user/day2: "Decode your emotional blueprint". */
export function Day2Page() {
  const { submit, busy } = useStepSubmit('day2');
  return (
    <Questionnaire
      day="day2"
      heading={{ step: 'Step 02', title: 'DECODE YOUR EMOTIONAL BLUEPRINT' }}
      resultPath="/user/day2home"
      onSubmit={submit}
      busy={busy}
    />
  );
}

/**
 * /user/day3: "Discover your aligned career path". Where the person is now (class, college,
 * work) is asked first, once, so the roadmap can start from there.
 */
export function Day3Page() {
  const { submit, busy } = useStepSubmit('day3');
  return (
    <Questionnaire
      day="day3"
      heading={{ step: 'Step 03', title: 'DISCOVER YOUR ALIGNED CAREER PATH' }}
      resultPath="/user/day3home"
      onSubmit={submit}
      busy={busy}
      before={<StageCard place="before-step-3" />}
    />
  );
}
