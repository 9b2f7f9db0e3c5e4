import { FormattedMessage } from 'react-intl';
import { StartJourneyLink } from './start-journey-link';
import { focusRing } from '@/components/button-styles';

/** The closing call to action (product.md §2). */
export function ClosingBanner() {
  return (
    <section
      aria-labelledby="closing-title"
      className="bg-slate-900 px-4 py-16 text-center sm:px-6 md:py-20"
    >
      <h2
        id="closing-title"
        className="mx-auto max-w-3xl text-3xl font-extrabold tracking-tight text-white sm:text-4xl"
      >
        <FormattedMessage id="landing.closing.title" />
      </h2>
      <p className="mx-auto mt-4 max-w-xl text-lg text-slate-300">
        <FormattedMessage id="landing.closing.text" />
      </p>
      <StartJourneyLink
        className={`mt-8 inline-flex items-center rounded-xl bg-amber-400 px-8 py-3.5 text-lg font-bold text-slate-900 shadow-sm transition hover:bg-amber-300 ${focusRing} focus-visible:ring-offset-slate-900`}
      >
        <FormattedMessage id="landing.closing.cta" />
      </StartJourneyLink>
    </section>
  );
}
