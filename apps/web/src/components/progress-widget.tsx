import { FormattedMessage } from 'react-intl';
import { useId } from 'react';
import { progressPercent } from '@/lib/journey-progress';
import { CheckIcon } from './icons';

export interface ProgressStep {
  /** Its number: shown as "Step 1" in the language shown. */
  number: number;
  done: boolean;
}

interface ProgressWidgetProps {
  steps: readonly ProgressStep[];
  className?: string;
}

/**
 * "Progress: N%", a 14rem bar, and for every step a check, or an empty circle and "not yet": a
 * step still to come is not a failure (product.md §2.10, §10).
 */
export function ProgressWidget({ steps, className = '' }: ProgressWidgetProps) {
  const labelId = useId();
  const completed = steps.filter((step) => step.done).length;
  const percent = progressPercent(completed, steps.length);
  return (
    <div className={className}>
      <p id={labelId} className="text-sm font-semibold text-slate-800">
        <FormattedMessage id="progress.label" values={{ percent }} />
      </p>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-2 h-2.5 w-56 max-w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-indigo-600 to-violet-600 transition-[width] duration-500"
          style={{ width: `${percent}%` }}
        />
      </div>
      <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-2">
        {steps.map((step) => (
          <li
            key={step.number}
            className="flex items-center gap-1.5 text-sm font-medium text-slate-700"
          >
            {step.done ? (
              <CheckIcon className="text-lg text-emerald-600" />
            ) : (
              <span
                aria-hidden="true"
                className="inline-block size-3.5 rounded-full border-2 border-slate-400"
              />
            )}
            <FormattedMessage id="progress.step" values={{ step: step.number }} />
            {step.done ? (
              <span className="sr-only">
                {' '}
                <FormattedMessage id="progress.done" />
              </span>
            ) : (
              <span className="font-normal text-slate-500">
                {' · '}
                <FormattedMessage id="progress.notYet" />
              </span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
