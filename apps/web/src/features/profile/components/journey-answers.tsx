import { JOURNEY_DAYS, type PublicUser } from '@acp/shared';
import { FormattedMessage } from 'react-intl';

const stepTitles = {
  day1: 'plan.step1.title',
  day2: 'plan.step2.title',
  day3: 'plan.step3.title',
} as const;

interface AnsweredQuestion {
  question: string;
  answer: string;
}

const isAnsweredQuestion = (value: unknown): value is AnsweredQuestion =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { question?: unknown }).question === 'string' &&
  typeof (value as { answer?: unknown }).answer === 'string';

/** One day's answers, or the spec's fallbacks: "Not answered" / "Invalid data format". */
function DayAnswers({ answers }: { answers: unknown }) {
  if (answers === undefined || answers === null) {
    return (
      <p className="text-slate-500">
        <FormattedMessage id="profile.notAnswered" />
      </p>
    );
  }
  if (!Array.isArray(answers)) {
    return (
      <p className="text-rose-700">
        <FormattedMessage id="profile.invalidData" />
      </p>
    );
  }
  const list = answers.filter(isAnsweredQuestion);
  if (list.length === 0) {
    return (
      <p className="text-slate-500">
        <FormattedMessage id="profile.notAnswered" />
      </p>
    );
  }
  return (
    <ol className="space-y-4">
      {list.map((item, index) => (
        <li key={item.question} className="rounded-2xl bg-stone-50 p-4">
          <p className="text-sm font-medium text-slate-600">
            {index + 1}. {item.question}
          </p>
          <p className="mt-1 font-semibold text-slate-900">{item.answer}</p>
        </li>
      ))}
    </ol>
  );
}

/** "Career Journey Progress": every day's questions and answers (product.md §2). */
export function JourneyAnswers({ quesAns }: { quesAns: PublicUser['quesAns'] | undefined }) {
  return (
    <div className="space-y-6">
      {JOURNEY_DAYS.map((day, index) => (
        <section
          key={day}
          aria-labelledby={`answers-${day}`}
          className="rounded-3xl bg-white p-5 ring-1 ring-slate-900/10 sm:p-6"
        >
          <h3 id={`answers-${day}`} className="text-lg font-bold text-slate-900">
            <FormattedMessage
              id="hub.stepHeading"
              values={{ step: index + 1, title: <FormattedMessage id={stepTitles[day]} /> }}
            />
          </h3>
          <div className="mt-4">
            <DayAnswers answers={(quesAns as Record<string, unknown> | undefined)?.[day]} />
          </div>
        </section>
      ))}
    </div>
  );
}
