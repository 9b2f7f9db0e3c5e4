import { useId } from 'react';
import type { StrengthsChart as StrengthsChartData } from '@acp/shared';
import { InterestCodeExplained, interestBars, strongest } from './riasec-chart';
import { ScoreBars } from './score-bars';

/** "A, B and C". */
function listed(names: readonly string[]): string {
  return names.length > 1
    ? `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`
    : (names[0] ?? '');
}

/** How one interest compares with the strongest, in a word. */
function relativeWord(share: number): string {
  if (share >= 0.999) return 'strongest';
  if (share >= 0.75) return 'strong';
  if (share >= 0.4) return 'some';
  return 'a little';
}

/**
 * Step 1's interests compared with each other: after one step there is too little to score them
 * out of 100 (the blueprint does that after all three), so the strongest is the full bar and the
 * others are said in words.
 */
function relativeInterests(chart: StrengthsChartData) {
  const most = Math.max(1, ...Object.values(chart.interests));
  return interestBars(chart.interests, chart.interestCode).map((bar) => ({
    ...bar,
    score: Math.round((bar.score / most) * 100),
    valueLabel: relativeWord(bar.score / most),
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
  return (
    <figure
      aria-labelledby={titleId}
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-900/5"
    >
      <figcaption>
        <h2 id={titleId} className="text-xl font-bold text-slate-900">
          Your strengths at a glance
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          The kinds of work that draw you most: <strong>{strongest(chart.interestCode)}</strong>.
          How you work best: <strong>{listed(styles.slice(0, 3))}</strong>. Each bar is out of 100.
        </p>
      </figcaption>
      <div className="mt-5 grid gap-8 md:grid-cols-2">
        <section aria-labelledby="strengths-interests">
          <h3 id="strengths-interests" className="font-bold text-indigo-800">
            What draws you
          </h3>
          <p className="mt-2 text-sm text-slate-600">
            Compared with each other: your strongest is the full bar.
          </p>
          <InterestCodeExplained code={chart.interestCode} />
          <div className="mt-3">
            <ScoreBars bars={relativeInterests(chart)} topLabel="Top 3" />
          </div>
        </section>
        <section aria-labelledby="strengths-styles">
          <h3 id="strengths-styles" className="font-bold text-indigo-800">
            How you like to work
          </h3>
          <p className="mt-2 text-sm text-slate-600">
            Your five strongest work styles, each out of 100.
          </p>
          <div className="mt-3">
            <ScoreBars
              bars={chart.workStyles.map((style, index) => ({
                key: style.name,
                name: style.name,
                score: style.score,
                top: index === 0,
              }))}
              topLabel="Strongest"
            />
          </div>
        </section>
      </div>
    </figure>
  );
}
