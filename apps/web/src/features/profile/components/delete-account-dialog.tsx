import { deleteAccountSchema, messages } from '@acp/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { secondaryButton } from '@/components/button-styles';
import { Modal } from '@/components/modal';
import { PasswordField, TextField } from '@/components/text-field';
import { toApiFailure } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useDeleteAccount } from '../hooks/use-delete-account';

const dangerButton =
  'inline-flex items-center justify-center gap-2 rounded-xl bg-rose-700 px-5 py-2.5 font-semibold text-white shadow-sm transition hover:bg-rose-800 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-rose-300 disabled:cursor-not-allowed disabled:opacity-70';

interface Account {
  email: string;
  /** Google-only accounts have no password to confirm with. */
  hasPassword: boolean;
}

/**
 * The server's schema, plus the checks the page can make before asking it; the shared messages
 * have none for an empty confirmation password, so the dialog words it (`passwordRequired`).
 */
function confirmationSchema(account: Account, passwordRequired: string) {
  return deleteAccountSchema.superRefine((value, context) => {
    if (value.email.toLowerCase() !== account.email.toLowerCase()) {
      context.addIssue({ code: 'custom', path: ['email'], message: messages.deleteEmailMismatch });
    }
    if (account.hasPassword && !value.password) {
      context.addIssue({ code: 'custom', path: ['password'], message: passwordRequired });
    }
  });
}

const confirmationFields = ['email', 'password'] as const;

/** "Delete my account": says what goes and what stays, then asks for the email (and password). */
export function DeleteAccountDialog({
  account,
  onClose,
}: {
  account: Account;
  onClose: () => void;
}) {
  const intl = useIntl();
  const deleteAccount = useDeleteAccount();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(
      confirmationSchema(account, intl.formatMessage({ id: 'profile.delete.passwordRequired' })),
    ),
    defaultValues: { email: '', password: '' },
  });

  const submit = handleSubmit(async ({ email, password }) => {
    try {
      await deleteAccount(account.hasPassword ? { email, password } : { email });
    } catch (error) {
      const { fields, message } = toApiFailure(error);
      const shown = confirmationFields.filter((name) => fields?.[name]);
      shown.forEach((name, index) =>
        setError(name, { message: fields?.[name] }, { shouldFocus: index === 0 }),
      );
      if (shown.length === 0) toast.error(message);
    }
  });

  return (
    <Modal title={intl.formatMessage({ id: 'profile.delete.title' })} onClose={onClose}>
      <div className="mt-3 space-y-3 text-slate-700">
        <p>
          <FormattedMessage id="profile.delete.what" />
        </p>
        <p>
          <FormattedMessage id="profile.delete.payment" />
        </p>
        <p className="text-sm text-slate-600">
          <FormattedMessage id="profile.delete.downloadFirst" />
        </p>
      </div>
      <form className="mt-6 space-y-4" noValidate onSubmit={(event) => void submit(event)}>
        <p className="text-sm text-slate-600">
          <FormattedMessage
            id={
              account.hasPassword
                ? 'profile.delete.confirmEmailPassword'
                : 'profile.delete.confirmEmail'
            }
            values={{
              email: account.email,
              strong: (chunks) => <strong className="break-all text-slate-900">{chunks}</strong>,
            }}
          />
        </p>
        <TextField
          label={intl.formatMessage({ id: 'profile.delete.email' })}
          type="email"
          autoComplete="off"
          error={errors.email?.message}
          {...register('email')}
        />
        {account.hasPassword ? (
          <PasswordField
            label={intl.formatMessage({ id: 'profile.delete.password' })}
            autoComplete="current-password"
            error={errors.password?.message}
            {...register('password')}
          />
        ) : null}
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <button type="button" onClick={onClose} className={secondaryButton}>
            <FormattedMessage id="profile.delete.cancel" />
          </button>
          <button type="submit" disabled={isSubmitting} className={dangerButton}>
            <FormattedMessage
              id={isSubmitting ? 'profile.delete.deleting' : 'profile.delete.confirm'}
            />
          </button>
        </div>
      </form>
    </Modal>
  );
}
