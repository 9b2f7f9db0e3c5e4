import type { DeleteAccountInput } from '@acp/shared';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '@/app/hooks';
import { sessionEnded } from '@/lib/session-ended';
import { toast } from '@/lib/toast';
import { accountApi } from '../api/account-api';

/**
 * Deletes the account, goes home, then ends the local session like logout does and shows the
 * server's message. Failures are thrown as ApiClientError for the dialog to show.
 */
export function useDeleteAccount() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [deletedMessage, setDeletedMessage] = useState<string | null>(null);

  useEffect(() => {
    if (deletedMessage === null) return;
    // The session ends only when this protected page has left the screen: the router renders
    // navigations as transitions, and ending it sooner would make the page's guard warn
    // "Please login" on the way out.
    return () => {
      dispatch(sessionEnded());
      toast.success(deletedMessage);
    };
  }, [deletedMessage, dispatch]);

  return async (input: DeleteAccountInput) => {
    const { message } = await accountApi.deleteAccount(input);
    setDeletedMessage(message);
    await navigate('/');
  };
}
