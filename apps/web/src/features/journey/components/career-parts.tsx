import { useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { primaryButton } from '@/components/button-styles';
import { useLocale } from '@/lib/i18n/locale-provider';

/**
 * A career's title as shown: its Hindi title (the catalogue's) in Hindi when the result has it;
 * the English title stays the career's identity (what is selected and stored).
 */
export function useCareerTitle(): (career: {
  title: string;
  titleHi?: string | undefined;
}) => string {
  const { locale } = useLocale();
  return (career) => (locale === 'hi' && career.titleHi ? career.titleHi : career.title);
}

/** "Fit 80%", beside a career's title. */
/** The fit in a word, so the number never stands alone. */
export function fitWord(intl: IntlShape, fitScore: number): string {
  if (fitScore >= 80) return intl.formatMessage({ id: 'results.career.fitStrong' });
  if (fitScore >= 65) return intl.formatMessage({ id: 'results.career.fitGood' });
  if (fitScore >= 50) return intl.formatMessage({ id: 'results.career.fitPartial' });
  return intl.formatMessage({ id: 'results.career.fitWeak' });
}

/** The one figure a career shows: its fit, with its word. */
export function FitScore({ fitScore }: { fitScore: number }) {
  const intl = useIntl();
  return (
    <span className="shrink-0 rounded-2xl bg-emerald-50 px-3 py-1 text-center text-sm font-bold leading-tight text-emerald-800 ring-1 ring-emerald-200">
      {intl.formatMessage({ id: 'results.career.fit' }, { score: intl.formatNumber(fitScore) })}
      <span className="block text-xs font-semibold">{fitWord(intl, fitScore)}</span>
    </span>
  );
}

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
  return (
    <Badge tone="low">
      <FormattedMessage id="results.career.lowConfidence" />
    </Badge>
  );
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
  const intl = useIntl();
  return (
    <button
      type="button"
      className={`${primaryButton} mt-6 w-full`}
      aria-label={intl.formatMessage({ id: 'results.career.selectTitle' }, { title })}
      disabled={busy}
      onClick={onSelect}
    >
      <FormattedMessage id="results.career.select" />
    </button>
  );
}

/** The reasons behind a fit, most important first, under a label of their own. */
export function FitReasons({ id, reasons }: { id: string; reasons: readonly string[] }) {
  return (
    <div className="mt-4">
      <p id={id} className="text-sm font-bold uppercase tracking-wide text-indigo-800">
        <FormattedMessage id="results.career.whyFit" />
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

/**
 * Who may enter a career, where a rule restricts it (one sex only, age, nationality, physical or
 * medical standards): said before anything else about the career (decision 021).
 */
export function EligibilityNote({ eligibility }: { eligibility: string | undefined }) {
  const id = useId();
  if (!eligibility) return null;
  return (
    <div
      role="note"
      aria-labelledby={id}
      className="mt-4 rounded-xl bg-amber-50 p-3 ring-1 ring-amber-300"
    >
      <p id={id} className="text-sm font-bold uppercase tracking-wide text-amber-900">
        <FormattedMessage id="results.career.whoCanApply" />
      </p>
      <p className="mt-1 leading-relaxed text-slate-800">{eligibility}</p>
    </div>
  );
}
