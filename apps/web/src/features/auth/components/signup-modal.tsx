import { FormattedMessage, useIntl } from 'react-intl';
import {
  ageProblems,
  isMinor,
  SIGNUP_TOKEN_TTL_MS,
  signupSchema,
  type MessageId,
} from '@acp/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useAppDispatch } from '@/app/hooks';
import { primaryButton, textLink } from '@/components/button-styles';
import { Modal } from '@/components/modal';
import { useTranslateMessage } from '@/lib/i18n/locale-provider';
import { usePublicConfig } from '@/lib/public-config';
import { PasswordField, TextField } from '@/components/text-field';
import { useSignup } from '../hooks/use-signup';
import { closeModal } from '../stores/modal-slice';
import { GoogleButton } from './google-button';
import { LegalNote } from './legal-note';
import { ModalSwitch } from './modal-switch';
import { PasswordHint } from '@/components/password-hint';

type SignupField = keyof z.input<typeof signupSchema>;
const signupFields: readonly SignupField[] = [
  'name',
  'email',
  'password',
  'contact',
  'dateOfBirth',
  'parentEmail',
];

/** The signup rules plus the age rules on today's date (the server checks them again). */
const signupFormSchema = signupSchema.superRefine((values, ctx) => {
  for (const [field, message] of Object.entries(ageProblems(values, new Date()))) {
    ctx.addIssue({ code: 'custom', path: [field], message });
  }
});

/** The signup modal of product.md §2. */
export function SignupModal() {
  const dispatch = useAppDispatch();
  const signup = useSignup();
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isValid, isSubmitting },
  } = useForm({
    resolver: zodResolver(signupFormSchema),
    mode: 'onChange',
    defaultValues: {
      name: '',
      email: '',
      password: '',
      contact: '',
      dateOfBirth: '',
      parentEmail: '',
    },
  });
  const dateOfBirth = useWatch({ control, name: 'dateOfBirth' });
  const password = useWatch({ control, name: 'password' });
  // The parent's email is asked only of someone under 18.
  const minor = isMinor(dateOfBirth);

  const [sent, setSent] = useState<{ to: string; message: string } | null>(null);

  const onSubmit = async (values: z.output<typeof signupSchema>) => {
    const outcome = await signup(values);
    if (outcome.sent) {
      setSent({ to: values.email, message: outcome.message });
      return;
    }
    for (const field of signupFields) {
      const message = outcome.failure.fields?.[field];
      if (message) setError(field, { message });
    }
  };

  if (sent) {
    return (
      <Modal title={t('signup.title')} onClose={() => dispatch(closeModal())}>
        <CheckYourEmail
          to={sent.to}
          message={sent.message}
          onBack={() => setSent(null)}
          onClose={() => dispatch(closeModal())}
        />
      </Modal>
    );
  }

  return (
    <Modal title={t('signup.title')} onClose={() => dispatch(closeModal())}>
      <p className="mt-1 text-sm text-slate-600">
        <FormattedMessage id="signup.subtitle" />
      </p>
      <form
        className="mt-6 space-y-4"
        noValidate
        onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      >
        <TextField
          label={t('signup.name')}
          autoComplete="name"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label={t('signup.email')}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label={t('signup.password')}
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        {errors.password ? null : <PasswordHint password={password} />}
        <TextField
          label={t('signup.contact')}
          type="tel"
          autoComplete="tel"
          error={errors.contact?.message}
          {...register('contact')}
        />
        <TextField
          label={t('signup.dateOfBirth')}
          type="date"
          autoComplete="bday"
          max={new Date().toISOString().slice(0, 10)}
          error={errors.dateOfBirth?.message}
          {...register('dateOfBirth')}
        />
        {minor ? (
          <>
            <p className="text-sm text-slate-600">
              <FormattedMessage id="signup.minorNote" />
            </p>
            <TextField
              label={t('signup.parentEmail')}
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
          <FormattedMessage id={isSubmitting ? 'auth.pleaseWait' : 'auth.continue'} />
        </button>
      </form>
      <GoogleButton />
      <ModalSwitch id="signup.haveAccount" to="login" />
      <LegalNote />
    </Modal>
  );
}

interface CheckYourEmailProps {
  to: string;
  message: string;
  onBack: () => void;
  onClose: () => void;
}

/** After the signup form: the next step is in the email (the same answer for every address). */
function CheckYourEmail({ to, message, onBack, onClose }: CheckYourEmailProps) {
  const outbox = usePublicConfig()?.emailOutbox ?? false;
  const word = useTranslateMessage();
  return (
    <div role="status" className="mt-4">
      <h3 className="text-lg font-semibold text-slate-900">
        <FormattedMessage id="signup.almostThere" />
      </h3>
      <p className="mt-2 text-slate-700">{word(message)}</p>
      <p className="mt-3 rounded-xl bg-indigo-50 p-3 text-sm break-all text-indigo-900">
        <FormattedMessage
          id="signup.sentTo"
          values={{
            email: to,
            // The address as the person typed it, in either language.
            strong: (text) => <strong translate="no">{text}</strong>,
          }}
        />
      </p>
      <p className="mt-3 text-sm text-slate-600">
        <FormattedMessage
          id="signup.lookAround"
          values={{ hours: SIGNUP_TOKEN_TTL_MS / (60 * 60 * 1000) }}
        />
      </p>
      {outbox ? (
        <p className="mt-3 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
          <FormattedMessage id="signup.outbox" />
        </p>
      ) : null}
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <button type="button" onClick={onClose} className={`${primaryButton} w-full sm:flex-1`}>
          <FormattedMessage id="signup.ok" />
        </button>
        <button type="button" onClick={onBack} className={`${textLink} min-h-11 w-full sm:flex-1`}>
          <FormattedMessage id="signup.otherEmail" />
        </button>
      </div>
    </div>
  );
}
