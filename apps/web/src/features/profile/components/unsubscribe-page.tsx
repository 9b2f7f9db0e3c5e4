import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { primaryButton } from '@/components/button-styles';
import { CardPage } from '@/components/card-page';
import { getErrorMessage } from '@/lib/api-error';
import { useTranslateMessage } from '@/lib/i18n/locale-provider';
import { useUnsubscribeMutation } from '../api/account-api';

/**
 * /unsubscribe?token=…: the link at the end of every reminder. One click stops them, with no
 * login; nothing happens on a mere visit (mail scanners open links too).
 */
export function UnsubscribePage() {
  const intl = useIntl();
  const translate = useTranslateMessage();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [unsubscribe, { data, error, isLoading }] = useUnsubscribeMutation();

  return (
    <CardPage
      title={intl.formatMessage({ id: 'profile.unsubscribe.title' })}
      subtitle={intl.formatMessage({ id: 'profile.unsubscribe.subtitle' })}
    >
      <div className="mt-6 space-y-4" aria-live="polite">
        {data ? (
          <p role="status" className="rounded-xl bg-emerald-50 p-4 text-emerald-900">
            {translate(data.message)}
          </p>
        ) : (
          <button
            type="button"
            disabled={isLoading || !token}
            onClick={() => void unsubscribe(token)}
            className={`${primaryButton} w-full`}
          >
            <FormattedMessage
              id={isLoading ? 'profile.unsubscribe.stopping' : 'profile.unsubscribe.stop'}
            />
          </button>
        )}
        {error ? (
          <p role="alert" className="rounded-xl bg-rose-50 p-4 text-rose-900">
            {translate(getErrorMessage(error))}
          </p>
        ) : null}
        {!token ? (
          <p role="alert" className="rounded-xl bg-rose-50 p-4 text-rose-900">
            <FormattedMessage
              id="profile.unsubscribe.incomplete"
              values={{
                link: (chunks) => (
                  <Link to="/user/profile" className="font-medium underline underline-offset-2">
                    {chunks}
                  </Link>
                ),
              }}
            />
          </p>
        ) : null}
      </div>
    </CardPage>
  );
}
