import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { focusRing } from './button-styles';
import { ArrowLeftIcon } from './icons';

/** The back arrow of the password screens: returns to the landing page. */
export function BackLink({ to = '/', label }: { to?: string; label?: string }) {
  const intl = useIntl();
  return (
    <Link
      to={to}
      aria-label={label ?? intl.formatMessage({ id: 'nav.backHome' })}
      className={`inline-grid size-11 place-items-center rounded-full text-xl text-slate-600 hover:bg-slate-100 hover:text-slate-900 ${focusRing}`}
    >
      <ArrowLeftIcon />
    </Link>
  );
}
