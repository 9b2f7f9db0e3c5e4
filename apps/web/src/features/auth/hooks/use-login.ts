import { messages, type signinSchema } from '@acp/shared';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { useAppDispatch } from '@/app/hooks';
import { getErrorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useSigninMutation } from '../api/auth-api';
import { closeModal } from '../stores/modal-slice';

/** Login flow (product.md §4): sign in, go home, toast, close the modal; the user refetches itself. */
export function useLogin() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [signin] = useSigninMutation();
  return async (values: z.output<typeof signinSchema>) => {
    try {
      await signin(values).unwrap();
      void navigate('/');
      toast.success(messages.loginSuccessful);
    } catch (error) {
      toast.error(getErrorMessage(error));
    }
    dispatch(closeModal());
  };
}
