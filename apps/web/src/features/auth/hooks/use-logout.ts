import { messages } from '@acp/shared';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { useAppDispatch } from '@/app/hooks';
import { signout } from '../stores/auth-thunks';

/**
 * Spec §4 logout: clear the session and go to /. Home comes first, so a protected page is left
 * before the guard could see the user leave. DESIGN §9: the toast is a success toast.
 */
export function useLogout() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return async () => {
    await navigate('/');
    const result = await dispatch(signout());
    if (signout.fulfilled.match(result)) toast.success(messages.logoutSuccessful);
    else toast.error(result.payload?.message ?? messages.somethingWentWrong);
  };
}
