import { FormattedMessage } from 'react-intl';
import { StartJourneyLink } from './start-journey-link';
import { primaryButton } from '@/components/button-styles';
import { SectionHeading } from './section-heading';

const steps = [
  { title: 'landing.how.step1.title', text: 'landing.how.step1.text' },
  { title: 'landing.how.step2.title', text: 'landing.how.step2.text' },
  { title: 'landing.how.step3.title', text: 'landing.how.step3.text' },
] as const;

/** "How it works": the three steps and the way in (product.md §1, §2). */
export function HowItWorksSection() {
  return (
    <section aria-labelledby="how-title" className="bg-white py-16 md:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="how-title"
          eyebrow={<FormattedMessage id="landing.how.eyebrow" />}
          title={<FormattedMessage id="landing.how.title" />}
        >
          <FormattedMessage id="landing.how.intro" />
        </SectionHeading>
        <ol className="mt-12 grid gap-6 md:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step.title} className="rounded-3xl bg-stone-50 p-6 ring-1 ring-slate-900/5">
              <span className="grid size-12 place-items-center rounded-2xl bg-gradient-to-br from-indigo-600 to-violet-600 text-lg font-bold text-white">
                {index + 1}
              </span>
              <h3 className="mt-5 text-xl font-bold text-slate-900">
                <FormattedMessage id={step.title} />
              </h3>
              <p className="mt-2 leading-relaxed text-slate-600">
                <FormattedMessage id={step.text} />
              </p>
            </li>
          ))}
        </ol>
        <div className="mt-12 text-center">
          <StartJourneyLink className={`${primaryButton} px-7 py-3`}>
            <FormattedMessage id="landing.how.cta" />
          </StartJourneyLink>
        </div>
      </div>
    </section>
  );
}
