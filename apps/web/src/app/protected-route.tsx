import { messages } from '@acp/shared';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '@/components/spinner';
import { useCurrentUser } from '@/lib/api/user-api';
import { loginPathFor } from '@/lib/next-path';
import { LOGIN_REQUIRED_TOAST } from '@/lib/session';
import { toast } from '@/lib/toast';

function RedirectToLogin() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    toast.warning(messages.loginToAccess, { toastId: LOGIN_REQUIRED_TOAST });
  }, []);
  return <Navigate to={loginPathFor(`${pathname}${search}`)} replace />;
}

/**
 * The guard of product.md §2: a spinner while the session is checked, else the page; logged out,
 * the warning and the login modal, which opens the page asked for once the person is in.
 */
export function ProtectedRoute() {
  const { isloggedIn, isLoading } = useCurrentUser();
  if (isLoading) return <Spinner label="Checking your session" />;
  if (!isloggedIn) return <RedirectToLogin />;
  return <Outlet />;
}
