import { messages } from '@acp/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import { useCurrentUser } from '@/lib/api/user-api';
import { primaryButton } from '@/components/button-styles';
import { DownloadIcon, MailIcon, PhoneIcon, UserIcon } from '@/components/icons';
import { ProgressWidget } from '@/components/progress-widget';
import { SupportCard } from '@/components/support-card';
import { useTranslateMessage } from '@/lib/i18n/locale-provider';
import { dayProgressOf } from '@/lib/journey-progress';
import { JourneyAnswers } from './journey-answers';
import { RemindersSection } from './reminders-section';
import { YourDataSection } from './your-data-section';

function Avatar({ url }: { url: string | null | undefined }) {
  const intl = useIntl();
  if (url) {
    return (
      <img
        src={url}
        alt={intl.formatMessage({ id: 'profile.picture' })}
        width={96}
        height={96}
        referrerPolicy="no-referrer"
        className="size-24 rounded-full object-cover ring-4 ring-white"
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={intl.formatMessage({ id: 'profile.noPicture' })}
      className="grid size-24 place-items-center rounded-full bg-indigo-100 text-5xl text-indigo-700 ring-4 ring-white"
    >
      <UserIcon />
    </span>
  );
}

/**
 * /user/profile (product.md §2): who you are, your progress, your answers and your PDF; the support
 * card when an answer asked for it; downloading or deleting your data.
 */
export function ProfilePage() {
  const { user } = useCurrentUser();
  const intl = useIntl();
  const translate = useTranslateMessage();
  const notProvided = intl.formatMessage({ id: 'profile.notProvided' });

  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 md:py-16">
      <h1 className="mb-6 text-sm font-semibold uppercase tracking-widest text-indigo-700">
        <FormattedMessage id="profile.title" />
      </h1>
      <section
        aria-label={intl.formatMessage({ id: 'profile.account' })}
        className="flex flex-col gap-6 rounded-3xl bg-gradient-to-br from-indigo-600 to-violet-600 p-6 text-white shadow-lg sm:flex-row sm:items-center sm:p-8"
      >
        <Avatar url={user?.avatar.url} />
        <div className="min-w-0">
          {/* The person's name and email stay as they wrote them, in either language. */}
          <p translate="no" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
            {user?.name || intl.formatMessage({ id: 'profile.fallbackName' })}
          </p>
          <dl className="mt-3 space-y-1.5 text-indigo-50">
            <div className="flex items-center gap-2">
              <dt>
                <MailIcon />
                <span className="sr-only">
                  <FormattedMessage id="profile.email" />
                </span>
              </dt>
              <dd translate={user?.email ? 'no' : undefined} className="break-all">
                {user?.email || notProvided}
              </dd>
            </div>
            <div className="flex items-center gap-2">
              <dt>
                <PhoneIcon />
                <span className="sr-only">
                  <FormattedMessage id="profile.phone" />
                </span>
              </dt>
              <dd>{user?.contact || notProvided}</dd>
            </div>
          </dl>
        </div>
      </section>

      {user?.showSupportCard ? <SupportCard className="mt-8" /> : null}

      <section aria-labelledby="journey-title" className="mt-10">
        <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
          <h2 id="journey-title" className="text-2xl font-extrabold tracking-tight text-slate-900">
            <FormattedMessage id="profile.progress" />
          </h2>
          <ProgressWidget steps={dayProgressOf(user?.quesAns)} />
        </div>
        <div className="mt-6">
          <JourneyAnswers quesAns={user?.quesAns} />
        </div>
      </section>

      <section
        aria-labelledby="pdf-title"
        className="mt-10 rounded-3xl bg-white p-6 ring-1 ring-slate-900/10 sm:p-8"
      >
        <h2 id="pdf-title" className="text-xl font-bold text-slate-900">
          <FormattedMessage id="profile.pdf" />
        </h2>
        {user?.carrerPdfUrl ? (
          <a href={user.carrerPdfUrl} download className={`${primaryButton} mt-4`}>
            <DownloadIcon /> <FormattedMessage id="profile.downloadPdf" />
          </a>
        ) : (
          <p className="mt-2 text-slate-600">{translate(messages.pdfMissing)}</p>
        )}
      </section>

      {user ? <RemindersSection remindersOn={user.remindersOn} /> : null}
      {user ? <YourDataSection account={user} /> : null}
    </div>
  );
}
