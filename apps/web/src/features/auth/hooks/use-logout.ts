import { messages } from '@acp/shared';
import { useNavigate } from 'react-router';
import { getErrorMessage } from '@/lib/api-error';
import { useSignoutMutation } from '@/lib/api/user-api';
import { toast } from '@/lib/toast';

/**
 * Logout (product.md §4): clear the session and go to /. Home comes first, so a protected page
 * is left before the guard could see the user leave. The toast is a success toast.
 */
export function useLogout() {
  const navigate = useNavigate();
  const [signout] = useSignoutMutation();
  return async () => {
    // Committed at once (not as a transition), so the guard never sees the session end.
    await navigate('/', { flushSync: true });
    try {
      await signout().unwrap();
      toast.success(messages.logoutSuccessful);
    } catch (error) {
      toast.error(getErrorMessage(error));
    }
  };
}
