import { messages, type signupSchema } from '@acp/shared';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { DEFAULT_AFTER_LOGIN } from '@/lib/next-path';
import { toApiFailure, type ApiFailure } from '@/lib/api-error';
import { loggedIn } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useSignupMutation } from '../api/auth-api';
import { closeModal } from '../stores/modal-slice';

/**
 * Signup flow (product.md §4): sign up, go to the page asked for (else the journey hub), close
 * the modal. A failure shows the server's message and keeps the modal open; it is returned for
 * field messages.
 */
export function useSignup() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const next = useAppSelector((state) => state.modal.next);
  const [signup] = useSignupMutation();
  return async (values: z.output<typeof signupSchema>): Promise<ApiFailure | null> => {
    try {
      const answer = await signup(values).unwrap();
      // The flag is up before a protected page is opened (the endpoint's own may come a tick later).
      dispatch(loggedIn());
      toast.success(answer.message ?? messages.signupSuccessful);
      await navigate(next ?? DEFAULT_AFTER_LOGIN, { flushSync: true });
      dispatch(closeModal());
      return null;
    } catch (error) {
      const failure = toApiFailure(error);
      toast.error(failure.message);
      return failure;
    }
  };
}
