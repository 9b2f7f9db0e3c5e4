import { messages } from '@acp/shared';
import { useGoogleLogin } from '@react-oauth/google';
import { toast } from '@/lib/toast';
import { useAppDispatch } from '@/app/hooks';
import { isApiFailure } from '@/lib/api-error';
import { useGoogleAuthMutation } from '../api/auth-api';
import { closeModal } from '../stores/modal-slice';

/**
 * Google flow (product.md §4, auth-code): send the code; a started session closes the modal
 * and the user refetches itself. Failures are shown. Needs GoogleOAuthProvider.
 */
export function useGoogleSignIn() {
  const dispatch = useAppDispatch();
  const [googleAuth] = useGoogleAuthMutation();
  const exchangeCode = async (code: string) => {
    try {
      const answer = await googleAuth(code).unwrap();
      dispatch(closeModal());
      toast.success(answer.message);
    } catch (error) {
      toast.error(isApiFailure(error) ? error.message : messages.googleFailed);
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
