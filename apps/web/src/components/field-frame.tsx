import type { ReactNode } from 'react';
import { useTranslateMessage } from '@/lib/i18n/locale-provider';

/** What a control needs so its validation message is announced with it. */
export function describedBy(id: string, error: string | undefined) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  } as const;
}

interface FieldFrameProps {
  /** The id of the control inside. */
  id: string;
  label: string;
  error?: string | undefined;
  className?: string | undefined;
  children: ReactNode;
}

/** A control with its label above and its validation message under it. */
export function FieldFrame({ id, label, error, className, children }: FieldFrameProps) {
  const word = useTranslateMessage();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-rose-700">
          {word(error)}
        </p>
      ) : null}
    </div>
  );
}
