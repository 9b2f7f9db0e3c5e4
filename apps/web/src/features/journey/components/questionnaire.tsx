import {
  buildAnswerFormSchema,
  fromQnaArray,
  questionsForDay,
  toQnaArray,
  type JourneyDay,
  type Qna,
} from '@acp/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { primaryButton } from '@/components/button-styles';
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

const DRAFT_STATUS_TEXT: Record<DraftStatus, string> = {
  idle: 'Your answers are kept as you go, so you can finish later.',
  saving: 'Keeping your answers…',
  saved: 'Your answers are kept. You can finish later, on any device.',
  failed: 'We could not keep your answers just now. They are still here; keep going.',
};

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
    formState: { errors },
  } = useForm<Record<string, string>>({
    mode: 'onChange',
    resolver: zodResolver(buildAnswerFormSchema(day)),
    defaultValues: fromQnaArray(day, initial),
  });
  const draft = useDraftAutosave(day, watch, !answered);

  if (busy) return <LoadingScreen />;

  const submit = handleSubmit((values) => {
    draft.settle();
    return onSubmit(toQnaArray(day, values));
  });

  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="mb-8 space-y-3">
        <div className="flex flex-wrap items-center gap-2">
          <Badge>Questions</Badge>
          {heading.step ? <Badge>{heading.step}</Badge> : null}
        </div>
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
          {heading.title}
        </h1>
        <p className="text-slate-600">
          {answered
            ? 'Your answers are saved. Here is what you told us.'
            : `${questions.length} questions. There are no right or wrong answers; go with your first instinct.`}
        </p>
      </header>
      {before && !answered ? <div className="mb-8">{before}</div> : null}
      <form noValidate onSubmit={(event) => void submit(event)}>
        <fieldset disabled={answered} className="space-y-8">
          <legend className="sr-only">{heading.title}</legend>
          {questions.map((question, index) => (
            <div
              key={question.key}
              className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-900/5 sm:p-6"
            >
              <QuestionField
                question={question}
                number={index + 1}
                register={register}
                error={errors[question.key]}
              />
            </div>
          ))}
        </fieldset>
        <div className="mt-10 flex justify-center">
          {answered ? (
            <Link to={resultPath} className={`${primaryButton} px-8 py-3 text-lg`}>
              MY INNER SYSTEM
            </Link>
          ) : (
            <button type="submit" className={`${primaryButton} px-8 py-3 text-lg`}>
              REVEAL MY INNER SYSTEM
            </button>
          )}
        </div>
        {answered ? null : (
          <p role="status" className="mt-4 text-center text-sm text-slate-600">
            {DRAFT_STATUS_TEXT[draft.status]}
          </p>
        )}
      </form>
    </section>
  );
}
