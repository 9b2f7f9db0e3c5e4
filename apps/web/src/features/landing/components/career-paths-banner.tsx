import { StartJourneyLink } from './start-journey-link';
import { focusRing } from '@/components/button-styles';
import { LockIcon } from '@/components/icons';

const lockedPaths = ['Career path #1', 'Career path #2', 'Career path #3'];

/** "TOP 3 CAREER PATHS FOR YOU": a teaser of the blueprint, unlocked by the journey. */
export function CareerPathsBanner() {
  return (
    <section aria-labelledby="top3-title" className="px-4 py-8 sm:px-6">
      <div className="mx-auto grid max-w-6xl gap-8 overflow-hidden rounded-3xl bg-gradient-to-br from-indigo-700 via-indigo-600 to-violet-700 p-6 text-white shadow-xl sm:p-8 md:grid-cols-2 md:items-center md:p-12">
        <div>
          <h2 id="top3-title" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
            TOP 3 CAREER PATHS FOR YOU
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-indigo-100">
            Three careers from different fields, each with why it fits your thinking style and your
            emotional needs.
          </p>
          <StartJourneyLink
            className={`mt-8 inline-flex items-center gap-2 whitespace-nowrap rounded-xl bg-white px-6 py-3 font-semibold text-indigo-700 shadow-sm transition hover:bg-amber-50 ${focusRing} focus-visible:ring-offset-indigo-700`}
          >
            Unlock Yours After Step 3
          </StartJourneyLink>
        </div>
        <ol className="space-y-3" aria-label="Your top 3, locked until Step 3">
          {lockedPaths.map((path, index) => (
            <li
              key={path}
              className="flex items-center gap-4 rounded-2xl bg-white/10 p-4 ring-1 ring-white/20"
            >
              <span className="grid size-10 place-items-center rounded-xl bg-white/15 font-bold">
                {index + 1}
              </span>
              <span className="flex-1 font-semibold">{path}</span>
              <LockIcon className="text-xl text-amber-300" />
              <span className="sr-only">Locked</span>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
