import { FormattedMessage, useIntl } from 'react-intl';
import { translateMessage } from '@/lib/i18n/locale';
import { resetPasswordFormSchema, type ResetPasswordForm } from '@acp/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from '@/lib/toast';
import { toApiFailure, type ApiFailure } from '@/lib/api-error';
import { primaryButton, textLink } from '@/components/button-styles';
import { PasswordField } from '@/components/text-field';
import { PasswordHint } from '@/components/password-hint';
import { useResetPasswordMutation } from '../api/auth-api';
import { CardPage } from '@/components/card-page';

/** /reset-password/:token: sets a new password with the emailed token. */
export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const [resetPassword] = useResetPasswordMutation();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const intl = useIntl();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isValid, isSubmitting },
  } = useForm({
    resolver: zodResolver(resetPasswordFormSchema),
    mode: 'onChange',
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const newPassword = useWatch({ control, name: 'newPassword' });

  const onSubmit = async (values: ResetPasswordForm) => {
    setFailure(null);
    try {
      toast.success(
        (await resetPassword({ token, newPassword: values.newPassword }).unwrap()).message,
      );
      void navigate('/');
    } catch (error) {
      const failed = toApiFailure(error);
      // A breached password is refused by the server, beside its field.
      const fieldMessage = failed.fields?.newPassword;
      if (fieldMessage) setError('newPassword', { message: fieldMessage });
      setFailure(failed);
      toast.error(failed.message);
    }
  };

  return (
    <CardPage
      title={intl.formatMessage({ id: 'reset.title' })}
      subtitle={intl.formatMessage({ id: 'reset.subtitle' })}
    >
      <form
        className="mt-6 space-y-4"
        noValidate
        onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      >
        <PasswordField
          label={intl.formatMessage({ id: 'reset.newPassword' })}
          autoComplete="new-password"
          error={errors.newPassword?.message}
          {...register('newPassword', { deps: ['confirmPassword'] })}
        />
        {errors.newPassword ? null : <PasswordHint password={newPassword} />}
        <PasswordField
          label={intl.formatMessage({ id: 'reset.confirmPassword' })}
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        {failure ? (
          <p role="alert" className="rounded-xl bg-rose-50 p-3 text-sm text-rose-800">
            {translateMessage(failure.message)}{' '}
            {failure.code === 'invalid_token' ? (
              <Link to="/forget-password" className={textLink}>
                <FormattedMessage id="reset.newLink" />
              </Link>
            ) : null}
          </p>
        ) : null}
        <button
          type="submit"
          disabled={!isValid || isSubmitting}
          className={`${primaryButton} w-full`}
        >
          <FormattedMessage id={isSubmitting ? 'reset.saving' : 'reset.submit'} />
        </button>
      </form>
    </CardPage>
  );
}
