import {
  EDUCATION_STAGES,
  educationStageSchema,
  LEFT_AT,
  SCHOOL_STREAMS,
  STAGE_LABELS,
  type EducationStage,
  type EducationStageKey,
  type MessageId,
  describeStage,
} from '@acp/shared';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { primaryButton, textLink } from '@/components/button-styles';
import { TextField } from '@/components/text-field';
import { getErrorMessage } from '@/lib/api-error';
import { useCurrentUser, useSaveStageMutation } from '@/lib/api/user-api';
import { journeyToast } from '@/lib/journey-toast';
import { useLocale, useTranslateMessage } from '@/lib/i18n/locale-provider';

/** Where the card is asked: its words say what the answer is for there. */
export type StagePlace = 'roadmap' | 'before-step-3';

/** The card's words where it is asked (catalogue keys `stage.<place>.*`). */
const WORDS: Readonly<
  Record<
    StagePlace,
    { heading: MessageId; intro: MessageId; save: MessageId; savedLead: MessageId }
  >
> = {
  roadmap: {
    heading: 'stage.roadmap.heading',
    intro: 'stage.roadmap.intro',
    save: 'stage.roadmap.save',
    savedLead: 'stage.roadmap.savedLead',
  },
  'before-step-3': {
    heading: 'stage.beforeStep3.heading',
    intro: 'stage.beforeStep3.intro',
    save: 'stage.beforeStep3.save',
    savedLead: 'stage.beforeStep3.savedLead',
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

/** The stage as typed so far, or the first thing still missing (a `stage.*` key or a rule). */
function stageFrom(
  stage: EducationStageKey | null,
  stream: (typeof SCHOOL_STREAMS)[number] | null,
  subject: string,
  leftAt: (typeof LEFT_AT)[number] | null,
): { stage: EducationStage } | { error: string } {
  if (!stage) return { error: 'stage.chooseStage' };
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
  if (stage === 'class-11-12' && !stream) return { error: 'stage.chooseStream' };
  if (stage === 'dropped-out' && !leftAt) return { error: 'stage.chooseLeftAt' };
  const parsed = educationStageSchema.safeParse(candidate);
  // A field's rule is a product message, worded like the others; else the card's own.
  if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? 'stage.check' };
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
  const intl = useIntl();
  const { locale } = useLocale();
  const labels = STAGE_LABELS[locale];
  const headingId = useId();
  // The card's own rules are catalogue keys; a server's answer or a field's rule is a message.
  const say = (text: string) =>
    text.startsWith('stage.') ? intl.formatMessage({ id: text as MessageId }) : translate(text);

  if (!user) return null;
  if (saved && !editing)
    return (
      <p className="rounded-2xl bg-indigo-50 px-5 py-3 text-slate-700">
        <FormattedMessage id={words.savedLead} />{' '}
        <span className="font-semibold">{describeStage(saved, labels)}</span>
        {locale === 'hi' ? '।' : '.'} {/* At least 44 px wide: "बदलें" is a short word. */}
        <button
          type="button"
          className={`${textLink} inline-flex min-h-11 min-w-11 items-center justify-center`}
          onClick={() => setEditing(true)}
        >
          <FormattedMessage id="stage.change" />
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
        <FormattedMessage id={words.heading} />
      </h2>
      <p className="mt-1 text-slate-600">
        <FormattedMessage id={words.intro} />
      </p>
      <Choices
        legend={intl.formatMessage({ id: 'stage.iAm' })}
        name="stage"
        options={EDUCATION_STAGES}
        labels={labels.stage}
        value={stage}
        onChange={setStage}
      />
      {stage === 'class-11-12' ? (
        <Choices
          legend={intl.formatMessage({ id: 'stage.myStream' })}
          name="stream"
          options={SCHOOL_STREAMS}
          labels={labels.stream}
          value={stream}
          onChange={setStream}
        />
      ) : null}
      {stage === 'dropped-out' ? (
        <Choices
          legend={intl.formatMessage({ id: 'stage.iStopped' })}
          name="leftAt"
          options={LEFT_AT}
          labels={labels.leftAt}
          value={leftAt}
          onChange={setLeftAt}
        />
      ) : null}
      {needsSubject ? (
        <TextField
          className="mt-5"
          label={intl.formatMessage({
            id:
              stage === 'working'
                ? 'stage.work'
                : stage === 'graduate'
                  ? 'stage.degree'
                  : 'stage.studying',
          })}
          value={subject}
          maxLength={80}
          onChange={(event) => setSubject(event.target.value)}
        />
      ) : null}
      {error ? (
        <p role="alert" className="mt-4 text-sm text-rose-700">
          {say(error)}
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap items-center gap-4">
        <button type="submit" className={primaryButton} disabled={saving}>
          <FormattedMessage id={saving ? 'stage.saving' : words.save} />
        </button>
        {saved ? (
          <button
            type="button"
            className={`${textLink} inline-flex min-h-11 items-center`}
            onClick={() => setEditing(false)}
          >
            <FormattedMessage id="stage.cancel" />
          </button>
        ) : null}
      </div>
    </form>
  );
}
