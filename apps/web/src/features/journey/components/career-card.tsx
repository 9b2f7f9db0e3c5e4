import type { CareerMatch, CareerResult } from '@acp/shared';
import { FormattedMessage } from 'react-intl';
import {
  Badge,
  EligibilityNote,
  FitScore,
  LowConfidenceBadge,
  SelectCareerButton,
  useCareerTitle,
} from './career-parts';

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
 * One of the top careers: who may enter it first where a rule restricts it, then its fit in the
 * person's words, the fit score (or, for a first guess, a "Low confidence" badge), "Named by you"
 * when they named it, and "Select".
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
  const title = useCareerTitle()(career);
  return (
    <li
      className={`flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ${chosen ? 'ring-2 ring-indigo-500' : 'ring-slate-900/5'}`}
    >
      <div className="flex items-start justify-between gap-3">
        <h3 className="text-xl font-bold text-slate-900">{title}</h3>
        {firstGuess ? null : <FitScore fitScore={career.fitScore} />}
      </div>
      {firstGuess || career.named ? (
        // Under the title, not beside it: longer labels would crowd a narrow card.
        <p className="mt-2 flex flex-wrap gap-2">
          {firstGuess ? <LowConfidenceBadge /> : null}
          {career.named ? (
            <Badge tone="mine">
              <FormattedMessage id="results.career.namedByYou" />
            </Badge>
          ) : null}
        </p>
      ) : null}
      {chosen ? (
        <p className="mt-2 text-sm font-semibold text-indigo-700">
          <FormattedMessage id="results.career.chosen" />
        </p>
      ) : null}
      <EligibilityNote eligibility={career.eligibility} />
      <dl className="mt-4 flex-1 space-y-4">
        {rows.map(([label, text]) => (
          <div key={label}>
            <dt className="text-sm font-bold uppercase tracking-wide text-indigo-800">{label}</dt>
            <dd className="mt-1 leading-relaxed text-slate-700">{text}</dd>
          </div>
        ))}
      </dl>
      <SelectCareerButton title={title} busy={busy} onSelect={onSelect} />
    </li>
  );
}
