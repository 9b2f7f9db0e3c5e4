import type { DeleteAccountInput } from '@acp/shared';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '@/app/hooks';
import { api } from '@/lib/api/api';
import { sessionEnded } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useDeleteAccountMutation } from '../api/account-api';

/**
 * Deletes the account, goes home, then ends the local session like logout does and shows the
 * server's message. Failures are thrown (as an ApiFailure) for the dialog to show.
 */
export function useDeleteAccount() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [deleteAccount] = useDeleteAccountMutation();
  const [deletedMessage, setDeletedMessage] = useState<string | null>(null);

  useEffect(() => {
    if (deletedMessage === null) return;
    // The session ends only when this protected page has left the screen: the router renders
    // navigations as transitions, and ending it sooner would make the page's guard warn
    // "Please login" on the way out.
    return () => {
      dispatch(sessionEnded());
      dispatch(api.util.resetApiState());
      toast.success(deletedMessage);
    };
  }, [deletedMessage, dispatch]);

  return async (input: DeleteAccountInput) => {
    const { message } = await deleteAccount(input).unwrap();
    setDeletedMessage(message);
    await navigate('/');
  };
}
