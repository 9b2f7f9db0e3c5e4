import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { getErrorMessage } from '@/lib/api-error';
import { useWithdrawConsentMutation, useWithdrawInfoQuery } from '../api/consent-api';
import { WideCardPage } from '@/components/wide-card-page';
import { useLocale, useTranslateMessage } from '@/lib/i18n/locale-provider';

const DATE = { dateStyle: 'long', timeZone: 'Asia/Kolkata' } as const;

const dangerButton =
  'inline-flex min-h-11 w-full items-center justify-center rounded-xl bg-red-700 px-5 py-2.5 font-semibold text-white transition hover:bg-red-800 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-red-300 disabled:cursor-not-allowed disabled:opacity-60';

/**
 * /consent/withdraw/:token: the link in every email to a parent who consented. Withdrawing erases
 * the child's answers and results at once; the account waits for a new consent. In the app's
 * language, which the navbar's switch changes.
 */
export function WithdrawConsentPage() {
  const token = useParams().token ?? '';
  const translate = useTranslateMessage();
  const intl = useIntl();
  const { locale } = useLocale();
  const { data: info, error, isLoading } = useWithdrawInfoQuery(token);
  const [withdraw, withdrawing] = useWithdrawConsentMutation();

  if (isLoading) {
    return (
      <WideCardPage title={intl.formatMessage({ id: 'consent.withdraw.loadingTitle' })}>
        <p className="mt-6 text-slate-600" role="status">
          <FormattedMessage id="consent.loading" />
        </p>
      </WideCardPage>
    );
  }
  if (!info) {
    return (
      <WideCardPage title={intl.formatMessage({ id: 'consent.withdraw.deadTitle' })}>
        <p role="alert" className="mt-6 rounded-xl bg-amber-50 p-4 text-amber-900">
          {translate(getErrorMessage(error))}
        </p>
      </WideCardPage>
    );
  }
  // A name is not a word of either language: a page checked for stray English leaves it out.
  const name = <span translate="no">{info.childName}</span>;
  if (withdrawing.isSuccess || info.withdrawnAt) {
    const date = intl.formatDate(new Date(info.withdrawnAt ?? info.givenAt), DATE);
    return (
      <WideCardPage title={intl.formatMessage({ id: 'consent.withdraw.doneTitle' })}>
        <p role="status" className="mt-6 rounded-xl bg-emerald-50 p-4 text-emerald-900">
          {withdrawing.data ? (
            translate(withdrawing.data.message)
          ) : (
            <FormattedMessage id="consent.withdraw.withdrewOn" values={{ name, date }} />
          )}
        </p>
        <p className="mt-4 text-slate-700">
          <FormattedMessage id="consent.withdraw.nothingNew" values={{ name }} />
        </p>
      </WideCardPage>
    );
  }

  return (
    <WideCardPage
      title={<FormattedMessage id="consent.withdraw.title" values={{ name }} />}
      subtitle={intl.formatMessage(
        { id: 'consent.withdraw.givenOn' },
        { date: intl.formatDate(new Date(info.givenAt), DATE) },
      )}
    >
      <div className="mt-6 space-y-3 text-slate-700">
        <p>
          <FormattedMessage id="consent.withdraw.erased" values={{ name }} />
        </p>
        <p>
          <FormattedMessage id="consent.withdraw.accountStays" />
        </p>
        {/* A parent who reads Hindi first learns what is erased even before switching. */}
        {locale === 'en' ? (
          <p lang="hi">
            अनुमति वापस लेने पर <span translate="no">{info.childName}</span> के जवाब, नतीजे, चुना हुआ करियर
            और करियर PDF तुरंत मिटा दिए जाएँगे। यह वापस नहीं हो सकता।
          </p>
        ) : null}
      </div>
      {withdrawing.error ? (
        <p role="alert" className="mt-4 rounded-xl bg-red-50 p-3 text-red-800">
          {translate(getErrorMessage(withdrawing.error))}
        </p>
      ) : null}
      <button
        type="button"
        className={`${dangerButton} mt-6`}
        disabled={withdrawing.isLoading}
        onClick={() => void withdraw(token)}
      >
        {intl.formatMessage({
          id: withdrawing.isLoading ? 'consent.withdraw.withdrawing' : 'consent.withdraw.button',
        })}
      </button>
    </WideCardPage>
  );
}
