import { lazy, Suspense, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { primaryButton, secondaryButton, focusRing, textLink } from '@/components/button-styles';
import { LanguageSwitch } from '@/components/language-switch';
import { CloseIcon, MenuIcon } from '@/components/icons';
import { Logo } from '@/components/logo';
import { openModal } from '@/features/auth/stores/modal-slice';
import { useAppDispatch, useAppSelector } from '../hooks';
import { MobileMenu } from './mobile-menu';

// The logged-in menu reads the user from the API slice, which the landing page does not load.
const UserMenu = lazy(() => import('./user-menu').then((module) => ({ default: module.UserMenu })));

const MOBILE_MENU_ID = 'mobile-menu';

/** The navbar's colour scheme; a route picks one through its `handle.navbar`. */
export type NavbarVariant = 'default' | 'tinted';

const headerColours: Record<NavbarVariant, string> = {
  default: 'border-slate-200/70 bg-white/85',
  // product.md §2: the contact page uses a different navbar colour.
  tinted: 'border-indigo-200 bg-indigo-100/90',
};

/** The navbar of product.md §2, on every page. */
export function Navbar({ variant = 'default' }: { variant?: NavbarVariant }) {
  const isLoggedIn = useAppSelector((state) => state.auth.isloggedIn);
  const dispatch = useAppDispatch();
  const [mobileOpen, setMobileOpen] = useState(false);
  const intl = useIntl();

  useEffect(() => {
    if (!mobileOpen) return;
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && setMobileOpen(false);
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [mobileOpen]);

  return (
    <header
      data-variant={variant}
      className={`sticky top-0 z-40 border-b backdrop-blur ${headerColours[variant]}`}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo onClick={() => setMobileOpen(false)} />
        <nav
          aria-label={intl.formatMessage({ id: 'nav.account' })}
          className="hidden items-center gap-3 md:flex"
        >
          <LanguageSwitch className={`${textLink} px-2 py-2 text-sm`} />
          {isLoggedIn ? (
            <Suspense fallback={null}>
              <UserMenu />
            </Suspense>
          ) : (
            <>
              <button
                type="button"
                className={`${secondaryButton} py-2`}
                onClick={() => dispatch(openModal('signup'))}
              >
                <FormattedMessage id="nav.signUp" />
              </button>
              <button
                type="button"
                className={`${primaryButton} py-2`}
                onClick={() => dispatch(openModal('login'))}
              >
                <FormattedMessage id="nav.login" />
              </button>
            </>
          )}
        </nav>
        <button
          type="button"
          className={`grid size-11 place-items-center rounded-lg text-2xl text-slate-700 hover:bg-slate-100 md:hidden ${focusRing}`}
          aria-label={intl.formatMessage({ id: mobileOpen ? 'nav.closeMenu' : 'nav.openMenu' })}
          aria-expanded={mobileOpen}
          aria-controls={mobileOpen ? MOBILE_MENU_ID : undefined}
          onClick={() => setMobileOpen((value) => !value)}
        >
          {mobileOpen ? <CloseIcon /> : <MenuIcon />}
        </button>
      </div>
      {mobileOpen ? (
        <MobileMenu id={MOBILE_MENU_ID} onNavigate={() => setMobileOpen(false)} />
      ) : null}
    </header>
  );
}
