import { FormattedMessage, useIntl } from 'react-intl';
import { StartJourneyLink } from './start-journey-link';
import { focusRing } from '@/components/button-styles';
import { LockIcon } from '@/components/icons';

const lockedPaths = [1, 2, 3];

/** "TOP 3 CAREER PATHS FOR YOU": a teaser of the blueprint, unlocked by the journey. */
export function CareerPathsBanner() {
  const intl = useIntl();
  return (
    <section aria-labelledby="top3-title" className="px-4 py-8 sm:px-6">
      <div className="mx-auto grid max-w-6xl gap-8 overflow-hidden rounded-3xl bg-gradient-to-br from-indigo-700 via-indigo-600 to-violet-700 p-6 text-white shadow-xl sm:p-8 md:grid-cols-2 md:items-center md:p-12">
        <div>
          <h2 id="top3-title" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
            <FormattedMessage id="landing.top3.title" />
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-indigo-100">
            <FormattedMessage id="landing.top3.text" />
          </p>
          <StartJourneyLink
            className={`mt-8 inline-flex items-center gap-2 whitespace-nowrap rounded-xl bg-white px-6 py-3 font-semibold text-indigo-700 shadow-sm transition hover:bg-amber-50 ${focusRing} focus-visible:ring-offset-indigo-700`}
          >
            <FormattedMessage id="landing.top3.cta" />
          </StartJourneyLink>
        </div>
        <ol className="space-y-3" aria-label={intl.formatMessage({ id: 'landing.top3.listLabel' })}>
          {lockedPaths.map((number) => (
            <li
              key={number}
              className="flex items-center gap-4 rounded-2xl bg-white/10 p-4 ring-1 ring-white/20"
            >
              <span className="grid size-10 place-items-center rounded-xl bg-white/15 font-bold">
                {number}
              </span>
              <span className="flex-1 font-semibold">
                <FormattedMessage id="landing.top3.path" values={{ number }} />
              </span>
              <LockIcon className="text-xl text-amber-300" />
              <span className="sr-only">
                <FormattedMessage id="landing.top3.locked" />
              </span>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
