import { FormattedMessage, useIntl } from 'react-intl';
import { useState } from 'react';
import { Link } from 'react-router';
import { primaryButton, secondaryButton, textLink } from '@/components/button-styles';
import { CheckIcon, DownloadIcon, LockIcon } from '@/components/icons';
import { Spinner } from '@/components/spinner';
import { SupportCard } from '@/components/support-card';
import { SupportCheckIn } from '@/components/support-check-in';
import { useCurrentUser } from '@/lib/api/user-api';
import { useCountdown } from '../hooks/use-countdown';
import { useProgressStatus } from '../hooks/use-progress-status';
import { formatHms, localUnlockTime } from '../lib/countdown';
import { journeyPlan, type NextAction, type PlanStep } from '../lib/journey-plan';
import { AgeStep } from './age-step';
import { ShareWithParent } from './share-with-parent';
import { WaitingForParent } from './waiting-for-parent';
import { CareerAimsCard } from './career-aims-card';

function WaitCountdown({ step, unlockAtMs }: { step: 2 | 3; unlockAtMs: number }) {
  const remaining = useCountdown(unlockAtMs);
  const intl = useIntl();
  if (remaining <= 0) {
    return (
      <Link to={`/user/day${step}`} className={`${primaryButton} px-8 py-3 text-lg`}>
        <FormattedMessage id="hub.takeStep" values={{ step }} />
      </Link>
    );
  }
  const time = formatHms(remaining);
  return (
    <p className="text-slate-700">
      <FormattedMessage
        id="hub.opensIn"
        values={{
          step,
          time: (
            <span
              role="timer"
              aria-label={intl.formatMessage({ id: 'hub.opensIn' }, { step, time })}
              className="font-mono text-2xl font-bold tabular-nums text-indigo-700"
            >
              {time}
            </span>
          ),
        }}
      />
      <span className="mt-1 block text-sm text-slate-600">
        <FormattedMessage id="hub.emailWhenReady" />
      </span>
    </p>
  );
}

function NextPanel({ next }: { next: NextAction }) {
  return (
    <div className="mt-8 rounded-3xl bg-white p-6 text-center shadow-sm ring-1 ring-indigo-100 sm:p-8">
      <h2 className="text-sm font-bold uppercase tracking-widest text-indigo-700">
        <FormattedMessage id="hub.next" />
      </h2>
      <div className="mt-4">
        {next.kind === 'go' ? (
          <Link to={next.to} className={`${primaryButton} px-8 py-3 text-lg`}>
            <FormattedMessage id={next.label} values={next.values} />
          </Link>
        ) : (
          <WaitCountdown step={next.step} unlockAtMs={next.unlockAtMs} />
        )}
      </div>
    </div>
  );
}

function StepCard({ step, parentFirst }: { step: PlanStep; parentFirst: boolean }) {
  const remaining = useCountdown(step.state.kind === 'waiting' ? step.state.unlockAtMs : null);
  const done = step.state.kind === 'done';
  // Waiting for a parent's OK: no step opens before it.
  const open =
    !parentFirst &&
    (step.state.kind === 'open' || (step.state.kind === 'waiting' && remaining <= 0));
  const linkClass = `${textLink} inline-flex min-h-11 items-center`;
  let status;
  if (done) {
    status = (
      <span className="font-semibold text-emerald-700">
        <FormattedMessage id="hub.done" />
      </span>
    );
  } else if (open) {
    status = (
      <span className="font-semibold text-indigo-700">
        <FormattedMessage id="hub.openNow" />
      </span>
    );
  } else if (parentFirst && step.state.kind === 'open') {
    status = (
      <span className="inline-flex items-center gap-1.5 text-slate-600">
        <LockIcon /> <FormattedMessage id="hub.afterParent" />
      </span>
    );
  } else if (step.state.kind === 'waiting') {
    status = (
      <span className="text-slate-600">
        <FormattedMessage id="hub.opensInShort" values={{ time: formatHms(remaining) }} />
      </span>
    );
  } else {
    status = (
      <span className="inline-flex items-center gap-1.5 text-slate-600">
        <LockIcon /> <FormattedMessage id="hub.afterStep" values={{ step: step.number - 1 }} />
      </span>
    );
  }

  return (
    <li className="flex gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-900/5 sm:p-6">
      <span
        aria-hidden="true"
        className={`grid size-10 shrink-0 place-items-center rounded-full text-lg font-bold ${
          done ? 'bg-emerald-100 text-emerald-700' : 'bg-indigo-50 text-indigo-700'
        }`}
      >
        {done ? <CheckIcon /> : step.number}
      </span>
      <div className="min-w-0 flex-1">
        <h3 className="font-bold text-slate-900">
          <FormattedMessage
            id="hub.stepHeading"
            values={{ step: step.number, title: <FormattedMessage id={step.title} /> }}
          />
        </h3>
        <p className="mt-1 text-sm">{status}</p>
        {done || open ? (
          <div className="mt-2 flex flex-wrap gap-x-5 text-sm">
            {done ? (
              <>
                <Link to={step.result} className={linkClass}>
                  <FormattedMessage id={step.resultLabel} />
                </Link>
                <Link to={step.questions} className={linkClass}>
                  <FormattedMessage id="hub.yourAnswers" />
                </Link>
              </>
            ) : (
              <Link to={step.questions} className={linkClass}>
                <FormattedMessage id="hub.answerStep" values={{ step: step.number }} />
              </Link>
            )}
          </div>
        ) : null}
      </div>
    </li>
  );
}

/**
 * /user/journey: where the person is, step by step, every result they have, and the one thing to
 * do next. Where login lands by default.
 */
export function JourneyHubPage() {
  const { user } = useCurrentUser();
  const progress = useProgressStatus();
  const intl = useIntl();
  // The plan is drawn once per visit; the countdowns tick on their own.
  const [nowMs] = useState(() => Date.now());
  if (!user || progress.status === 'loading') {
    return <Spinner label={intl.formatMessage({ id: 'hub.loading' })} />;
  }
  // A first Google sign-in (or an account from before it was asked) gives its age here first.
  if (!user.dateOfBirth) return <AgeStep email={user.email} />;

  const unlockAt = (day: 'day2' | 'day3') =>
    progress.status === 'loaded'
      ? localUnlockTime(progress.progress, day, progress.receivedAtMs)
      : null;
  const plan = journeyPlan(user, unlockAt, nowMs);
  const firstName =
    user.name.trim().split(/\s+/)[0] || intl.formatMessage({ id: 'hub.fallbackName' });

  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <p className="text-sm font-bold uppercase tracking-widest text-indigo-700">
        <FormattedMessage id="hub.eyebrow" />
      </p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
        <FormattedMessage
          id="hub.title"
          values={{ name: <span translate="no">{firstName}</span> }}
        />
      </h1>
      {user.showSupportCard ? <SupportCard className="mt-8" /> : null}
      {user.supportCheckIn && !user.showSupportCard ? <SupportCheckIn className="mt-8" /> : null}
      {user.parentalConsent === 'waiting' ? (
        <div className="mt-8">
          <WaitingForParent user={user} />
        </div>
      ) : (
        <NextPanel next={plan.next} />
      )}

      <h2 className="mt-10 text-xl font-bold text-slate-900">
        <FormattedMessage id="hub.threeSteps" />
      </h2>
      <ol className="mt-4 space-y-4">
        {plan.steps.map((step) => (
          <StepCard key={step.day} step={step} parentFirst={user.parentalConsent === 'waiting'} />
        ))}
      </ol>

      {plan.hasBlueprint || user.careerAims !== null ? (
        <div className="mt-10">
          <CareerAimsCard place="hub" />
        </div>
      ) : null}

      {plan.hasBlueprint ? (
        <section aria-labelledby="hub-results" className="mt-10">
          <h2 id="hub-results" className="text-xl font-bold text-slate-900">
            <FormattedMessage id="hub.results" />
          </h2>
          <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <Link to="/user/day3home" className={secondaryButton}>
              <FormattedMessage id="hub.blueprint" />
            </Link>
            {user.chosenCareer ? (
              <Link to="/user/deep" className={secondaryButton}>
                <FormattedMessage
                  id="hub.roadmapFor"
                  values={{ career: user.chosenCareer.title }}
                />
              </Link>
            ) : null}
            {user.carrerPdfUrl ? (
              <a href={user.carrerPdfUrl} download className={secondaryButton}>
                <DownloadIcon /> <FormattedMessage id="hub.pdf" />
              </a>
            ) : null}
          </div>
        </section>
      ) : null}

      {user.parentalConsent !== 'waiting' ? (
        <div className="mt-10">
          <ShareWithParent />
        </div>
      ) : null}
    </section>
  );
}
