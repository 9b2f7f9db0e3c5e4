import {
  buildAnswerFormSchema,
  fromQnaArray,
  questionsForDay,
  toQnaArray,
  type JourneyDay,
  type MessageId,
  type Qna,
  type Question,
} from '@acp/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { primaryButton, secondaryButton } from '@/components/button-styles';
import { useCurrentUser } from '@/lib/api/user-api';
import { useDraftsQuery } from '../api/journey-api';
import { useDraftAutosave, type DraftStatus } from '../hooks/use-draft-autosave';
import { LoadingScreen } from './loading-screen';
import { QuestionField } from './question-field';

export interface StepHeading {
  /** The small label above, e.g. "Step 02"; Step 1 carries it in its title. */
  step?: string;
  title: string;
}

interface QuestionnaireProps {
  day: JourneyDay;
  heading: StepHeading;
  /** Where "MY INNER SYSTEM" leads once the step is answered. */
  resultPath: string;
  /** The step's submit flow; resolves when it is over (it navigates away on success). */
  onSubmit: (qnaArray: Qna[]) => Promise<void>;
  /** The flow is under way: the loading screen shows instead of the form. */
  busy: boolean;
  /** Shown between the heading and the questions while the step is not yet answered. */
  before?: ReactNode;
}

function Badge({ children }: { children: ReactNode }) {
  return (
    <span className="inline-block rounded-full bg-indigo-100 px-3 py-1 text-xs font-bold uppercase tracking-widest text-indigo-800">
      {children}
    </span>
  );
}

/**
 * The step's schema over the form's values. A radio group that was visited but not chosen reads
 * as null in react-hook-form; it is an unanswered radio, "" (product.md §5).
 */
function answersResolver(day: JourneyDay): Resolver<Record<string, string>> {
  const resolve = zodResolver(buildAnswerFormSchema(day));
  return (values, context, options) => {
    const answers = Object.fromEntries(
      Object.entries(values).map(([key, value]) => [key, value ?? '']),
    );
    return resolve(answers, context, options);
  };
}

const questionCard = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-900/5 sm:p-6';

/** "Question 3 of 12" and its bar. */
function QuestionProgress({ index, total }: { index: number; total: number }) {
  const labelId = useId();
  const label = useIntl().formatMessage(
    { id: 'questionnaire.progress' },
    { current: index + 1, total },
  );
  return (
    <div>
      <p id={labelId} className="text-sm font-semibold text-slate-700">
        {label}
      </p>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={index + 1}
        aria-valuetext={label}
        className="mt-2 h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-indigo-600 to-violet-600 transition-[width] duration-300"
          style={{ width: `${((index + 1) / total) * 100}%` }}
        />
      </div>
    </div>
  );
}

/**
 * One question at a time: it starts at the first question not yet answered (a restored draft
 * goes on where it stopped), and after each move focus goes to the new question's field.
 */
function useQuestionStepper(questions: readonly Question[], values: Record<string, string>) {
  const [index, setIndex] = useState(() => {
    const open = questions.findIndex((question) => !values[question.key]?.trim());
    return open < 0 ? questions.length - 1 : open;
  });
  const questionRef = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) return;
    const shown = questionRef.current?.querySelector(`[data-question="${index}"]`);
    shown?.querySelector<HTMLElement>('input:checked, input, textarea')?.focus();
  }, [index]);
  const go = useCallback(
    (to: number) => {
      moved.current = true;
      setIndex(Math.max(0, Math.min(questions.length - 1, to)));
    },
    [questions.length],
  );
  return { index, go, questionRef };
}

const DRAFT_STATUS_TEXT = {
  idle: 'questionnaire.draft.idle',
  saving: 'questionnaire.draft.saving',
  saved: 'questionnaire.draft.saved',
  failed: 'questionnaire.draft.failed',
} as const satisfies Record<DraftStatus, MessageId>;

/**
 * A step's questionnaire (product.md §2): the shared catalogue, validated on change, prefilled from
 * saved answers (matched by question text) with a link to the result instead of the button.
 * Before submission it starts from the person's draft and keeps it as they answer.
 */
export function Questionnaire(props: QuestionnaireProps) {
  const saved = useCurrentUser().user?.quesAns[props.day] ?? [];
  const answered = saved.length > 0;
  const drafts = useDraftsQuery(undefined, { skip: answered });
  // A draft that cannot be read leaves an empty form: answering still works.
  if (!answered && drafts.isLoading) return <LoadingScreen />;
  const initial = answered ? saved : (drafts.data?.drafts[props.day] ?? []);
  return <QuestionnaireForm {...props} answered={answered} initial={initial} />;
}

function QuestionnaireForm({
  day,
  heading,
  resultPath,
  onSubmit,
  busy,
  before,
  answered,
  initial,
}: QuestionnaireProps & { answered: boolean; initial: Qna[] }) {
  const questions = questionsForDay(day);

  const {
    register,
    handleSubmit,
    watch,
    trigger,
    formState: { errors },
  } = useForm<Record<string, string>>({
    mode: 'onChange',
    resolver: answersResolver(day),
    defaultValues: fromQnaArray(day, initial),
  });
  const draft = useDraftAutosave(day, watch, !answered);
  const { index, go, questionRef } = useQuestionStepper(questions, fromQnaArray(day, initial));

  if (busy) return <LoadingScreen />;

  const submit = handleSubmit(
    (values) => {
      draft.settle();
      return onSubmit(toQnaArray(day, values));
    },
    // A restored draft may hold an answer that is no longer valid: show that question.
    (invalid) => {
      const first = questions.findIndex((question) => invalid[question.key]);
      if (first >= 0) go(first);
    },
  );
  const current = questions[index] ?? questions[0];
  const isLast = index === questions.length - 1;
  const next = async () => {
    if (current && (await trigger(current.key))) go(index + 1);
  };

  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="mb-8 space-y-3">
        <div className="flex flex-wrap items-center gap-2">
          <Badge>
            <FormattedMessage id="questionnaire.badge" />
          </Badge>
          {heading.step ? <Badge>{heading.step}</Badge> : null}
        </div>
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
          {heading.title}
        </h1>
        <p className="text-slate-600">
          {answered ? (
            <FormattedMessage id="questionnaire.answered" />
          ) : (
            <FormattedMessage id="questionnaire.intro" values={{ count: questions.length }} />
          )}
        </p>
      </header>
      {before && !answered ? <div className="mb-8">{before}</div> : null}
      {answered ? (
        <div>
          <fieldset disabled className="space-y-8">
            <legend className="sr-only">{heading.title}</legend>
            {questions.map((question, position) => (
              <div key={question.key} className={questionCard}>
                <QuestionField
                  question={question}
                  number={position + 1}
                  register={register}
                  error={undefined}
                />
              </div>
            ))}
          </fieldset>
          <div className="mt-10 flex justify-center">
            <Link to={resultPath} className={`${primaryButton} px-8 py-3 text-lg`}>
              <FormattedMessage id="questionnaire.seeResult" />
            </Link>
          </div>
        </div>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            // Enter on a question before the last moves on; only the last one submits.
            if (isLast) void submit(event);
            else {
              event.preventDefault();
              void next();
            }
          }}
        >
          <QuestionProgress index={index} total={questions.length} />
          {/* Every question stays in the form (its answer with it); only the current one shows. */}
          <div ref={questionRef}>
            {questions.map((question, position) => (
              <div
                key={question.key}
                data-question={position}
                hidden={position !== index}
                className={`${questionCard} mt-6`}
              >
                <QuestionField
                  question={question}
                  number={position + 1}
                  register={register}
                  error={errors[question.key]}
                />
              </div>
            ))}
          </div>
          <div className="mt-8 flex items-center justify-between gap-4">
            <button
              type="button"
              onClick={() => go(index - 1)}
              disabled={index === 0}
              className={`${secondaryButton} min-w-28 disabled:invisible`}
            >
              <FormattedMessage id="questionnaire.back" />
            </button>
            {isLast ? (
              // Its own element (a key): the Next just clicked must not turn into a submit button
              // before the browser finishes that click, or the click would submit the form.
              <button
                key="reveal"
                type="submit"
                className={`${primaryButton} px-6 py-3 sm:px-8 sm:text-lg`}
              >
                <FormattedMessage id="questionnaire.reveal" />
              </button>
            ) : (
              <button
                key="next"
                type="button"
                onClick={() => void next()}
                className={`${primaryButton} min-w-28`}
              >
                <FormattedMessage id="questionnaire.next" />
              </button>
            )}
          </div>
          <p role="status" className="mt-6 text-center text-sm text-slate-600">
            <FormattedMessage id={DRAFT_STATUS_TEXT[draft.status]} />
          </p>
        </form>
      )}
    </section>
  );
}
