import { FormattedMessage, useIntl } from 'react-intl';
import { signinSchema } from '@acp/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { useAppDispatch } from '@/app/hooks';
import { primaryButton, textLink } from '@/components/button-styles';
import { Modal } from '@/components/modal';
import { PasswordField, TextField } from '@/components/text-field';
import { useLogin } from '../hooks/use-login';
import { closeModal } from '../stores/modal-slice';
import { GoogleButton } from './google-button';
import { LegalNote } from './legal-note';
import { ModalSwitch } from './modal-switch';

/** The login modal of product.md §2. */
export function LoginModal() {
  const dispatch = useAppDispatch();
  const login = useLogin();
  const intl = useIntl();
  const {
    register,
    handleSubmit,
    formState: { errors, isValid, isSubmitting },
  } = useForm({
    resolver: zodResolver(signinSchema),
    mode: 'onChange',
    defaultValues: { email: '', password: '' },
  });
  const close = () => dispatch(closeModal());

  return (
    <Modal title={intl.formatMessage({ id: 'login.title' })} onClose={close}>
      <p className="mt-1 text-sm text-slate-600">
        <FormattedMessage id="login.subtitle" />
      </p>
      <form
        className="mt-6 space-y-4"
        noValidate
        onSubmit={(event) => void handleSubmit(login)(event)}
      >
        <TextField
          label={intl.formatMessage({ id: 'login.email' })}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label={intl.formatMessage({ id: 'login.password' })}
          autoComplete="current-password"
          placeholder={intl.formatMessage({ id: 'login.passwordPlaceholder' })}
          error={errors.password?.message}
          {...register('password')}
        />
        <div className="flex justify-end">
          <Link to="/forget-password" onClick={close} className={`text-sm ${textLink}`}>
            <FormattedMessage id="login.forgot" />
          </Link>
        </div>
        <button
          type="submit"
          disabled={!isValid || isSubmitting}
          className={`${primaryButton} w-full`}
        >
          <FormattedMessage id={isSubmitting ? 'auth.pleaseWait' : 'auth.continue'} />
        </button>
        <label className="flex items-start gap-2 text-sm text-slate-600">
          <input
            type="checkbox"
            name="newsletter"
            className="mt-0.5 size-4 rounded accent-indigo-600"
          />
          <FormattedMessage id="login.newsletter" />
        </label>
      </form>
      <GoogleButton />
      <ModalSwitch id="login.noAccount" to="signup" />
      <LegalNote />
    </Modal>
  );
}
