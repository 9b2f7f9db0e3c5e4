import type { CareerMatch, CareerResult } from '@acp/shared';
import { primaryButton } from '@/components/button-styles';

interface CareerCardProps {
  career: CareerMatch;
  labels: CareerResult['results']['topCareers']['labels'];
  /** This is the career chosen last time. */
  chosen: boolean;
  /** The blueprint has low confidence: the card says so instead of showing a fit score. */
  firstGuess: boolean;
  busy: boolean;
  onSelect: () => void;
}

/**
 * One of the top careers: its fit in the person's words, the fit score (or, for a first guess,
 * a "Low confidence" badge) and "Select".
 */
export function CareerCard({
  career,
  labels,
  chosen,
  firstGuess,
  busy,
  onSelect,
}: CareerCardProps) {
  const rows = [
    [labels.emotionalFit, career.emotionalFit],
    [labels.thinkingStyleFit, career.thinkingStyleFit],
    [labels.whyLove, career.whyLove],
  ] as const;
  return (
    <li
      className={`flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ${chosen ? 'ring-2 ring-indigo-500' : 'ring-slate-900/5'}`}
    >
      <div className="flex items-start justify-between gap-3">
        <h3 className="text-xl font-bold text-slate-900">{career.title}</h3>
        {firstGuess ? null : (
          <span className="shrink-0 rounded-full bg-emerald-50 px-3 py-1 text-sm font-bold text-emerald-800 ring-1 ring-emerald-200">
            Fit {career.fitScore}%
          </span>
        )}
      </div>
      {firstGuess ? (
        // Under the title, not beside it: the longer label would crowd a narrow card.
        <p className="mt-2 self-start rounded-full bg-amber-50 px-3 py-1 text-sm font-semibold text-amber-900 ring-1 ring-amber-300">
          Low confidence
        </p>
      ) : null}
      {chosen ? (
        <p className="mt-2 text-sm font-semibold text-indigo-700">Your chosen career</p>
      ) : null}
      <dl className="mt-4 flex-1 space-y-4">
        {rows.map(([label, text]) => (
          <div key={label}>
            <dt className="text-sm font-bold uppercase tracking-wide text-indigo-800">{label}</dt>
            <dd className="mt-1 leading-relaxed text-slate-700">{text}</dd>
          </div>
        ))}
      </dl>
      <button
        type="button"
        className={`${primaryButton} mt-6 w-full`}
        aria-label={`Select ${career.title}`}
        disabled={busy}
        onClick={onSelect}
      >
        Select
      </button>
    </li>
  );
}
