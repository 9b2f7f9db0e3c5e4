import { ageInputSchema, ageProblems, isMinor } from '@acp/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { z } from 'zod';
import { primaryButton } from '@/components/button-styles';
import { TextField } from '@/components/text-field';
import { getErrorMessage, toApiFailure } from '@/lib/api-error';
import { useSaveAgeMutation } from '@/lib/api/user-api';

/** The age rules on today's date, as the server checks them (the parent's email is not `email`). */
function ageFormSchema(email: string) {
  return ageInputSchema.superRefine((values, ctx) => {
    for (const [field, message] of Object.entries(ageProblems({ ...values, email }, new Date()))) {
      ctx.addIssue({ code: 'custom', path: [field], message });
    }
  });
}

/**
 * Asked once, before the first questionnaire, of an account that has no date of birth yet (made
 * before it was asked, or through Google): no answers are kept until it is given.
 */
export function AgeStep({ email }: { email: string }) {
  const intl = useIntl();
  const [saveAge] = useSaveAgeMutation();
  const schema = useMemo(() => ageFormSchema(email), [email]);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isValid, isSubmitting },
  } = useForm({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues: { dateOfBirth: '', parentEmail: '' },
  });
  const dateOfBirth = useWatch({ control, name: 'dateOfBirth' });
  const minor = isMinor(dateOfBirth);

  const onSubmit = async (values: z.output<typeof ageInputSchema>) => {
    try {
      await saveAge(values).unwrap();
    } catch (error) {
      const failure = toApiFailure(error);
      const field = failure.fields?.dateOfBirth ? 'dateOfBirth' : 'parentEmail';
      setError(field, { message: failure.fields?.[field] ?? getErrorMessage(error) });
    }
  };

  return (
    <section className="mx-auto w-full max-w-md px-4 py-12 sm:px-6">
      <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-900/5 sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">
          <FormattedMessage id="journey.age.title" />
        </h1>
        <p className="mt-2 text-slate-700">
          <FormattedMessage id="journey.age.body" />
        </p>
        <form
          className="mt-6 space-y-4"
          noValidate
          onSubmit={(event) => void handleSubmit(onSubmit)(event)}
        >
          <TextField
            label={intl.formatMessage({ id: 'journey.age.dateOfBirth' })}
            type="date"
            autoComplete="bday"
            max={new Date().toISOString().slice(0, 10)}
            error={errors.dateOfBirth?.message}
            {...register('dateOfBirth')}
          />
          {minor ? (
            <>
              <p className="text-sm text-slate-600">
                <FormattedMessage id="journey.age.minorNote" />
              </p>
              <TextField
                label={intl.formatMessage({ id: 'journey.age.parentEmail' })}
                type="email"
                error={errors.parentEmail?.message}
                {...register('parentEmail')}
              />
            </>
          ) : null}
          <button
            type="submit"
            disabled={!isValid || isSubmitting}
            className={`${primaryButton} w-full`}
          >
            <FormattedMessage id={isSubmitting ? 'journey.age.wait' : 'journey.age.continue'} />
          </button>
        </form>
      </div>
    </section>
  );
}
