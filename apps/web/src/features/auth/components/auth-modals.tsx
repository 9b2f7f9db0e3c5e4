import { useAppSelector } from '@/app/hooks';
import { LoginModal } from './login-modal';
import { SignupModal } from './signup-modal';

/** Shows the login or the signup modal, whichever the modal state asks for. */
export function AuthModals() {
  const { isModalOpen, which } = useAppSelector((state) => state.modal);
  if (!isModalOpen) return null;
  return which === 'login' ? <LoginModal /> : <SignupModal />;
}
