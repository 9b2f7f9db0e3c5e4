import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { focusRing } from './button-styles';

/** The product's mark and name, linking home. */
export function Logo({ onClick }: { onClick?: () => void }) {
  return (
    <Link
      to="/"
      onClick={onClick}
      className={`flex min-h-11 items-center gap-2 rounded-lg ${focusRing}`}
    >
      {/* The name is the visible words plus "home" (WCAG 2.5.3, label in name); the spaces
          between flex items read in the name and take no room on screen. */}
      <span className="grid size-9 place-items-center rounded-xl bg-gradient-to-br from-indigo-600 to-violet-600 text-sm font-black text-white shadow-sm">
        AI
      </span>{' '}
      <span className="text-lg font-extrabold tracking-tight text-slate-900">
        Career<span className="text-indigo-600">Path</span>
      </span>
      <span className="sr-only">
        {' '}
        <FormattedMessage id="nav.logoHome" />
      </span>
    </Link>
  );
}
