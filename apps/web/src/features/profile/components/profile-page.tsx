import { messages } from '@acp/shared';
import { useCurrentUser } from '@/lib/api/user-api';
import { primaryButton } from '@/components/button-styles';
import { DownloadIcon, MailIcon, PhoneIcon, UserIcon } from '@/components/icons';
import { ProgressWidget } from '@/components/progress-widget';
import { SupportCard } from '@/components/support-card';
import { dayProgressOf } from '@/lib/journey-progress';
import { JourneyAnswers } from './journey-answers';
import { RemindersSection } from './reminders-section';
import { YourDataSection } from './your-data-section';

const NOT_PROVIDED = 'Not provided';

function Avatar({ url }: { url: string | null | undefined }) {
  if (url) {
    return (
      <img
        src={url}
        alt="Your profile picture"
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
      aria-label="No profile picture"
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

  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 md:py-16">
      <h1 className="mb-6 text-sm font-semibold uppercase tracking-widest text-indigo-700">
        My Profile
      </h1>
      <section
        aria-label="Account"
        className="flex flex-col gap-6 rounded-3xl bg-gradient-to-br from-indigo-600 to-violet-600 p-6 text-white shadow-lg sm:flex-row sm:items-center sm:p-8"
      >
        <Avatar url={user?.avatar.url} />
        <div className="min-w-0">
          <p className="text-2xl font-extrabold tracking-tight sm:text-3xl">
            {user?.name || 'User Name'}
          </p>
          <dl className="mt-3 space-y-1.5 text-indigo-50">
            <div className="flex items-center gap-2">
              <dt>
                <MailIcon />
                <span className="sr-only">Email</span>
              </dt>
              <dd className="break-all">{user?.email || NOT_PROVIDED}</dd>
            </div>
            <div className="flex items-center gap-2">
              <dt>
                <PhoneIcon />
                <span className="sr-only">Phone</span>
              </dt>
              <dd>{user?.contact || NOT_PROVIDED}</dd>
            </div>
          </dl>
        </div>
      </section>

      {user?.showSupportCard ? <SupportCard className="mt-8" /> : null}

      <section aria-labelledby="journey-title" className="mt-10">
        <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
          <h2 id="journey-title" className="text-2xl font-extrabold tracking-tight text-slate-900">
            Career Journey Progress
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
          Your career PDF
        </h2>
        {user?.carrerPdfUrl ? (
          <a href={user.carrerPdfUrl} download className={`${primaryButton} mt-4`}>
            <DownloadIcon /> Download Your Career PDF
          </a>
        ) : (
          <p className="mt-2 text-slate-600">{messages.pdfMissing}</p>
        )}
      </section>

      {user ? <RemindersSection remindersOn={user.remindersOn} /> : null}
      {user ? <YourDataSection account={user} /> : null}
    </div>
  );
}
