import { Link } from 'react-router';
import { textLink } from '@/components/button-styles';
import { useAppDispatch } from '@/app/hooks';
import { closeModal } from '../stores/modal-slice';

/** The Terms of Use / Privacy Policy line under the auth forms. */
export function LegalNote() {
  const dispatch = useAppDispatch();
  const close = () => dispatch(closeModal());
  return (
    <p className="mt-6 text-center text-xs leading-relaxed text-slate-500">
      By continuing you agree to our{' '}
      <Link to="/terms" onClick={close} className={textLink}>
        Terms of Use
      </Link>{' '}
      and{' '}
      <Link to="/privacy" onClick={close} className={textLink}>
        Privacy Policy
      </Link>
      .
    </p>
  );
}
