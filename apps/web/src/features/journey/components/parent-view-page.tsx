import { CURRENCY, PRICE_PAISE, type MessageId, type ParentCareer } from '@acp/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { primaryButton } from '@/components/button-styles';
import { getErrorMessage } from '@/lib/api-error';
import { WideCardPage } from '@/components/wide-card-page';
import { EligibilityNote, FitScore } from './career-parts';
import { EmotionalMapFigure } from './emotional-map-figure';
import { useParentViewQuery } from '../api/parent-api';
import { useLocale, useTranslateMessage } from '@/lib/i18n/locale-provider';

function Facts({ label, items }: { label: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <div className="mt-3">
      <h5 className="text-sm font-semibold text-slate-900">{label}</h5>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

function CareerCard({
  career,
  chosen,
  firstName,
}: {
  career: ParentCareer;
  chosen: boolean;
  firstName: string;
}) {
  const { route } = career;
  const intl = useIntl();
  const say = (id: MessageId) => intl.formatMessage({ id });
  return (
    <li className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-900/5 sm:p-6">
      <div className="flex items-start justify-between gap-3">
        <h3 className="text-lg font-bold text-slate-900">
          {career.title}
          {chosen ? (
            <span className="ml-2 rounded-full bg-indigo-50 px-2 py-0.5 align-middle text-xs font-semibold text-indigo-700">
              <FormattedMessage id="results.parent.chosen" />
            </span>
          ) : null}
        </h3>
        <FitScore fitScore={career.fitScore} />
      </div>
      <EligibilityNote eligibility={career.eligibility} />
      <h4 className="mt-3 font-semibold text-slate-900">
        <FormattedMessage id="results.parent.whyFits" values={{ name: firstName }} />
      </h4>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-700">
        {career.why.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
      {route ? (
        <>
          <h4 className="mt-4 font-semibold text-slate-900">
            <FormattedMessage id="results.parent.route" />
          </h4>
          <Facts label={say('results.parent.after10')} items={[route.after10]} />
          <Facts
            label={say('results.parent.exams')}
            items={route.exams.map((exam) =>
              exam.body
                ? intl.formatMessage(
                    { id: 'results.parent.examBy' },
                    { exam: exam.name, month: exam.month, body: exam.body },
                  )
                : `${exam.name}: ${exam.month}`,
            )}
          />
          <Facts label={say('results.parent.degrees')} items={route.degrees} />
          <Facts label={say('results.parent.licences')} items={route.licences} />
          <Facts label={say('results.parent.cost')} items={[route.cost]} />
          <Facts
            label={say('results.parent.planB')}
            items={route.planB.map((plan) => `${plan.title}: ${plan.why}`)}
          />
        </>
      ) : null}
    </li>
  );
}

/**
 * /parent/:token: a parent's read-only page of their child's blueprint (decision 014), from a link
 * the child shared or the consent email. Nothing the child wrote, no support signal; the Step 2
 * map only when the child chose to share it. The full report can be paid for here.
 */
export function ParentViewPage() {
  const token = useParams().token ?? '';
  const translate = useTranslateMessage();
  const { locale } = useLocale();
  const { data: view, error, isLoading } = useParentViewQuery({ token, lang: locale });
  const intl = useIntl();
  const price = intl.formatNumber(PRICE_PAISE / 100, {
    style: 'currency',
    currency: CURRENCY,
    maximumFractionDigits: 0,
  });

  if (isLoading) {
    return (
      <WideCardPage title={intl.formatMessage({ id: 'results.parent.loadingTitle' })}>
        <p className="mt-6 text-slate-600" role="status">
          <FormattedMessage id="results.parent.loading" />
        </p>
      </WideCardPage>
    );
  }
  if (!view) {
    return (
      <WideCardPage title={intl.formatMessage({ id: 'results.parent.deadTitle' })}>
        <p role="alert" className="mt-6 rounded-xl bg-amber-50 p-4 text-amber-900">
          {translate(getErrorMessage(error))}
        </p>
      </WideCardPage>
    );
  }

  const { firstName } = view;
  const name = firstName;
  return (
    <WideCardPage
      title={intl.formatMessage({ id: 'results.parent.title' }, { name })}
      subtitle={intl.formatMessage({ id: 'results.parent.subtitle' }, { name })}
    >
      {view.careers.length === 0 ? (
        <p className="mt-6 rounded-xl bg-indigo-50 p-4 text-slate-800">
          <FormattedMessage id="results.parent.notYet" values={{ name, steps: view.stepsDone }} />
        </p>
      ) : (
        <>
          <h2 className="mt-8 text-xl font-bold text-slate-900">
            <FormattedMessage id="results.parent.careers" values={{ name }} />
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            <FormattedMessage id="results.parent.fitExplained" values={{ name }} />
          </p>
          {view.firstGuess ? (
            <p className="mt-3 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
              <FormattedMessage id="results.parent.firstGuess" values={{ name }} />
            </p>
          ) : null}
          <ul className="mt-4 space-y-4">
            {view.careers.map((career) => (
              <CareerCard
                key={career.title}
                career={career}
                chosen={career.title === view.chosenCareer}
                firstName={firstName}
              />
            ))}
          </ul>
        </>
      )}

      {view.careerAims.length > 0 ? (
        <section className="mt-8" aria-labelledby="parent-aims">
          <h2 id="parent-aims" className="text-xl font-bold text-slate-900">
            <FormattedMessage id="results.parent.aims" values={{ name }} />
          </h2>
          <ul className="mt-3 space-y-2">
            {view.careerAims.map((aim) => (
              <li key={aim.title} className="rounded-xl bg-white px-4 py-3 ring-1 ring-slate-200">
                <span className="font-semibold text-slate-900">{aim.title}</span>
                <span className="text-slate-600">
                  {' · '}
                  {aim.fitScore === null ? (
                    <FormattedMessage id="results.parent.aimNotYet" />
                  ) : (
                    <FormattedMessage id="results.parent.aimFit" values={{ fit: aim.fitScore }} />
                  )}
                  {aim.inTopThree ? (
                    <>
                      {' · '}
                      <FormattedMessage id="results.parent.aimInTop" />
                    </>
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {view.feelings ? (
        <section className="mt-8">
          <h2 className="text-xl font-bold text-slate-900">
            <FormattedMessage id="results.parent.map" values={{ name }} />
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            <FormattedMessage id="results.parent.mapShared" values={{ name }} />
          </p>
          <div className="mt-4">
            <EmotionalMapFigure name={firstName} points={view.feelings} />
          </div>
        </section>
      ) : null}

      <section className="mt-8">
        <h2 className="text-xl font-bold text-slate-900">
          <FormattedMessage id="results.parent.questions" />
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
          {view.questions.map((question) => (
            <li key={question}>{question}</li>
          ))}
        </ul>
      </section>

      {view.careers.length > 0 ? (
        <section className="mt-8 rounded-2xl bg-indigo-50 p-5">
          {view.isPaymentDone ? (
            <p className="text-slate-800">
              <FormattedMessage id="results.parent.unlocked" values={{ name }} />
            </p>
          ) : (
            <>
              <h2 className="text-lg font-bold text-slate-900">
                <FormattedMessage id="results.parent.report" />
              </h2>
              <p className="mt-1 text-slate-700">
                <FormattedMessage id="results.parent.reportBody" values={{ name, price }} />
              </p>
              <Link to={`/pay/${token}`} className={`${primaryButton} mt-4 w-full`}>
                <FormattedMessage id="results.parent.pay" values={{ name, price }} />
              </Link>
            </>
          )}
        </section>
      ) : null}
    </WideCardPage>
  );
}
