import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { secondaryButton } from '@/components/button-styles';
import { DownloadIcon } from '@/components/icons';
import { dataExportUrl } from '../api/account-api';
import { DeleteAccountDialog } from './delete-account-dialog';

interface YourDataSectionProps {
  account: { email: string; hasPassword: boolean };
}

/** The person's control over their data: download everything, or delete the account. */
export function YourDataSection({ account }: YourDataSectionProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <section
      aria-labelledby="your-data-title"
      className="mt-10 rounded-3xl bg-white p-6 ring-1 ring-slate-900/10 sm:p-8"
    >
      <h2 id="your-data-title" className="text-xl font-bold text-slate-900">
        <FormattedMessage id="profile.data.title" />
      </h2>
      <p className="mt-2 text-slate-600">
        <FormattedMessage
          id="profile.data.body"
          values={{
            link: (chunks) => (
              <Link
                to="/privacy"
                className="font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900"
              >
                {chunks}
              </Link>
            ),
          }}
        />
      </p>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        {/* Same-origin and cookie-authenticated: the browser saves the server's attachment. */}
        <a href={dataExportUrl} download className={secondaryButton}>
          <DownloadIcon /> <FormattedMessage id="profile.data.download" />
        </a>
        <button
          type="button"
          onClick={() => setConfirming(true)}
          className="inline-flex items-center justify-center rounded-xl border border-rose-200 bg-white px-5 py-2.5 font-semibold text-rose-700 transition hover:border-rose-300 hover:bg-rose-50 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-rose-200"
        >
          <FormattedMessage id="profile.data.delete" />
        </button>
      </div>
      {confirming ? (
        <DeleteAccountDialog account={account} onClose={() => setConfirming(false)} />
      ) : null}
    </section>
  );
}
