import { ageProblems, isMinor, signupSchema } from '@acp/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useAppDispatch } from '@/app/hooks';
import { primaryButton, textLink } from '@/components/button-styles';
import { Modal } from '@/components/modal';
import { PasswordField, TextField } from '@/components/text-field';
import { useSignup } from '../hooks/use-signup';
import { closeModal, openModal } from '../stores/modal-slice';
import { GoogleButton } from './google-button';
import { LegalNote } from './legal-note';
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

  const onSubmit = async (values: z.output<typeof signupSchema>) => {
    const failure = await signup(values);
    for (const field of signupFields) {
      const message = failure?.fields?.[field];
      if (message) setError(field, { message });
    }
  };

  return (
    <Modal title="Sign up to AI Career Path" onClose={() => dispatch(closeModal())}>
      <p className="mt-1 text-sm text-slate-600">Three short steps to a career that fits you.</p>
      <form
        className="mt-6 space-y-4"
        noValidate
        onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      >
        <TextField
          label="User Name"
          autoComplete="name"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label="Email Address"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        {errors.password ? null : <PasswordHint password={password} />}
        <TextField
          label="Contact"
          type="tel"
          autoComplete="tel"
          error={errors.contact?.message}
          {...register('contact')}
        />
        <TextField
          label="Date of Birth"
          type="date"
          autoComplete="bday"
          max={new Date().toISOString().slice(0, 10)}
          error={errors.dateOfBirth?.message}
          {...register('dateOfBirth')}
        />
        {minor ? (
          <>
            <p className="text-sm text-slate-600">
              You are under 18, so we also ask for a parent&apos;s or guardian&apos;s email.
            </p>
            <TextField
              label="Parent's or Guardian's Email"
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
          {isSubmitting ? 'Please wait…' : 'Continue'}
        </button>
      </form>
      <GoogleButton />
      <p className="mt-6 text-center text-sm text-slate-600">
        Already have an account?{' '}
        <button type="button" onClick={() => dispatch(openModal('login'))} className={textLink}>
          Login
        </button>
      </p>
      <LegalNote />
    </Modal>
  );
}
