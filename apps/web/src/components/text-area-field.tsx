import { useId, type ComponentProps } from 'react';
import { describedBy, FieldFrame } from './field-frame';

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
  return (
    <FieldFrame id={fieldId} label={label} error={error} className={className}>
      <textarea
        id={fieldId}
        {...describedBy(fieldId, error)}
        className={textAreaClass}
        {...props}
      />
    </FieldFrame>
  );
}
