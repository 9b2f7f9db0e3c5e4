import { messages } from '@acp/shared';
import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router';
import { Spinner } from '@/components/spinner';
import { useCurrentUser } from '@/lib/api/user-api';
import { LOGIN_REQUIRED_TOAST } from '@/lib/session';
import { toast } from '@/lib/toast';

function RedirectHome() {
  useEffect(() => {
    toast.warning(messages.loginToAccess, { toastId: LOGIN_REQUIRED_TOAST });
  }, []);
  return <Navigate to="/" replace />;
}

/** The guard of product.md §2: a spinner while the session is checked, else the page or a warning and a redirect to /. */
export function ProtectedRoute() {
  const { isloggedIn, isLoading } = useCurrentUser();
  if (isLoading) return <Spinner label="Checking your session" />;
  if (!isloggedIn) return <RedirectHome />;
  return <Outlet />;
}
