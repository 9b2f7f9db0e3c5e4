import { FormattedMessage, useIntl } from 'react-intl';
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
  const intl = useIntl();
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
    <CardPage
      title={intl.formatMessage({ id: 'forgot.title' })}
      subtitle={intl.formatMessage({ id: 'forgot.subtitle' })}
    >
      <form
        className="mt-6 space-y-5"
        noValidate
        onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      >
        <TextField
          label={intl.formatMessage({ id: 'forgot.email' })}
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
          <FormattedMessage id={isSubmitting ? 'forgot.sending' : 'forgot.send'} />
        </button>
      </form>
    </CardPage>
  );
}
