import type { DeleteAccountInput } from '@acp/shared';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '@/app/hooks';
import { sessionEnded } from '@/lib/session-ended';
import { toast } from '@/lib/toast';
import { accountApi } from '../api/account-api';

/**
 * Deletes the account; on success ends the local session like logout does (home first, so the
 * protected profile is left before the guard sees the user go) and shows the server's message.
 * Failures are thrown as ApiClientError for the dialog to show.
 */
export function useDeleteAccount() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return async (input: DeleteAccountInput) => {
    const { message } = await accountApi.deleteAccount(input);
    await navigate('/');
    dispatch(sessionEnded());
    toast.success(message);
  };
}
