import { emailSchema, messages, type PublicUser } from '@acp/shared';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { primaryButton, secondaryButton } from '@/components/button-styles';
import { TextField } from '@/components/text-field';
import { getErrorMessage } from '@/lib/api-error';
import {
  useChangeParentEmailMutation,
  useCurrentUserQuery,
  useResendConsentMutation,
} from '@/lib/api/user-api';
import { toast } from '@/lib/toast';

/** Looks for the parent's OK this often while the screen is open. */
const CHECK_EVERY_MS = 10_000;

function ChangeParentEmail({ ownEmail, onDone }: { ownEmail: string; onDone: () => void }) {
  const intl = useIntl();
  const [changeEmail, { isLoading }] = useChangeParentEmailMutation();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = emailSchema.safeParse(value);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    if (parsed.data === ownEmail.toLowerCase()) {
      setError(messages.parentEmailSame);
      return;
    }
    try {
      const answer = await changeEmail(parsed.data).unwrap();
      toast.success(answer.message ?? 'Sent');
      onDone();
    } catch (failure) {
      setError(getErrorMessage(failure));
    }
  };

  return (
    <form className="mt-5 space-y-3 text-left" noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        label={intl.formatMessage({ id: 'journey.waiting.parentEmail' })}
        type="email"
        value={value}
        error={error}
        onChange={(event) => {
          setValue(event.target.value);
          setError(undefined);
        }}
      />
      <button type="submit" className={`${primaryButton} w-full`} disabled={isLoading}>
        <FormattedMessage id={isLoading ? 'journey.waiting.sending' : 'journey.waiting.sendHere'} />
      </button>
    </form>
  );
}

/**
 * Someone under 18 whose parent has not said OK yet (decision 014): nothing they answer is kept
 * until then. Says where the link went, sends it again, takes a corrected email, and moves on by
 * itself once the parent consents (the user is looked up every few seconds).
 */
export function WaitingForParent({ user, asPage = false }: { user: PublicUser; asPage?: boolean }) {
  useCurrentUserQuery(undefined, { pollingInterval: CHECK_EVERY_MS, skipPollingIfUnfocused: true });
  const [resend, { isLoading: resending }] = useResendConsentMutation();
  const [changing, setChanging] = useState(false);
  const intl = useIntl();
  const Heading = asPage ? 'h1' : 'h2';
  const sentAt = user.consentSentAt
    ? intl.formatTime(new Date(user.consentSentAt), { hour: 'numeric', minute: '2-digit' })
    : null;

  const sendAgain = async () => {
    try {
      const answer = await resend().unwrap();
      toast.success(answer.message ?? 'Sent');
    } catch (failure) {
      toast.error(getErrorMessage(failure));
    }
  };

  return (
    <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-amber-200 sm:p-8">
      <Heading
        className={`${asPage ? 'text-2xl sm:text-3xl' : 'text-xl'} font-bold tracking-tight text-slate-900`}
      >
        <FormattedMessage id="journey.waiting.title" />
      </Heading>
      <p className="mt-3 text-slate-700">
        <FormattedMessage
          id={sentAt ? 'journey.waiting.bodyAt' : 'journey.waiting.body'}
          values={{
            email: user.parentEmail,
            time: sentAt,
            strong: (chunks) => <strong className="break-all">{chunks}</strong>,
          }}
        />
      </p>
      <p className="mt-2 text-sm text-slate-600">
        <FormattedMessage id="journey.waiting.untilThen" />
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <button
          type="button"
          className={primaryButton}
          disabled={resending}
          onClick={() => void sendAgain()}
        >
          <FormattedMessage
            id={resending ? 'journey.waiting.sending' : 'journey.waiting.sendAgain'}
          />
        </button>
        <button
          type="button"
          className={secondaryButton}
          aria-expanded={changing}
          onClick={() => setChanging((open) => !open)}
        >
          <FormattedMessage id="journey.waiting.change" />
        </button>
      </div>
      {changing ? (
        <ChangeParentEmail ownEmail={user.email} onDone={() => setChanging(false)} />
      ) : null}
    </div>
  );
}
