import { SectionHeading } from './section-heading';

/** What the engine really does (product.md §11), said plainly. */
const reasons = [
  {
    title: 'Grounded in career psychology',
    text: 'Your answers are read through proven models of interests, personality and work values, not guesswork.',
  },
  {
    title: 'Matched against real occupations',
    text: 'Careers come from 900+ occupations described in the O*NET database, across different career families.',
  },
  {
    title: 'Emotions count, not just marks',
    text: 'Step 2 maps what motivates and drains you, so a match fits how you feel at work, not only what you can do.',
  },
  {
    title: 'A plan you can act on',
    text: 'You leave with skills to build and a staged roadmap, not a label.',
  },
];

/** "Why it works" (product.md §1). */
export function WhyItWorksSection() {
  return (
    <section aria-labelledby="why-title" className="py-16 md:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="why-title" eyebrow="The method" title="Why it works" />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2">
          {reasons.map((reason) => (
            <li
              key={reason.title}
              className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-900/5"
            >
              <h3 className="text-lg font-bold text-slate-900">{reason.title}</h3>
              <p className="mt-2 leading-relaxed text-slate-600">{reason.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
