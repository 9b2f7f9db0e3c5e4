import type { CareerMatch, CareerResult } from '@acp/shared';
import { primaryButton } from '@/components/button-styles';

interface CareerCardProps {
  career: CareerMatch;
  labels: CareerResult['results']['topCareers']['labels'];
  /** This is the career chosen last time. */
  chosen: boolean;
  busy: boolean;
  onSelect: () => void;
}

/** One of the top careers: its fit in the person's words, the fit score and "Select". */
export function CareerCard({ career, labels, chosen, busy, onSelect }: CareerCardProps) {
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
        <span className="shrink-0 rounded-full bg-emerald-50 px-3 py-1 text-sm font-bold text-emerald-800 ring-1 ring-emerald-200">
          Fit {career.fitScore}%
        </span>
      </div>
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
