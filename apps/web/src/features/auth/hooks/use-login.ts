import { messages, type signinSchema } from '@acp/shared';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import type { z } from 'zod';
import { useAppDispatch } from '@/app/hooks';
import { fetchCurrentUser, signin } from '../stores/auth-thunks';
import { closeModal } from '../stores/modal-slice';

/** Spec §4 login flow: sign in, refetch the user, go home, toast, close the modal. */
export function useLogin() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return async (values: z.output<typeof signinSchema>) => {
    const result = await dispatch(signin(values));
    if (signin.fulfilled.match(result)) {
      await dispatch(fetchCurrentUser());
      void navigate('/');
      toast.success(messages.loginSuccessful);
    } else {
      toast.error(result.payload?.message ?? messages.somethingWentWrong);
    }
    dispatch(closeModal());
  };
}
