import { FormattedMessage } from 'react-intl';
import { ResultNotices } from '@/components/result-notices';
import { UnlockPanel } from './unlock-panel';
import { useLatestResult } from '../hooks/use-latest-result';
import { BulletList, quoted, Reflection, ResultCard, ResultPending } from './result-parts';
import { StrengthsChart } from './strengths-chart';

/** /user/day1home: "Step 1 RESULT – Discovering {name}'s Inner Strengths". */
export function Day1ResultPage() {
  const { user, latest, failed } = useLatestResult('day1', (user) => user.day1response);
  const name = user?.name ?? '';
  return (
    <section className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
        <FormattedMessage
          id="results.day1.title"
          values={{ name: <span translate="no">{name}</span> }}
        />
      </h1>
      <ResultNotices
        support={latest?.support}
        supportFlagged={user?.showSupportCard ?? false}
        checkIn={user?.supportCheckIn ?? false}
        lowSignal={latest?.lowSignal}
      />
      {latest ? (
        <div className="mt-8 space-y-8">
          <p className="text-lg text-slate-700">{latest.subheading}</p>
          {latest.chart ? <StrengthsChart chart={latest.chart} /> : null}
          <ul className="grid gap-4 sm:grid-cols-2">
            {latest.insights.map((insight, index, all) => (
              <li
                key={insight.title}
                // An odd last card takes the whole row rather than sitting alone in half of it.
                className={`rounded-2xl bg-white p-5 shadow-sm ring-1 ring-indigo-100 ${
                  all.length % 2 === 1 && index === all.length - 1 ? 'sm:col-span-2' : ''
                }`}
              >
                <h2 className="font-bold text-indigo-800">{insight.title}</h2>
                <p className="mt-2 text-slate-700">{insight.desc}</p>
              </li>
            ))}
          </ul>
          <div className="grid gap-6 md:grid-cols-2">
            <ResultCard title={latest.coreStrengths.heading}>
              <BulletList items={latest.coreStrengths.list} />
            </ResultCard>
            <ResultCard title={latest.learningStyle.heading}>
              <BulletList items={latest.learningStyle.list} />
            </ResultCard>
            <ResultCard title={latest.hiddenTalents.heading}>
              <BulletList items={latest.hiddenTalents.list} />
            </ResultCard>
            <ResultCard title={latest.whatOthersFeel.heading}>
              <ul className="space-y-3">
                {latest.whatOthersFeel.quotes.map((quote) => (
                  <li key={quote}>
                    <blockquote className="border-l-4 border-indigo-300 pl-4 italic">
                      {quoted(quote)}
                    </blockquote>
                  </li>
                ))}
              </ul>
            </ResultCard>
          </div>
          <Reflection
            title={latest.closingReflection.heading}
            quote={latest.closingReflection.message}
          />
        </div>
      ) : (
        <ResultPending failed={failed} />
      )}
      <UnlockPanel step="day2" />
    </section>
  );
}
