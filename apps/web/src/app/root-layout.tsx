import { FormattedMessage } from 'react-intl';
import { lazy, Suspense } from 'react';
import { Outlet, useMatches } from 'react-router';
import { Spinner } from '@/components/spinner';
import { useAppSelector } from './hooks';
import { Footer } from './layout/footer';
import { Navbar, type NavbarVariant } from './layout/navbar';
import { PageTitle } from './page-title';
import { ScrollToTop } from './scroll-to-top';

// The session's user, and the API slice with it, load only when logged in.
const SessionUser = lazy(() =>
  import('./session-user').then((module) => ({ default: module.SessionUser })),
);

// The forms and their validation load only when a modal first opens.
const AuthModals = lazy(() =>
  import('@/features/auth/components/auth-modals').then((module) => ({
    default: module.AuthModals,
  })),
);

/** The navbar variant asked for by the deepest matched route that names one. */
function useNavbarVariant(): NavbarVariant {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const handle = match.handle as { navbar?: NavbarVariant } | undefined;
    if (handle?.navbar) return handle.navbar;
  }
  return 'default';
}

/** Every page: navbar, content, footer, the auth modals; fetches the user when flagged in. */
export function RootLayout() {
  const isModalOpen = useAppSelector((state) => state.modal.isModalOpen);
  const navbarVariant = useNavbarVariant();

  const isloggedIn = useAppSelector((state) => state.auth.isloggedIn);

  return (
    <div className="flex min-h-screen flex-col">
      <ScrollToTop />
      <PageTitle />
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-indigo-700 focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:inline-flex focus:min-h-11 focus:items-center"
      >
        <FormattedMessage id="nav.skipToContent" />
      </a>
      <Navbar variant={navbarVariant} />
      <main id="main" className="flex-1">
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      {isModalOpen ? (
        <Suspense fallback={null}>
          <AuthModals />
        </Suspense>
      ) : null}
      {isloggedIn ? (
        <Suspense fallback={null}>
          <SessionUser />
        </Suspense>
      ) : null}
    </div>
  );
}
