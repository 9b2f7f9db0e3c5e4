import { useIntl } from 'react-intl';
import { StageCard } from '@/components/stage-card';
import { useStepSubmit } from '../hooks/use-step-submit';
import { CareerAimsCard } from './career-aims-card';
import { Questionnaire } from './questionnaire';

/** /user/day1: "Decode your inner operating system". */
export function Day1Page() {
  const { submit, busy } = useStepSubmit('day1');
  const intl = useIntl();
  return (
    <Questionnaire
      day="day1"
      heading={{ title: intl.formatMessage({ id: 'questionnaire.day1.title' }) }}
      resultPath="/user/day1home"
      onSubmit={submit}
      busy={busy}
    />
  );
}

/** /user/day2: "Decode your emotional blueprint". */
export function Day2Page() {
  const { submit, busy } = useStepSubmit('day2');
  const intl = useIntl();
  return (
    <Questionnaire
      day="day2"
      heading={{
        step: intl.formatMessage({ id: 'questionnaire.day2.step' }),
        title: intl.formatMessage({ id: 'questionnaire.day2.title' }),
      }}
      resultPath="/user/day2home"
      onSubmit={submit}
      busy={busy}
    />
  );
}

/**
 * /user/day3: "Discover your aligned career path". Where the person is now (class, college,
 * work) is asked first, once, so the roadmap can start from there; and, optionally, the careers
 * they are already thinking about, so the blueprint checks them.
 */
export function Day3Page() {
  const { submit, busy } = useStepSubmit('day3');
  const intl = useIntl();
  return (
    <Questionnaire
      day="day3"
      heading={{
        step: intl.formatMessage({ id: 'questionnaire.day3.step' }),
        title: intl.formatMessage({ id: 'questionnaire.day3.title' }),
      }}
      resultPath="/user/day3home"
      onSubmit={submit}
      busy={busy}
      before={
        <div className="space-y-6">
          <StageCard place="before-step-3" />
          <CareerAimsCard place="before-step-3" />
        </div>
      }
    />
  );
}
