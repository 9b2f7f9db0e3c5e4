import { useAppSelector } from '@/app/hooks';
import { GoogleProvider } from './google-provider';
import { LoginModal } from './login-modal';
import { SignupModal } from './signup-modal';

/** Shows the login or the signup modal, whichever the modal state asks for, with Google's provider. */
export function AuthModals() {
  const { isModalOpen, which } = useAppSelector((state) => state.modal);
  if (!isModalOpen) return null;
  return <GoogleProvider>{which === 'login' ? <LoginModal /> : <SignupModal />}</GoogleProvider>;
}
