import type { ReactNode } from 'react';
import { primaryButton } from '@/components/button-styles';

/** "Fit 80%", beside a career's title. */
/** The fit in a word, so the number never stands alone. */
export function fitWord(fitScore: number): string {
  if (fitScore >= 80) return 'strong match';
  if (fitScore >= 65) return 'good match';
  if (fitScore >= 50) return 'partial match';
  return 'weak match';
}

/** The one figure a career shows: its fit, with its word. */
export function FitScore({ fitScore }: { fitScore: number }) {
  return (
    <span className="shrink-0 rounded-2xl bg-emerald-50 px-3 py-1 text-center text-sm font-bold leading-tight text-emerald-800 ring-1 ring-emerald-200">
      {`Fit ${fitScore}% `}
      <span className="block text-xs font-semibold">{fitWord(fitScore)}</span>
    </span>
  );
}

/** The one sentence that says what the fit figure is. */
export const FIT_EXPLAINED =
  'Fit is how closely a career matches everything you told us in the three steps: your interests, what matters to you and how you like to work (out of 100).';

const badgeTones = {
  /** The answers carried too little: the fit is a first guess. */
  low: 'bg-amber-50 text-amber-900 ring-amber-300',
  /** Something about the person: they named it, it is in their top 3. */
  mine: 'bg-violet-50 text-violet-800 ring-violet-200',
} as const;

/** A small label under a career's title. */
export function Badge({ tone, children }: { tone: keyof typeof badgeTones; children: ReactNode }) {
  return (
    <span className={`rounded-full px-3 py-1 text-sm font-semibold ring-1 ${badgeTones[tone]}`}>
      {children}
    </span>
  );
}

/** Shown instead of the fit score when the answers carried too little to go on. */
export function LowConfidenceBadge() {
  return <Badge tone="low">Low confidence</Badge>;
}

/** "Select": saves the career and leads to its deep roadmap (the same for every career card). */
export function SelectCareerButton({
  title,
  busy,
  onSelect,
}: {
  title: string;
  busy: boolean;
  onSelect: () => void;
}) {
  return (
    <button
      type="button"
      className={`${primaryButton} mt-6 w-full`}
      aria-label={`Select ${title}`}
      disabled={busy}
      onClick={onSelect}
    >
      Select
    </button>
  );
}

/** The reasons behind a fit, most important first, under a label of their own. */
export function FitReasons({ id, reasons }: { id: string; reasons: readonly string[] }) {
  return (
    <div className="mt-4">
      <p id={id} className="text-sm font-bold uppercase tracking-wide text-indigo-800">
        Why this fit
      </p>
      <ul aria-labelledby={id} className="mt-2 list-disc space-y-1.5 pl-5 marker:text-indigo-500">
        {reasons.map((reason) => (
          <li key={reason} className="leading-relaxed text-slate-700">
            {reason}
          </li>
        ))}
      </ul>
    </div>
  );
}
