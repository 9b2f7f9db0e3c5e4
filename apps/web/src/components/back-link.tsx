import { Link } from 'react-router';
import { focusRing } from './button-styles';
import { ArrowLeftIcon } from './icons';

/** The back arrow of the password screens: returns to the landing page. */
export function BackLink({ to = '/', label = 'Back to home' }: { to?: string; label?: string }) {
  return (
    <Link
      to={to}
      aria-label={label}
      className={`inline-grid size-11 place-items-center rounded-full text-xl text-slate-600 hover:bg-slate-100 hover:text-slate-900 ${focusRing}`}
    >
      <ArrowLeftIcon />
    </Link>
  );
}
