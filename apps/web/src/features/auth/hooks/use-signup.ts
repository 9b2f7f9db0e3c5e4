import { messages, type signupSchema } from '@acp/shared';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { useAppDispatch } from '@/app/hooks';
import { toApiFailure, type ApiFailure } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useSignupMutation } from '../api/auth-api';
import { closeModal } from '../stores/modal-slice';

/**
 * Signup flow (product.md §4): sign up, close the modal, go home. A failure shows the server's
 * message and keeps the modal open; it is returned for field messages.
 */
export function useSignup() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [signup] = useSignupMutation();
  return async (values: z.output<typeof signupSchema>): Promise<ApiFailure | null> => {
    try {
      const answer = await signup(values).unwrap();
      dispatch(closeModal());
      void navigate('/');
      toast.success(answer.message ?? messages.signupSuccessful);
      return null;
    } catch (error) {
      const failure = toApiFailure(error);
      toast.error(failure.message);
      return failure;
    }
  };
}
