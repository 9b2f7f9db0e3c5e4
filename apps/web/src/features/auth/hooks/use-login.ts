import { messages, type signinSchema } from '@acp/shared';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { DEFAULT_AFTER_LOGIN } from '@/lib/next-path';
import { getErrorMessage } from '@/lib/api-error';
import { loggedIn } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useSigninMutation } from '../api/auth-api';
import { closeModal } from '../stores/modal-slice';

/**
 * Login flow (product.md §4): sign in, go to the page asked for (else the journey hub), toast,
 * close the modal; the user refetches itself.
 */
export function useLogin() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const next = useAppSelector((state) => state.modal.next);
  const [signin] = useSigninMutation();
  return async (values: z.output<typeof signinSchema>) => {
    try {
      await signin(values).unwrap();
      // The flag is up before a protected page is opened (the endpoint's own may come a tick later).
      dispatch(loggedIn());
      toast.success(messages.loginSuccessful);
      // Away from the modal's own address first, so closing it does not lead home.
      await navigate(next ?? DEFAULT_AFTER_LOGIN, { flushSync: true });
    } catch (error) {
      toast.error(getErrorMessage(error));
    }
    dispatch(closeModal());
  };
}
