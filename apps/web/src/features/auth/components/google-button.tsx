import { FormattedMessage } from 'react-intl';
import { secondaryButton } from '@/components/button-styles';
import { GoogleIcon } from '@/components/icons';
import { usePublicConfig } from '@/lib/public-config';
import { useGoogleSignIn } from '../hooks/use-google-sign-in';

function GoogleButtonInner() {
  const signInWithGoogle = useGoogleSignIn();
  return (
    <>
      <div className="my-5 flex items-center gap-3 text-sm text-slate-500" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-200" />
        <FormattedMessage id="auth.or" />
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <button
        type="button"
        onClick={() => signInWithGoogle()}
        className={`${secondaryButton} w-full`}
      >
        <GoogleIcon className="text-xl" />
        <FormattedMessage id="auth.google" />
      </button>
    </>
  );
}

/** "Continue with Google", shown only when Google sign-in is configured. */
export function GoogleButton() {
  const clientId = usePublicConfig()?.googleClientId;
  return clientId ? <GoogleButtonInner /> : null;
}
