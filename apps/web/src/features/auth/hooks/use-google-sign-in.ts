import { messages } from '@acp/shared';
import { useGoogleLogin } from '@react-oauth/google';
import { loggedIn } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { DEFAULT_AFTER_LOGIN } from '@/lib/next-path';
import { isApiFailure } from '@/lib/api-error';
import { useGoogleAuthMutation } from '../api/auth-api';
import { closeModal } from '../stores/modal-slice';

/**
 * Google flow (product.md §4, auth-code): send the code; a started session goes to the page
 * asked for (else the journey hub) and closes the modal; the user refetches itself. Failures are
 * shown. Needs GoogleOAuthProvider.
 */
export function useGoogleSignIn() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const next = useAppSelector((state) => state.modal.next);
  const [googleAuth] = useGoogleAuthMutation();
  const exchangeCode = async (code: string) => {
    try {
      const answer = await googleAuth(code).unwrap();
      // The flag is up before a protected page is opened (the endpoint's own may come a tick later).
      dispatch(loggedIn());
      toast.success(answer.message);
      await navigate(next ?? DEFAULT_AFTER_LOGIN, { flushSync: true });
      dispatch(closeModal());
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
