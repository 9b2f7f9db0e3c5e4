import { useId, type ReactNode } from 'react';
import type { StrengthsChart as StrengthsChartData } from '@acp/shared';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { InterestCodeExplained, interestBars, listed, strongest } from './riasec-chart';
import { ScoreBars } from './score-bars';

/** How one interest compares with the strongest, in a word. */
function relativeWord(intl: IntlShape, share: number): string {
  if (share >= 0.999) return intl.formatMessage({ id: 'results.relative.strongest' });
  if (share >= 0.75) return intl.formatMessage({ id: 'results.relative.strong' });
  if (share >= 0.4) return intl.formatMessage({ id: 'results.relative.some' });
  return intl.formatMessage({ id: 'results.relative.little' });
}

/**
 * Step 1's interests compared with each other: after one step there is too little to score them
 * out of 100 (the blueprint does that after all three), so the strongest is the full bar and the
 * others are said in words.
 */
function relativeInterests(intl: IntlShape, chart: StrengthsChartData) {
  const most = Math.max(1, ...Object.values(chart.interests));
  return interestBars(intl, chart.interests, chart.interestCode).map((bar) => ({
    ...bar,
    score: Math.round((bar.score / most) * 100),
    valueLabel: relativeWord(intl, bar.score / most),
  }));
}

/**
 * Step 1 as one picture: what kinds of work draw the person (six interest areas) and how they like
 * to work (their five strongest work styles), each bar labelled with its number. The caption says
 * the same in words.
 */
export function StrengthsChart({ chart }: { chart: StrengthsChartData }) {
  const styles = chart.workStyles.map((style) => style.name.toLowerCase());
  const titleId = useId();
  const intl = useIntl();
  const strong = (chunks: ReactNode[]) => <strong>{chunks}</strong>;
  return (
    <figure
      aria-labelledby={titleId}
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-900/5"
    >
      <figcaption>
        <h2 id={titleId} className="text-xl font-bold text-slate-900">
          <FormattedMessage id="results.strengths.title" />
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          <FormattedMessage
            id="results.strengths.caption"
            values={{
              areas: strongest(intl, chart.interestCode),
              styles: listed(intl, styles.slice(0, 3)),
              strong,
            }}
          />
        </p>
      </figcaption>
      <div className="mt-5 grid gap-8 md:grid-cols-2">
        <section aria-labelledby="strengths-interests">
          <h3 id="strengths-interests" className="font-bold text-indigo-800">
            <FormattedMessage id="results.strengths.drawsYou" />
          </h3>
          <p className="mt-2 text-sm text-slate-600">
            <FormattedMessage id="results.strengths.compared" />
          </p>
          <InterestCodeExplained code={chart.interestCode} />
          <div className="mt-3">
            <ScoreBars
              bars={relativeInterests(intl, chart)}
              topLabel={intl.formatMessage({ id: 'results.strengths.top3' })}
            />
          </div>
        </section>
        <section aria-labelledby="strengths-styles">
          <h3 id="strengths-styles" className="font-bold text-indigo-800">
            <FormattedMessage id="results.strengths.howYouWork" />
          </h3>
          <p className="mt-2 text-sm text-slate-600">
            <FormattedMessage id="results.strengths.fiveStyles" />
          </p>
          <div className="mt-3">
            <ScoreBars
              bars={chart.workStyles.map((style, index) => ({
                key: style.name,
                name: style.name,
                score: style.score,
                top: index === 0,
              }))}
              topLabel={intl.formatMessage({ id: 'results.strengths.strongestLabel' })}
            />
          </div>
        </section>
      </div>
    </figure>
  );
}
