import { messages, resetPasswordFormSchema, type ResetPasswordForm } from '@acp/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from '@/lib/toast';
import { useAppDispatch } from '@/app/hooks';
import { primaryButton, textLink } from '@/components/button-styles';
import { PasswordField } from '@/components/text-field';
import { resetPassword, type AuthFailure } from '../stores/auth-thunks';
import { AuthCard } from './auth-card';

/** /reset-password/:token: sets a new password with the emailed token. */
export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<AuthFailure | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isValid, isSubmitting },
  } = useForm({
    resolver: zodResolver(resetPasswordFormSchema),
    mode: 'onChange',
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  const onSubmit = async ({ newPassword }: ResetPasswordForm) => {
    setFailure(null);
    const result = await dispatch(resetPassword({ token, newPassword }));
    if (resetPassword.fulfilled.match(result)) {
      toast.success(result.payload.message);
      void navigate('/');
    } else {
      const failed = result.payload ?? {
        message: messages.somethingWentWrong,
        code: '',
        status: 0,
      };
      setFailure(failed);
      toast.error(failed.message);
    }
  };

  return (
    <AuthCard
      title="Create New Password"
      subtitle="Choose a strong password you haven't used before."
    >
      <form
        className="mt-6 space-y-4"
        noValidate
        onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      >
        <PasswordField
          label="New Password"
          autoComplete="new-password"
          error={errors.newPassword?.message}
          {...register('newPassword', { deps: ['confirmPassword'] })}
        />
        <PasswordField
          label="Confirm Password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        {failure ? (
          <p role="alert" className="rounded-xl bg-rose-50 p-3 text-sm text-rose-800">
            {failure.message}{' '}
            {failure.code === 'invalid_token' ? (
              <Link to="/forget-password" className={textLink}>
                Request a new link
              </Link>
            ) : null}
          </p>
        ) : null}
        <button
          type="submit"
          disabled={!isValid || isSubmitting}
          className={`${primaryButton} w-full`}
        >
          {isSubmitting ? 'Saving…' : 'Reset Password'}
        </button>
      </form>
    </AuthCard>
  );
}
