import { messages } from '@acp/shared';
import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router';
import { toast } from '@/lib/toast';
import { Spinner } from '@/components/spinner';
import { useAppSelector } from './hooks';

/** One id, so a redirect never stacks two identical warnings. */
const LOGIN_REQUIRED_TOAST = 'login-required';

function RedirectHome() {
  useEffect(() => {
    toast.warning(messages.loginToAccess, { toastId: LOGIN_REQUIRED_TOAST });
  }, []);
  return <Navigate to="/" replace />;
}

/** Spec §2 guard: a spinner while auth loads, else the page or a warning and a redirect to /. */
export function ProtectedRoute() {
  const { isloggedIn, loading, user } = useAppSelector((state) => state.auth);
  if (loading && !user) return <Spinner label="Checking your session" />;
  if (!isloggedIn) return <RedirectHome />;
  return <Outlet />;
}
