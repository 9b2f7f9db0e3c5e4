import { lazy, Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { LanguageSwitch } from '@/components/language-switch';
import { openModal } from '@/features/auth/stores/modal-slice';
import { useAppDispatch, useAppSelector } from '../hooks';

// The logged-in items read the user from the API slice, which the landing page does not load.
const MobileUserItems = lazy(() =>
  import('./mobile-user-items').then((module) => ({ default: module.MobileUserItems })),
);

const itemClass =
  'flex w-full items-center gap-3 rounded-xl px-4 py-3 text-left text-base font-semibold text-slate-800 hover:bg-indigo-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500';

interface MobileMenuProps {
  id: string;
  onNavigate: () => void;
}

/** The menu below 768 px: Home, Contact, Sign Up, Login; or the user's name and Logout. */
export function MobileMenu({ id, onNavigate }: MobileMenuProps) {
  const isloggedIn = useAppSelector((state) => state.auth.isloggedIn);
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const openAuth = (which: 'login' | 'signup') => {
    onNavigate();
    dispatch(openModal(which));
  };

  return (
    <nav
      id={id}
      aria-label={intl.formatMessage({ id: 'nav.mobile' })}
      className="border-t border-slate-200 bg-white px-4 pb-4 pt-2 shadow-lg md:hidden"
    >
      {isloggedIn ? (
        <Suspense fallback={null}>
          <MobileUserItems itemClass={itemClass} onNavigate={onNavigate} />
        </Suspense>
      ) : (
        <>
          <Link to="/" onClick={onNavigate} className={itemClass}>
            <FormattedMessage id="nav.home" />
          </Link>
          <Link to="/user/contact" onClick={onNavigate} className={itemClass}>
            <FormattedMessage id="nav.contact" />
          </Link>
          <button type="button" className={itemClass} onClick={() => openAuth('signup')}>
            <FormattedMessage id="nav.signUp" />
          </button>
          <button type="button" className={itemClass} onClick={() => openAuth('login')}>
            <FormattedMessage id="nav.login" />
          </button>
        </>
      )}
      <LanguageSwitch className={itemClass} onSwitch={onNavigate} />
    </nav>
  );
}
