import { forgotPasswordSchema } from '@acp/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { getErrorMessage } from '@/lib/api-error';
import { primaryButton } from '@/components/button-styles';
import { TextField } from '@/components/text-field';
import { useForgotPasswordMutation } from '../api/auth-api';
import { CardPage } from '@/components/card-page';

/** /forget-password: asks for the email that receives the reset link. */
export function ForgotPasswordPage() {
  const [forgotPassword] = useForgotPasswordMutation();
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
    try {
      toast.success((await forgotPassword(email).unwrap()).message);
      reset();
    } catch (error) {
      toast.error(getErrorMessage(error));
    }
  };

  return (
    <CardPage title="Forgot your password?" subtitle="Enter your email id to reset password">
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
    </CardPage>
  );
}
