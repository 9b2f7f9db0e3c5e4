import { messages, type signupSchema } from '@acp/shared';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import type { z } from 'zod';
import { useAppDispatch } from '@/app/hooks';
import { fetchCurrentUser, signup, type AuthFailure } from '../stores/auth-thunks';
import { closeModal } from '../stores/modal-slice';

/**
 * Spec §4 signup flow: sign up, refetch the user, close the modal, go home. A failure shows the
 * server's message (DESIGN §9) and keeps the modal open; it is returned for field messages.
 */
export function useSignup() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return async (values: z.output<typeof signupSchema>): Promise<AuthFailure | null> => {
    const result = await dispatch(signup(values));
    if (signup.rejected.match(result)) {
      const message = result.payload?.message ?? messages.somethingWentWrong;
      toast.error(message);
      return result.payload ?? { message, code: 'client_error', status: 0 };
    }
    await dispatch(fetchCurrentUser());
    dispatch(closeModal());
    void navigate('/');
    toast.success(result.payload.message ?? messages.signupSuccessful);
    return null;
  };
}
