import { PRICE_LABEL, type ParentCareer } from '@acp/shared';
import { Link, useParams } from 'react-router';
import { primaryButton } from '@/components/button-styles';
import { getErrorMessage } from '@/lib/api-error';
import { WideCardPage } from '@/components/wide-card-page';
import { FitScore } from './career-parts';
import { EmotionalMapFigure } from './emotional-map-figure';
import { useParentViewQuery } from '../api/parent-api';
import { useTranslateMessage } from '@/lib/i18n/locale-provider';

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
  return (
    <li className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-900/5 sm:p-6">
      <div className="flex items-start justify-between gap-3">
        <h3 className="text-lg font-bold text-slate-900">
          {career.title}
          {chosen ? (
            <span className="ml-2 rounded-full bg-indigo-50 px-2 py-0.5 align-middle text-xs font-semibold text-indigo-700">
              Chosen
            </span>
          ) : null}
        </h3>
        <FitScore fitScore={career.fitScore} />
      </div>
      <h4 className="mt-3 font-semibold text-slate-900">Why it fits {firstName}</h4>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-700">
        {career.why.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
      {route ? (
        <>
          <h4 className="mt-4 font-semibold text-slate-900">The route in India</h4>
          <Facts label="After Class 10" items={[route.after10]} />
          <Facts
            label="Exams"
            items={route.exams.map(
              (exam) =>
                `${exam.name}: ${exam.month}${exam.body ? `; conducted by ${exam.body}` : ''}`,
            )}
          />
          <Facts label="Degrees and courses" items={route.degrees} />
          <Facts label="Licence to practise" items={route.licences} />
          <Facts label="Cost" items={[route.cost]} />
          <Facts label="Plan B" items={route.planB.map((plan) => `${plan.title}: ${plan.why}`)} />
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
  const { data: view, error, isLoading } = useParentViewQuery(token);

  if (isLoading) {
    return (
      <WideCardPage title="Your child's career results">
        <p className="mt-6 text-slate-600" role="status">
          Loading…
        </p>
      </WideCardPage>
    );
  }
  if (!view) {
    return (
      <WideCardPage title="This link does not open">
        <p role="alert" className="mt-6 rounded-xl bg-amber-50 p-4 text-amber-900">
          {translate(getErrorMessage(error))}
        </p>
      </WideCardPage>
    );
  }

  const { firstName } = view;
  return (
    <WideCardPage
      title={`${firstName}'s career results`}
      subtitle={`${firstName} shared this page with you. It is read-only and shows nothing ${firstName} wrote.`}
    >
      {view.careers.length === 0 ? (
        <p className="mt-6 rounded-xl bg-indigo-50 p-4 text-slate-800">
          {firstName} has answered {view.stepsDone} of the 3 steps so far. The three careers that
          fit {firstName} appear here after Step 3, with the route to each in India.
        </p>
      ) : (
        <>
          <h2 className="mt-8 text-xl font-bold text-slate-900">
            The three careers that fit {firstName} best
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Fit is how closely a career matches everything {firstName} told us in the three steps:
            interests, what matters to them and how they like to work (out of 100). The reasons
            below speak to {firstName}, as {firstName} reads them.
          </p>
          {view.firstGuess ? (
            <p className="mt-3 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
              {firstName}&apos;s answers were short, so these are a first guess.
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

      {view.feelings ? (
        <section className="mt-8">
          <h2 className="text-xl font-bold text-slate-900">{firstName}&apos;s Step 2 map</h2>
          <p className="mt-1 text-sm text-slate-600">{firstName} chose to share this with you.</p>
          <div className="mt-4">
            <EmotionalMapFigure name={firstName} points={view.feelings} />
          </div>
        </section>
      ) : null}

      <section className="mt-8">
        <h2 className="text-xl font-bold text-slate-900">Questions to talk about together</h2>
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
              {firstName}&apos;s full report is unlocked: the step-by-step roadmap and the career
              PDF are open in {firstName}&apos;s account.
            </p>
          ) : (
            <>
              <h2 className="text-lg font-bold text-slate-900">The full report</h2>
              <p className="mt-1 text-slate-700">
                A step-by-step roadmap for the career {firstName} chooses, with the exams, courses,
                costs and a Plan B, and a career PDF: {PRICE_LABEL}, one-time.
              </p>
              <Link to={`/pay/${token}`} className={`${primaryButton} mt-4 w-full`}>
                Pay {PRICE_LABEL} for {firstName}
              </Link>
            </>
          )}
        </section>
      ) : null}
    </WideCardPage>
  );
}
