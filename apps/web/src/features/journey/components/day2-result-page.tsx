import { FormattedMessage, useIntl } from 'react-intl';
import { ResultNotices } from '@/components/result-notices';
import { UnlockPanel } from './unlock-panel';
import { useLatestResult } from '../hooks/use-latest-result';
import { EmotionalMapFigure } from './emotional-map-figure';
import { Reflection, ResultPending } from './result-parts';

/** /user/day2home: "YOUR EMOTIONAL MAP". */
export function Day2ResultPage() {
  const { user, latest, failed } = useLatestResult('day2', (user) => user.day2response);
  const intl = useIntl();
  return (
    <section className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
        <FormattedMessage id="results.day2.title" />
      </h1>
      <ResultNotices
        support={latest?.support}
        supportFlagged={user?.showSupportCard ?? false}
        checkIn={user?.supportCheckIn ?? false}
        lowSignal={latest?.lowSignal}
      />
      {latest ? (
        <div className="mt-8 space-y-8">
          <h2 className="text-2xl font-bold text-indigo-800">{latest.results.title}</h2>
          {latest.results.map ? (
            <EmotionalMapFigure
              name={user?.name.split(' ')[0] ?? intl.formatMessage({ id: 'results.day2.you' })}
              points={latest.results.map}
            />
          ) : null}
          <ul className="grid gap-4 md:grid-cols-2">
            {latest.results.cards.map((card, index) => (
              <li
                key={card.id}
                className={`rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-900/5 ${
                  index === 0 ? 'md:col-span-2' : ''
                }`}
              >
                <h3 className="text-lg font-bold text-slate-900">{card.title}</h3>
                <p className="mt-2 leading-relaxed text-slate-700">{card.description}</p>
              </li>
            ))}
          </ul>
          <Reflection
            title={latest.closingReflection.title}
            quote={latest.closingReflection.quote}
          />
        </div>
      ) : (
        <ResultPending failed={failed} />
      )}
      <UnlockPanel step="day3" />
    </section>
  );
}
