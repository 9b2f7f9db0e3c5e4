import { FormattedMessage } from 'react-intl';
import { SectionHeading } from './section-heading';

/** What the engine really does (product.md §11), said plainly. */
const reasons = [
  { title: 'landing.why.reason1.title', text: 'landing.why.reason1.text' },
  { title: 'landing.why.reason2.title', text: 'landing.why.reason2.text' },
  { title: 'landing.why.reason3.title', text: 'landing.why.reason3.text' },
  { title: 'landing.why.reason4.title', text: 'landing.why.reason4.text' },
] as const;

/** "Why it works" (product.md §1). */
export function WhyItWorksSection() {
  return (
    <section aria-labelledby="why-title" className="py-16 md:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="why-title"
          eyebrow={<FormattedMessage id="landing.why.eyebrow" />}
          title={<FormattedMessage id="landing.why.title" />}
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2">
          {reasons.map((reason) => (
            <li
              key={reason.title}
              className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-900/5"
            >
              <h3 className="text-lg font-bold text-slate-900">
                <FormattedMessage id={reason.title} />
              </h3>
              <p className="mt-2 leading-relaxed text-slate-600">
                <FormattedMessage id={reason.text} />
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
