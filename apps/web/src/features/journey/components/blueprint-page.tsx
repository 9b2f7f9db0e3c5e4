import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { primaryButton } from '@/components/button-styles';
import { ResultNotices } from '@/components/result-notices';
import { getErrorMessage } from '@/lib/api-error';
import { useCurrentUser } from '@/lib/api/user-api';
import { journeyToast } from '@/lib/journey-toast';
import { useRequestInsight } from '../hooks/use-insight';
import { useResultInLanguage } from '../hooks/use-result-in-language';
import { useSelectCareer } from '../hooks/use-select-career';
import { CareerCard } from './career-card';
import { CareerAimsCard } from './career-aims-card';
import { CareerCheck } from './career-check';
import { MentionedCareers } from './mentioned-careers';
import { Reflection, ResultCard } from './result-parts';

// The chart is the heaviest part of the page and below the fold on phones.
const RiasecChart = lazy(() =>
  import('./riasec-chart').then((module) => ({ default: module.RiasecChart })),
);

/**
 * The spec's "READY TO START BUILDING?" panel, shown only while there is no blueprint: with Step 3
 * answered the blueprint is made on arrival (the panel says it is working, its button is busy); the
 * button is there to try again after a failure. Before Step 3 it points to Step 3.
 */
function GeneratePanel({ step3Done }: { step3Done: boolean }) {
  const { request, isLoading: generating } = useRequestInsight('career');
  const [failed, setFailed] = useState(false);
  const generate = useCallback(() => {
    setFailed(false);
    return request().catch((error: unknown) => {
      setFailed(true);
      journeyToast.error(getErrorMessage(error));
    });
  }, [request]);
  // Once per visit, also under StrictMode's second effect run.
  const started = useRef(false);
  useEffect(() => {
    if (!step3Done || started.current) return;
    started.current = true;
    void generate();
  }, [step3Done, generate]);
  const busy = step3Done && (generating || !failed);
  return (
    <div className="mt-10 rounded-3xl bg-white p-8 text-center shadow-sm ring-1 ring-indigo-100 sm:p-12">
      <h2 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">
        <FormattedMessage id="results.blueprint.ready" />
      </h2>
      <p className="mx-auto mt-3 max-w-xl text-slate-600" role="status">
        <FormattedMessage
          id={
            !step3Done
              ? 'results.blueprint.step3First'
              : busy
                ? 'results.blueprint.matching'
                : 'results.blueprint.failed'
          }
        />
      </p>
      {step3Done ? (
        <button
          type="button"
          className={`${primaryButton} mt-6 px-8 py-3 text-lg`}
          disabled={busy}
          aria-busy={busy}
          onClick={() => void generate()}
        >
          <FormattedMessage
            id={busy ? 'results.blueprint.generating' : 'results.blueprint.generate'}
          />
        </button>
      ) : (
        <Link to="/user/day3" className={`${primaryButton} mt-6 px-8 py-3 text-lg`}>
          <FormattedMessage id="results.blueprint.goToStep3" />
        </Link>
      )}
    </div>
  );
}

/**
 * /user/day3home: the career blueprint (product.md §2) with the interest chart and career choice: the
 * top careers, the ones the person named besides, and any career they look up.
 */
export function BlueprintPage() {
  const { user } = useCurrentUser();
  const { select, selecting } = useSelectCareer();
  const { request } = useRequestInsight('career');
  useResultInLanguage('career', user, request);
  if (!user)
    return (
      <p className="p-10 text-center text-slate-700">
        <FormattedMessage id="results.blueprint.noUser" />
      </p>
    );
  const latest = user.careerResponse.at(-1);
  const chosen = user.chosenCareer?.title ?? null;
  const isChosen = (title: string) => chosen !== null && title.includes(chosen);
  const firstGuess = latest?.confidence === 'low';
  const busy = selecting !== null;
  const onSelect = (title: string) => void select(title);
  const mentioned = latest?.results.mentionedCareers ?? [];

  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
        <FormattedMessage id="results.blueprint.title" />
      </h1>
      <ResultNotices
        support={latest?.support}
        supportFlagged={user.showSupportCard}
        checkIn={user.supportCheckIn}
        lowSignal={latest?.lowSignal}
      />
      {latest ? (
        <div className="mt-8 space-y-8">
          <p className="text-2xl font-bold text-indigo-800">{latest.results.title}</p>
          <div className="grid gap-6 lg:grid-cols-2">
            <ResultCard title={latest.results.whoYouAre.title}>
              <p className="leading-relaxed">{latest.results.whoYouAre.descriptionTemplate}</p>
            </ResultCard>
            <Suspense fallback={<div className="min-h-80 rounded-2xl bg-white" />}>
              <RiasecChart scores={latest.profile.riasec} code={latest.profile.riasecCode} />
            </Suspense>
          </div>
          <section aria-labelledby="top-careers">
            <h2 id="top-careers" className="text-2xl font-bold text-slate-900">
              {latest.results.topCareers.title}
            </h2>
            {firstGuess ? null : (
              <p className="mt-2 text-slate-700">
                <FormattedMessage id="results.career.fitExplained" />
              </p>
            )}
            {firstGuess ? (
              <p className="mt-2 text-slate-700">
                <FormattedMessage id="results.blueprint.firstGuess" />
              </p>
            ) : null}
            <ol aria-labelledby="top-careers" className="mt-5 grid gap-6 lg:grid-cols-3">
              {latest.results.topCareers.careers.map((career) => (
                <CareerCard
                  key={career.id}
                  career={career}
                  labels={latest.results.topCareers.labels}
                  chosen={isChosen(career.title)}
                  firstGuess={firstGuess}
                  busy={busy}
                  onSelect={() => onSelect(career.title)}
                />
              ))}
            </ol>
          </section>
          {mentioned.length > 0 ? (
            <MentionedCareers
              careers={mentioned}
              firstGuess={firstGuess}
              isChosen={isChosen}
              busy={busy}
              onSelect={onSelect}
            />
          ) : null}
          <CareerAimsCard place="blueprint" />
          <CareerCheck isChosen={isChosen} busy={busy} onSelect={onSelect} />
          <Reflection
            title={latest.results.closingReflection.title}
            quote={latest.results.closingReflection.quote}
          />
        </div>
      ) : (
        <GeneratePanel step3Done={user.quesAns.day3.length > 0} />
      )}
    </section>
  );
}
