import { FormattedMessage } from 'react-intl';
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
      <FormattedMessage
        id="auth.legal"
        values={{
          terms: (text) => (
            <Link to="/terms" onClick={close} className={textLink}>
              {text}
            </Link>
          ),
          privacy: (text) => (
            <Link to="/privacy" onClick={close} className={textLink}>
              {text}
            </Link>
          ),
        }}
      />
    </p>
  );
}
