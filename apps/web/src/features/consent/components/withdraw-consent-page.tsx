import { useParams } from 'react-router';
import { getErrorMessage } from '@/lib/api-error';
import { useWithdrawConsentMutation, useWithdrawInfoQuery } from '../api/consent-api';
import { WideCardPage } from '@/components/wide-card-page';
import { useTranslateMessage } from '@/lib/i18n/locale-provider';

const DATE = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'Asia/Kolkata' });

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

  if (isLoading) {
    return (
      <WideCardPage title="Withdraw your consent">
        <p className="mt-6 text-slate-600" role="status">
          Loading…
        </p>
      </WideCardPage>
    );
  }
  if (!info) {
    return (
      <WideCardPage title="This link does not work">
        <p role="alert" className="mt-6 rounded-xl bg-amber-50 p-4 text-amber-900">
          {translate(getErrorMessage(error))}
        </p>
      </WideCardPage>
    );
  }
  if (withdrawing.isSuccess || info.withdrawnAt) {
    return (
      <WideCardPage title="Your consent is withdrawn">
        <p role="status" className="mt-6 rounded-xl bg-emerald-50 p-4 text-emerald-900">
          {withdrawing.data?.message ??
            `You withdrew your consent for ${info.childName} on ${DATE.format(new Date(info.withdrawnAt ?? info.givenAt))}.`}
        </p>
        <p className="mt-4 text-slate-700">
          Nothing new is kept for {info.childName} unless a parent or guardian gives consent again.
        </p>
      </WideCardPage>
    );
  }

  return (
    <WideCardPage
      title={`Withdraw your consent for ${info.childName}`}
      subtitle={`You gave it on ${DATE.format(new Date(info.givenAt))}.`}
    >
      <div className="mt-6 space-y-3 text-slate-700">
        <p>
          If you withdraw it, {info.childName}&apos;s answers, results, chosen career and career PDF
          on AI Career Path are erased at once. This cannot be undone.
        </p>
        <p>
          Their account stays, and nothing new is kept unless a parent or guardian gives consent
          again. A payment already made stays valid.
        </p>
        <p lang="hi">
          अनुमति वापस लेने पर {info.childName} के जवाब, नतीजे, चुना हुआ career और PDF तुरंत मिटा दिए जाएँगे। यह
          वापस नहीं हो सकता।
        </p>
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
        {withdrawing.isLoading ? 'Withdrawing…' : 'Withdraw consent and erase'}
      </button>
    </WideCardPage>
  );
}
