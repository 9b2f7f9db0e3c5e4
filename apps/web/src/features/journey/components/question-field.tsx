import {
  answerTooLongMessage,
  notAnOptionMessage,
  showQuestion,
  TEXT_ANSWER_MAX,
  type Question,
} from '@acp/shared';
import type { FieldError, UseFormRegister } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useLocale, useTranslateMessage } from '@/lib/i18n/locale-provider';

interface QuestionFieldProps {
  question: Question;
  number: number;
  register: UseFormRegister<Record<string, string>>;
  error: FieldError | undefined;
}

const choiceClass =
  'flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 text-slate-700 transition hover:border-indigo-300 has-[:checked]:border-indigo-500 has-[:checked]:bg-indigo-50 has-[:checked]:text-indigo-900 has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-indigo-200 has-[:disabled]:cursor-default';

/** A rule's message (the shared schema speaks English) in the language shown. */
function useAnswerRuleText(): (message: string) => string {
  const intl = useIntl();
  const translate = useTranslateMessage();
  return (message) => {
    if (message === notAnOptionMessage)
      return intl.formatMessage({ id: 'questionnaire.notAnOption' });
    if (message === answerTooLongMessage)
      return intl.formatMessage({ id: 'questionnaire.tooLong' }, { max: String(TEXT_ANSWER_MAX) });
    return translate(message);
  };
}

/**
 * One question of a step: a radio group, or a text box with its message under it. It shows the
 * question in the language shown; a radio's value stays the English option, which is what is
 * saved (decision 016).
 */
export function QuestionField({ question, number, register, error }: QuestionFieldProps) {
  const shown = showQuestion(question, useLocale().locale);
  const ruleText = useAnswerRuleText();
  const errorId = `${question.key}-error`;
  const message = error?.message ? (
    <p id={errorId} className="mt-2 text-sm text-rose-700">
      {ruleText(error.message)}
    </p>
  ) : null;

  if (shown.type === 'choice') {
    return (
      <fieldset aria-describedby={error ? errorId : undefined} className="min-w-0">
        <legend className="mb-3 text-lg font-semibold text-slate-900">
          {number}. {shown.text}
        </legend>
        <div className="grid gap-2">
          {shown.options.map((option) => (
            <label key={option.value} className={choiceClass}>
              <input
                type="radio"
                value={option.value}
                className="mt-1 size-4 shrink-0 accent-indigo-600"
                aria-invalid={error ? true : undefined}
                {...register(question.key)}
              />
              <span>{option.label}</span>
            </label>
          ))}
        </div>
        {message}
      </fieldset>
    );
  }

  const inputId = `${question.key}-answer`;
  return (
    <div>
      <label htmlFor={inputId} className="mb-3 block text-lg font-semibold text-slate-900">
        {number}. {shown.text}
      </label>
      <textarea
        id={inputId}
        rows={3}
        placeholder={shown.placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-slate-900 placeholder:text-slate-500 focus:border-indigo-500 focus:outline-none focus:ring-4 focus:ring-indigo-200 disabled:bg-slate-50 aria-[invalid=true]:border-rose-500"
        {...register(question.key)}
      />
      {message}
    </div>
  );
}
