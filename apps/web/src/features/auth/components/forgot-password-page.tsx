import { forgotPasswordSchema, messages } from '@acp/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { useAppDispatch } from '@/app/hooks';
import { primaryButton } from '@/components/button-styles';
import { TextField } from '@/components/text-field';
import { forgotPassword } from '../stores/auth-thunks';
import { AuthCard } from './auth-card';

/** /forget-password: asks for the email that receives the reset link. */
export function ForgotPasswordPage() {
  const dispatch = useAppDispatch();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isValid, isSubmitting },
  } = useForm({
    resolver: zodResolver(forgotPasswordSchema),
    mode: 'onChange',
    defaultValues: { email: '' },
  });

  const onSubmit = async ({ email }: { email: string }) => {
    const result = await dispatch(forgotPassword(email));
    if (forgotPassword.fulfilled.match(result)) {
      toast.success(result.payload.message);
      reset();
    } else {
      toast.error(result.payload?.message ?? messages.somethingWentWrong);
    }
  };

  return (
    <AuthCard title="Forgot your password?" subtitle="Enter your email id to reset password">
      <form
        className="mt-6 space-y-5"
        noValidate
        onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      >
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          error={errors.email?.message}
          {...register('email')}
        />
        <button
          type="submit"
          disabled={!isValid || isSubmitting}
          className={`${primaryButton} w-full`}
        >
          {isSubmitting ? 'Sending…' : 'Send Email'}
        </button>
      </form>
    </AuthCard>
  );
}
