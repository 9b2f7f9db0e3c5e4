import { useId } from 'react';
import { progressPercent } from '@/lib/journey-progress';
import { CheckIcon, CrossIcon } from './icons';

export interface ProgressStep {
  label: string;
  done: boolean;
}

interface ProgressWidgetProps {
  steps: readonly ProgressStep[];
  className?: string;
}

/** "Progress: N%", a 14rem bar, and a check or a cross for every step (product.md §2, §9). */
export function ProgressWidget({ steps, className = '' }: ProgressWidgetProps) {
  const labelId = useId();
  const completed = steps.filter((step) => step.done).length;
  const percent = progressPercent(completed, steps.length);
  return (
    <div className={className}>
      <p id={labelId} className="text-sm font-semibold text-slate-800">
        Progress: {percent}%
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
            key={step.label}
            className="flex items-center gap-1.5 text-sm font-medium text-slate-700"
          >
            {step.done ? (
              <CheckIcon className="text-lg text-emerald-600" />
            ) : (
              <CrossIcon className="text-lg text-rose-600" />
            )}
            {step.label}
            <span className="sr-only">{step.done ? ' done' : ' not done yet'}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
