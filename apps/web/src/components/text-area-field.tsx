import { useId, type ComponentProps } from 'react';

const textAreaClass =
  'w-full resize-y rounded-xl border border-slate-300 bg-white px-4 py-2.5 text-slate-900 placeholder:text-slate-400 transition focus:border-indigo-500 focus:outline-none focus:ring-4 focus:ring-indigo-200 aria-[invalid=true]:border-rose-500 aria-[invalid=true]:focus:ring-rose-200';

interface TextAreaFieldProps extends ComponentProps<'textarea'> {
  label: string;
  /** The validation message shown under the box. */
  error?: string | undefined;
}

/** A labelled multi-line input whose message sits under it and is announced with it. */
export function TextAreaField({ label, error, id, className, ...props }: TextAreaFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const errorId = `${fieldId}-error`;
  return (
    <div className={className}>
      <label htmlFor={fieldId} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <textarea
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={textAreaClass}
        {...props}
      />
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm text-rose-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
