import { useId, type ReactNode, type Ref } from 'react';
import { FormattedMessage } from 'react-intl';
import {
  Badge,
  EligibilityNote,
  FitReasons,
  FitScore,
  LowConfidenceBadge,
  SelectCareerButton,
} from './career-parts';

interface CareerFitCardProps {
  /** `li` among other cards of a list; `article` on its own (named by its title). */
  as: 'li' | 'article';
  title: string;
  /** Under the title, e.g. the Hindi title and the family. */
  details?: ReactNode;
  fitScore: number;
  /** The answers carried too little: a "Low confidence" badge instead of the fit score. */
  lowConfidence: boolean;
  /** One of the blueprint's three. */
  inTopThree?: boolean;
  /** Who may enter it, where a rule restricts it: shown before anything else about it. */
  eligibility?: string | undefined;
  /** In words, how it fits and why it is or is not among the three. */
  message?: string;
  reasons: readonly string[];
  /** This is the career chosen last time. */
  chosen: boolean;
  busy: boolean;
  onSelect: () => void;
  /** The title's heading, to move focus to when the card appears on request. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * A career beyond the top three's cards (one the person named, or one they checked): who may
 * enter it first where a rule restricts it, its fit score (or "Low confidence"), why, and the same
 * "Select" as the top careers.
 */
export function CareerFitCard({
  as: Tag,
  title,
  details,
  fitScore,
  lowConfidence,
  inTopThree = false,
  eligibility,
  message,
  reasons,
  chosen,
  busy,
  onSelect,
  headingRef,
}: CareerFitCardProps) {
  const id = useId();
  const headingId = `${id}-title`;
  return (
    <Tag
      aria-labelledby={Tag === 'article' ? headingId : undefined}
      className={`flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ${chosen ? 'ring-2 ring-indigo-500' : 'ring-slate-900/5'}`}
    >
      <div className="flex items-start justify-between gap-3">
        <h3
          id={headingId}
          ref={headingRef}
          tabIndex={headingRef ? -1 : undefined}
          className="rounded text-xl font-bold text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
        >
          {title}
        </h3>
        {lowConfidence ? null : <FitScore fitScore={fitScore} />}
      </div>
      {details}
      {lowConfidence || inTopThree ? (
        <p className="mt-2 flex flex-wrap gap-2">
          {lowConfidence ? <LowConfidenceBadge /> : null}
          {inTopThree ? (
            <Badge tone="mine">
              <FormattedMessage id="results.career.inTopThree" />
            </Badge>
          ) : null}
        </p>
      ) : null}
      {chosen ? (
        <p className="mt-2 text-sm font-semibold text-indigo-700">
          <FormattedMessage id="results.career.chosen" />
        </p>
      ) : null}
      <EligibilityNote eligibility={eligibility} />
      {message ? <p className="mt-4 leading-relaxed text-slate-700">{message}</p> : null}
      <div className="flex-1">
        <FitReasons id={`${id}-reasons`} reasons={reasons} />
      </div>
      <SelectCareerButton title={title} busy={busy} onSelect={onSelect} />
    </Tag>
  );
}
