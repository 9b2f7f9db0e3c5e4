import { messages } from '@acp/shared';
import { useGoogleLogin } from '@react-oauth/google';
import { toast } from '@/lib/toast';
import { useAppDispatch } from '@/app/hooks';
import { fetchCurrentUser, googleAuth } from '../stores/auth-thunks';
import { closeModal } from '../stores/modal-slice';

/**
 * Spec §4 Google flow (auth-code): send the code, refetch the user, close the modal when the
 * answer says a session started. Failures are shown (DESIGN §9). Needs GoogleOAuthProvider.
 */
export function useGoogleSignIn() {
  const dispatch = useAppDispatch();
  const exchangeCode = async (code: string) => {
    const result = await dispatch(googleAuth(code));
    await dispatch(fetchCurrentUser());
    if (!googleAuth.fulfilled.match(result)) {
      toast.error(result.payload?.message ?? messages.googleFailed);
    } else if (result.payload.token) {
      dispatch(closeModal());
      toast.success(result.payload.message);
    }
  };
  return useGoogleLogin({
    flow: 'auth-code',
    onSuccess: ({ code }) => void exchangeCode(code),
    onError: () => toast.error(messages.googleFailed),
    onNonOAuthError: (error) => {
      // Closing the popup is the user's choice, not a failure.
      if (error.type !== 'popup_closed') toast.error(messages.googleFailed);
    },
  });
}
