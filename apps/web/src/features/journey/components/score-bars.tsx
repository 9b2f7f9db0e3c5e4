import { FormattedMessage } from 'react-intl';

/** One bar: what it measures, an optional hint, its 0–100 score, and whether it is a top one. */
export interface ScoreBar {
  key: string;
  name: string;
  hint?: string;
  score: number;
  /** Said instead of the number ("strong"), when the bars compare with each other only. */
  valueLabel?: string;
  /** Marked with a "Top" label as well as a colour, so colour is never the only cue. */
  top: boolean;
}

/** Labelled horizontal bars, 0–100, readable at 375 px: the numbers are in the text too. */
export function ScoreBars({ bars, topLabel }: { bars: readonly ScoreBar[]; topLabel: string }) {
  return (
    <ul className="space-y-3">
      {bars.map(({ key, name, hint, score, valueLabel, top }) => (
        <li key={key}>
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <span className="font-semibold text-slate-800">
              {name}
              {hint ? <span className="font-normal text-slate-600"> — {hint}</span> : null}
              {top ? (
                <span className="ml-2 whitespace-nowrap rounded bg-indigo-100 px-1.5 py-0.5 text-xs font-bold text-indigo-800">
                  {topLabel}
                </span>
              ) : null}
            </span>
            {valueLabel ? (
              <span className="whitespace-nowrap font-semibold text-slate-800">{valueLabel}</span>
            ) : (
              <span className="font-mono font-semibold tabular-nums text-slate-800">
                {score}
                <span className="sr-only">
                  <FormattedMessage id="results.bars.outOf100" />
                </span>
              </span>
            )}
          </div>
          <div className="mt-1 h-3 rounded-full bg-slate-100" aria-hidden="true">
            <div
              className={`h-3 rounded-full ${top ? 'bg-gradient-to-r from-indigo-600 to-violet-600' : 'bg-slate-400'}`}
              style={{ width: `${score}%` }}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
