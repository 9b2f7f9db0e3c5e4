import { useIntl } from 'react-intl';
import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { describedBy, FieldFrame } from './field-frame';
import { EyeIcon, EyeOffIcon } from './icons';

const inputClass =
  'w-full rounded-xl border bg-white px-4 py-2.5 text-slate-900 placeholder:text-slate-400 transition focus:outline-none focus:ring-4 aria-[invalid=true]:border-rose-500 aria-[invalid=true]:focus:ring-rose-200 border-slate-300 focus:border-indigo-500 focus:ring-indigo-200';

interface TextFieldProps extends ComponentProps<'input'> {
  label: string;
  /** The validation message shown under the field. */
  error?: string | undefined;
  /** Extra content inside the input's box, at its right edge. */
  trailing?: ReactNode;
}

/** A labelled input whose message sits under it and is announced with it. */
export function TextField({
  label,
  error,
  trailing,
  id,
  className,
  ...inputProps
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <FieldFrame id={inputId} label={label} error={error} className={className}>
      <div className="relative">
        <input
          id={inputId}
          {...describedBy(inputId, error)}
          className={`${inputClass} ${trailing ? 'pr-12' : ''}`}
          {...inputProps}
        />
        {trailing ? (
          <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div>
        ) : null}
      </div>
    </FieldFrame>
  );
}

/** A password input with a show/hide toggle. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'trailing'>) {
  const [visible, setVisible] = useState(false);
  const intl = useIntl();
  const toggle = (
    <button
      type="button"
      onClick={() => setVisible((value) => !value)}
      aria-label={intl.formatMessage(
        { id: visible ? 'field.hide' : 'field.show' },
        { label: props.label.toLowerCase() },
      )}
      className="grid size-11 place-items-center rounded-lg text-lg text-slate-500 hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
    >
      {visible ? <EyeOffIcon /> : <EyeIcon />}
    </button>
  );
  return <TextField {...props} type={visible ? 'text' : 'password'} trailing={toggle} />;
}
