import {
  EDUCATION_STAGE_LABELS,
  EDUCATION_STAGES,
  educationStageSchema,
  LEFT_AT,
  LEFT_AT_LABELS,
  SCHOOL_STREAM_LABELS,
  SCHOOL_STREAMS,
  type EducationStage,
  type EducationStageKey,
  describeStage,
} from '@acp/shared';
import { useId, useState, type FormEvent } from 'react';
import { primaryButton, textLink } from '@/components/button-styles';
import { TextField } from '@/components/text-field';
import { getErrorMessage } from '@/lib/api-error';
import { useCurrentUser, useSaveStageMutation } from '@/lib/api/user-api';
import { journeyToast } from '@/lib/journey-toast';
import { useTranslateMessage } from '@/lib/i18n/locale-provider';

/** Where the card is asked: its words say what the answer is for there. */
export type StagePlace = 'roadmap' | 'before-step-3';

const WORDS: Readonly<
  Record<StagePlace, { heading: string; intro: string; save: string; savedLead: string }>
> = {
  roadmap: {
    heading: 'Where are you now?',
    intro:
      'Your roadmap will start from here: a Class 10 student starts with the stream, a graduate with the way in open to graduates.',
    save: 'Save and update my roadmap',
    savedLead: 'Your roadmap starts from:',
  },
  'before-step-3': {
    heading: 'Before Step 3: where are you now?',
    intro:
      'One question so your career roadmap starts from where you are, not from the beginning. You can change it later.',
    save: 'Save',
    savedLead: 'Your roadmap will start from:',
  },
};

const choiceClass =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-2.5 text-slate-800 transition hover:border-indigo-300 has-[:checked]:border-indigo-500 has-[:checked]:bg-indigo-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-400';

function Choices<T extends string>({
  legend,
  name,
  options,
  labels,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: readonly T[];
  labels: Readonly<Record<T, string>>;
  value: T | null;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="mt-5">
      <legend className="text-sm font-semibold text-slate-800">{legend}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label key={option} className={choiceClass}>
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="h-4 w-4 accent-indigo-600"
            />
            {labels[option]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The stage as typed so far, or the first thing still missing. */
function stageFrom(
  stage: EducationStageKey | null,
  stream: (typeof SCHOOL_STREAMS)[number] | null,
  subject: string,
  leftAt: (typeof LEFT_AT)[number] | null,
): { stage: EducationStage } | { error: string } {
  if (!stage) return { error: 'Please choose where you are now.' };
  const candidate =
    stage === 'class-11-12'
      ? { stage, stream }
      : stage === 'college' || stage === 'graduate'
        ? { stage, subject }
        : stage === 'working'
          ? subject.trim()
            ? { stage, subject }
            : { stage }
          : stage === 'dropped-out'
            ? { stage, leftAt }
            : { stage };
  if (stage === 'class-11-12' && !stream) return { error: 'Please choose your stream.' };
  if (stage === 'dropped-out' && !leftAt) return { error: 'Please choose when you stopped.' };
  const parsed = educationStageSchema.safeParse(candidate);
  if (!parsed.success)
    return { error: parsed.error.issues[0]?.message ?? 'Please check your answer.' };
  return { stage: parsed.data };
}

/**
 * "Where are you now?": asked once, before Step 3 and again on the roadmap page while it is not
 * known; the roadmap then starts from there (a Class 10 student with the stream, a graduate with
 * the entry open to graduates).
 */
export function StageCard({
  onSaved,
  place = 'roadmap',
}: {
  onSaved?: () => void;
  place?: StagePlace;
}) {
  const words = WORDS[place];
  const { user } = useCurrentUser();
  const [saveStage, { isLoading: saving }] = useSaveStageMutation();
  const saved = user?.educationStage ?? null;
  const [editing, setEditing] = useState(saved === null);
  const [stage, setStage] = useState<EducationStageKey | null>(saved?.stage ?? null);
  const [stream, setStream] = useState<(typeof SCHOOL_STREAMS)[number] | null>(
    saved?.stage === 'class-11-12' ? saved.stream : null,
  );
  const [subject, setSubject] = useState(saved && 'subject' in saved ? (saved.subject ?? '') : '');
  const [leftAt, setLeftAt] = useState<(typeof LEFT_AT)[number] | null>(
    saved?.stage === 'dropped-out' ? saved.leftAt : null,
  );
  const [error, setError] = useState<string | undefined>();
  const translate = useTranslateMessage();
  const headingId = useId();

  if (!user) return null;
  if (saved && !editing)
    return (
      <p className="rounded-2xl bg-indigo-50 px-5 py-3 text-slate-700">
        {words.savedLead} <span className="font-semibold">{describeStage(saved)}</span>.{' '}
        <button
          type="button"
          className={`${textLink} inline-flex min-h-11 items-center`}
          onClick={() => setEditing(true)}
        >
          Change
        </button>
      </p>
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = stageFrom(stage, stream, subject, leftAt);
    if ('error' in result) {
      setError(result.error);
      return;
    }
    setError(undefined);
    try {
      const { message } = await saveStage(result.stage).unwrap();
      journeyToast.success(message);
      setEditing(false);
      onSaved?.();
    } catch (failure) {
      setError(getErrorMessage(failure));
    }
  };

  const needsSubject = stage === 'college' || stage === 'graduate' || stage === 'working';
  return (
    <form
      onSubmit={(event) => void submit(event)}
      aria-labelledby={headingId}
      noValidate
      className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-indigo-100 sm:p-8"
    >
      <h2 id={headingId} className="text-xl font-bold text-slate-900">
        {words.heading}
      </h2>
      <p className="mt-1 text-slate-600">{words.intro}</p>
      <Choices
        legend="I am…"
        name="stage"
        options={EDUCATION_STAGES}
        labels={EDUCATION_STAGE_LABELS}
        value={stage}
        onChange={setStage}
      />
      {stage === 'class-11-12' ? (
        <Choices
          legend="My stream"
          name="stream"
          options={SCHOOL_STREAMS}
          labels={SCHOOL_STREAM_LABELS}
          value={stream}
          onChange={setStream}
        />
      ) : null}
      {stage === 'dropped-out' ? (
        <Choices
          legend="I stopped…"
          name="leftAt"
          options={LEFT_AT}
          labels={LEFT_AT_LABELS}
          value={leftAt}
          onChange={setLeftAt}
        />
      ) : null}
      {needsSubject ? (
        <TextField
          className="mt-5"
          label={
            stage === 'working'
              ? 'What work do you do? (optional)'
              : stage === 'graduate'
                ? 'Your degree and subject (for example B.Com, BTech Mechanical)'
                : 'What are you studying? (for example B.Com, BTech Mechanical)'
          }
          value={subject}
          maxLength={80}
          onChange={(event) => setSubject(event.target.value)}
        />
      ) : null}
      {error ? (
        <p role="alert" className="mt-4 text-sm text-rose-700">
          {translate(error)}
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap items-center gap-4">
        <button type="submit" className={primaryButton} disabled={saving}>
          {saving ? 'Saving…' : words.save}
        </button>
        {saved ? (
          <button
            type="button"
            className={`${textLink} inline-flex min-h-11 items-center`}
            onClick={() => setEditing(false)}
          >
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}
