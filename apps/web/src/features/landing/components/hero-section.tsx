import { FormattedMessage, useIntl } from 'react-intl';
import { SIGNUP_THEN_STEP_1 } from './start-journey-link';
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { useAppSelector } from '@/app/hooks';
import { primaryButton } from '@/components/button-styles';
import { CheckIcon, StarIcon } from '@/components/icons';
import { toast } from '@/lib/toast';

// A logged-in person's journey needs their user, and the API slice with it: it loads apart.
const UserJourneyStatus = lazy(() =>
  import('./journey-status').then((module) => ({ default: module.UserJourneyStatus })),
);

/**
 * The marketing claims of product.md §1, each with a line that says what it means. The GPT claim is
 * replaced by what every deployment does (docs/decisions/005-honest-landing-claims.md).
 */
const claims = [
  { title: 'landing.claim1.title', text: 'landing.claim1.text' },
  { title: 'landing.claim2.title', text: 'landing.claim2.text' },
  { title: 'landing.claim3.title', text: 'landing.claim3.text' },
  { title: 'landing.claim4.title', text: 'landing.claim4.text' },
] as const;

/** The first screen: promise, "Take Test", the claims, and the journey for a logged-in user. */
export function HeroSection() {
  const isloggedIn = useAppSelector((state) => state.auth.isloggedIn);
  const navigate = useNavigate();
  const intl = useIntl();
  const takeTest = () => {
    if (isloggedIn) {
      void navigate('/user/day1');
      return;
    }
    toast.error(intl.formatMessage({ id: 'landing.loginToTakeTest' }));
    void navigate(SIGNUP_THEN_STEP_1);
  };

  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 -top-40 mx-auto h-96 max-w-4xl rounded-full bg-gradient-to-r from-indigo-300/40 via-violet-300/40 to-amber-200/40 blur-3xl"
      />
      <div className="relative mx-auto grid max-w-6xl gap-12 px-4 py-14 sm:px-6 md:py-20 lg:grid-cols-[1.2fr_1fr] lg:items-center">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-medium text-indigo-700 shadow-sm ring-1 ring-indigo-100">
            <StarIcon className="text-amber-500" /> <FormattedMessage id="landing.trusted" />
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl font-extrabold leading-tight tracking-tight text-slate-900 sm:text-5xl lg:text-6xl"
          >
            <FormattedMessage
              id="landing.heroTitle"
              values={{
                em: (text) => (
                  <span className="bg-gradient-to-r from-indigo-600 to-violet-600 bg-clip-text text-transparent">
                    {text}
                  </span>
                ),
              }}
            />
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-slate-700">
            <FormattedMessage id="landing.heroText" />
          </p>
          <div className="mt-8 flex flex-wrap items-center gap-4">
            <button
              type="button"
              onClick={takeTest}
              className={`${primaryButton} px-8 py-3.5 text-lg`}
            >
              <FormattedMessage id="landing.takeTest" />
            </button>
            <span className="text-sm text-slate-600">
              <FormattedMessage id="landing.freeSteps" />
            </span>
          </div>
          {isloggedIn ? (
            <Suspense fallback={null}>
              <UserJourneyStatus />
            </Suspense>
          ) : null}
        </div>
        <ul
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1"
          aria-label={intl.formatMessage({ id: 'landing.claimsLabel' })}
        >
          {claims.map((claim) => (
            <li
              key={claim.title}
              className="flex gap-4 rounded-2xl bg-white/90 p-5 shadow-sm ring-1 ring-slate-900/5"
            >
              <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-indigo-50 text-lg text-indigo-700">
                <CheckIcon />
              </span>
              <span>
                <span className="block font-semibold text-slate-900">
                  <FormattedMessage id={claim.title} />
                </span>
                <span className="mt-0.5 block text-sm leading-relaxed text-slate-600">
                  <FormattedMessage id={claim.text} />
                </span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
