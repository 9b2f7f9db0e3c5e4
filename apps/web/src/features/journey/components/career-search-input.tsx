import { CAREER_QUERY_MAX } from '@acp/shared';
import type { ComponentPropsWithRef } from 'react';

const inputClass =
  'w-full rounded-xl border border-slate-300 bg-white px-4 py-2.5 text-slate-900 placeholder:text-slate-500 transition focus:border-indigo-500 focus:outline-none focus:ring-4 focus:ring-indigo-200';

/**
 * The catalogue search box of "check any career" and of the careers picked before Step 3: a
 * search field that neither autocompletes nor spell-checks career names, as long as the server
 * takes.
 */
export function CareerSearchInput(props: Omit<ComponentPropsWithRef<'input'>, 'type'>) {
  return (
    <input
      type="search"
      maxLength={CAREER_QUERY_MAX}
      autoComplete="off"
      spellCheck={false}
      enterKeyHint="search"
      className={inputClass}
      {...props}
    />
  );
}
