import { Link, useSearchParams } from 'react-router';
import { primaryButton } from '@/components/button-styles';
import { CardPage } from '@/components/card-page';
import { getErrorMessage } from '@/lib/api-error';
import { useUnsubscribeMutation } from '../api/account-api';

/**
 * /unsubscribe?token=…: the link at the end of every reminder. One click stops them, with no
 * login; nothing happens on a mere visit (mail scanners open links too).
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [unsubscribe, { data, error, isLoading }] = useUnsubscribeMutation();

  return (
    <CardPage
      title="Stop reminder emails"
      subtitle="We email you when your next step is ready. You can stop these emails here."
    >
      <div className="mt-6 space-y-4" aria-live="polite">
        {data ? (
          <p role="status" className="rounded-xl bg-emerald-50 p-4 text-emerald-900">
            {data.message}
          </p>
        ) : (
          <button
            type="button"
            disabled={isLoading || !token}
            onClick={() => void unsubscribe(token)}
            className={`${primaryButton} w-full`}
          >
            {isLoading ? 'Stopping…' : 'Stop reminder emails'}
          </button>
        )}
        {error ? (
          <p role="alert" className="rounded-xl bg-rose-50 p-4 text-rose-900">
            {getErrorMessage(error)}
          </p>
        ) : null}
        {!token ? (
          <p role="alert" className="rounded-xl bg-rose-50 p-4 text-rose-900">
            This link is incomplete. You can turn reminders off in your{' '}
            <Link to="/user/profile" className="font-medium underline underline-offset-2">
              profile
            </Link>
            .
          </p>
        ) : null}
      </div>
    </CardPage>
  );
}
