import { messages } from '@acp/shared';
import { useEffect, useMemo, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { primaryButton, textLink } from '@/components/button-styles';
import { ResultNotices } from '@/components/result-notices';
import { StageCard } from '@/components/stage-card';
import { getErrorMessage } from '@/lib/api-error';
import { useCurrentUser } from '@/lib/api/user-api';
import { useLocale, useTranslateMessage } from '@/lib/i18n/locale-provider';
import { journeyToast } from '@/lib/journey-toast';
import { PRICING_HREF, usePaidPlan } from '@/lib/paid-plan';
import { useDeepRoadmapQuery } from '../api/roadmap-api';
import { hindiCareerTitle } from '@/lib/career-title';
import { PdfPanel } from './pdf-panel';
import { ResourceLinkText, RoadmapSections } from './roadmap-sections';

function Panel({ children }: { children: ReactNode }) {
  return (
    <div className="mt-8 rounded-3xl bg-white p-8 text-center shadow-sm ring-1 ring-indigo-100">
      {children}
    </div>
  );
}

/** What an unpaid person sees while offers are paused: where the plan is, and no push to buy. */
function PaidPlanNote() {
  return (
    <Panel>
      <p className="text-lg text-slate-700">
        <FormattedMessage id="results.roadmap.paidNote" />
      </p>
      <p className="mt-4">
        <Link
          to={PRICING_HREF}
          className={`${textLink} inline-flex min-h-11 items-center underline`}
        >
          <FormattedMessage id="results.roadmap.pricing" />
        </Link>
      </p>
    </Panel>
  );
}

/** The roadmap of the chosen career, once the plan is paid; a failure is toasted once. */
function useDeepRoadmap(career: string | null, paid: boolean) {
  const { currentData, error } = useDeepRoadmapQuery(career ?? '', { skip: !career || !paid });
  const failed = error ? getErrorMessage(error) : null;
  useEffect(() => {
    if (failed) journeyToast.error(failed);
  }, [failed]);
  return { fetched: currentData?.data ?? null, failed };
}

/** /user/deep: the deep roadmap of the chosen career (paid plan) and the career PDF. */
export function DeepPage() {
  const { user } = useCurrentUser();
  const { requirePaidPlan, offersPaused } = usePaidPlan();
  const translate = useTranslateMessage();
  const intl = useIntl();
  const linkWords = useMemo(
    () => ({
      visit: intl.formatMessage({ id: 'results.roadmap.visit' }),
      label: (name: string) => intl.formatMessage({ id: 'results.roadmap.visitLabel' }, { name }),
    }),
    [intl],
  );
  const { locale } = useLocale();
  const career = user?.chosenCareer?.title ?? null;
  const paid = user?.isPaymentDone ?? false;
  // A new stage makes a new roadmap (the stage card invalidates it): it starts from where the
  // person now says they are.
  const { fetched, failed } = useDeepRoadmap(career, paid);
  // A roadmap already made for this career shows at once; the fresh one replaces it.
  const stored = user?.selectedCareer.findLast((roadmap) => roadmap.chosen_career === career);
  const roadmap = paid ? (fetched ?? stored ?? null) : null;

  let body;
  if (!career) {
    body = (
      <Panel>
        <p className="text-lg text-slate-700">{translate(messages.selectCareerFirst)}</p>
        <Link to="/user/day3home" className={`${primaryButton} mt-6`}>
          <FormattedMessage id="results.roadmap.back" />
        </Link>
      </Panel>
    );
  } else if (!paid && offersPaused) {
    body = <PaidPlanNote />;
  } else if (!paid) {
    body = (
      <Panel>
        <p className="text-lg text-slate-700">{translate(messages.paymentRequired)}</p>
        <button
          type="button"
          className={`${primaryButton} mt-6`}
          onClick={() => void requirePaidPlan()}
        >
          <FormattedMessage id="results.roadmap.unlock" />
        </button>
      </Panel>
    );
  } else if (!roadmap) {
    body = failed ? (
      <Panel>
        <p className="text-lg text-rose-800">{failed}</p>
      </Panel>
    ) : (
      <p role="status" className="mt-8 text-center text-slate-600">
        <FormattedMessage id="results.roadmap.preparing" />
      </p>
    );
  } else {
    body = (
      <div className="mt-8 space-y-10">
        <div className="rounded-3xl bg-gradient-to-br from-indigo-700 to-violet-700 p-8 text-white shadow-lg">
          <p className="text-sm font-bold uppercase tracking-widest text-indigo-100">
            <FormattedMessage id="results.roadmap.for" values={{ name: roadmap.student_name }} />
          </p>
          <p className="mt-3 text-xl font-semibold">{roadmap.congrats_message}</p>
          <p className="mt-2 text-indigo-50">{roadmap.opening_line}</p>
        </div>
        <StageCard />
        <ResourceLinkText.Provider value={linkWords}>
          <RoadmapSections sections={roadmap.sections} />
        </ResourceLinkText.Provider>
        <PdfPanel />
      </div>
    );
  }

  return (
    <section className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <p className="text-sm font-bold uppercase tracking-widest text-indigo-700">
        <FormattedMessage id="results.roadmap.kicker" />
      </p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
        {career ? (
          ((locale === 'hi' ? hindiCareerTitle(user, career) : null) ?? career)
        ) : (
          <FormattedMessage id="results.roadmap.choose" />
        )}
      </h1>
      <ResultNotices
        support={roadmap?.support}
        supportFlagged={user?.showSupportCard ?? false}
        checkIn={user?.supportCheckIn ?? false}
        lowSignal={roadmap?.lowSignal}
      />
      {body}
    </section>
  );
}
