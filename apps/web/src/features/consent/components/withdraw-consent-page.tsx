import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { getErrorMessage } from '@/lib/api-error';
import { useWithdrawConsentMutation, useWithdrawInfoQuery } from '../api/consent-api';
import { WideCardPage } from '@/components/wide-card-page';
import { useLocale, useTranslateMessage } from '@/lib/i18n/locale-provider';

/** A date as India writes it, in the language shown. */
const DATES = {
  en: new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'Asia/Kolkata' }),
  hi: new Intl.DateTimeFormat('hi-IN', { dateStyle: 'long', timeZone: 'Asia/Kolkata' }),
};

const dangerButton =
  'inline-flex min-h-11 w-full items-center justify-center rounded-xl bg-red-700 px-5 py-2.5 font-semibold text-white transition hover:bg-red-800 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-red-300 disabled:cursor-not-allowed disabled:opacity-60';

/**
 * /consent/withdraw/:token: the link in every email to a parent who consented. Withdrawing erases
 * the child's answers and results at once; the account waits for a new consent.
 */
export function WithdrawConsentPage() {
  const token = useParams().token ?? '';
  const translate = useTranslateMessage();
  const { data: info, error, isLoading } = useWithdrawInfoQuery(token);
  const [withdraw, withdrawing] = useWithdrawConsentMutation();
  const intl = useIntl();
  const { locale } = useLocale();
  const DATE = DATES[locale];

  if (isLoading) {
    return (
      <WideCardPage title={intl.formatMessage({ id: 'consent.withdraw.title' })}>
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
  if (withdrawing.isSuccess || info.withdrawnAt) {
    return (
      <WideCardPage title={intl.formatMessage({ id: 'consent.withdraw.doneTitle' })}>
        <p role="status" className="mt-6 rounded-xl bg-emerald-50 p-4 text-emerald-900">
          {withdrawing.data?.message
            ? translate(withdrawing.data.message)
            : intl.formatMessage(
                { id: 'consent.withdraw.withdrewOn' },
                {
                  name: info.childName,
                  date: DATE.format(new Date(info.withdrawnAt ?? info.givenAt)),
                },
              )}
        </p>
        <p className="mt-4 text-slate-700">
          <FormattedMessage id="consent.withdraw.nothingNew" values={{ name: info.childName }} />
        </p>
      </WideCardPage>
    );
  }

  return (
    <WideCardPage
      title={intl.formatMessage({ id: 'consent.withdraw.titleFor' }, { name: info.childName })}
      subtitle={intl.formatMessage(
        { id: 'consent.withdraw.gaveOn' },
        { date: DATE.format(new Date(info.givenAt)) },
      )}
    >
      <div className="mt-6 space-y-3 text-slate-700">
        <p>
          <FormattedMessage id="consent.withdraw.erased" values={{ name: info.childName }} />
        </p>
        <p>
          <FormattedMessage id="consent.withdraw.stays" />
        </p>
        {/* In English the page says it in Hindi too; in Hindi it is said above. */}
        {locale === 'hi' ? null : (
          <p lang="hi">
            अनुमति वापस लेने पर {info.childName} के जवाब, नतीजे, चुना हुआ career और PDF तुरंत मिटा दिए जाएँगे।
            यह वापस नहीं हो सकता।
          </p>
        )}
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
        <FormattedMessage
          id={withdrawing.isLoading ? 'consent.withdraw.withdrawing' : 'consent.withdraw.button'}
        />
      </button>
    </WideCardPage>
  );
}
