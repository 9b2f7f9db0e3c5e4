import { FormattedMessage, useIntl } from 'react-intl';
import { translateMessage } from '@/lib/i18n/locale';
import { messages } from '@acp/shared';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useAppDispatch } from '@/app/hooks';
import { primaryButton, textLink } from '@/components/button-styles';
import { CardPage } from '@/components/card-page';
import { toApiFailure, type ApiFailure } from '@/lib/api-error';
import { DEFAULT_AFTER_LOGIN } from '@/lib/next-path';
import { loggedIn } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useFinishSignupMutation } from '../api/auth-api';
import { takeSignupNext } from '../hooks/use-signup';

/**
 * /signup/:token: the link from the signup email. The account is made only when the person
 * presses the button, so a mail scanner that opens the link uses nothing up (decision 015).
 */
export function FinishSignupPage() {
  const { token = '' } = useParams();
  const [finishSignup, { isLoading }] = useFinishSignupMutation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const intl = useIntl();

  const finish = async () => {
    setFailure(null);
    try {
      const answer = await finishSignup({ token }).unwrap();
      dispatch(loggedIn());
      toast.success(answer.message ?? messages.signupSuccessful);
      await navigate(takeSignupNext() ?? DEFAULT_AFTER_LOGIN, { replace: true });
    } catch (error) {
      // Said once, on the page, beside the way on.
      setFailure(toApiFailure(error));
    }
  };

  return (
    <CardPage
      title={intl.formatMessage({ id: 'finish.title' })}
      subtitle={intl.formatMessage({ id: 'finish.subtitle' })}
    >
      <p className="mt-4 text-slate-700">
        <FormattedMessage id="finish.body" />
      </p>
      {failure ? (
        <div role="alert" className="mt-4 rounded-xl bg-rose-50 p-3 text-sm text-rose-800">
          <p>{translateMessage(failure.message)}</p>
          {failure.code === 'invalid_token' || failure.code === 'conflict' ? (
            <Link
              to={failure.code === 'conflict' ? '/user/signin' : '/user/signup'}
              className={`${textLink} mt-2 inline-block`}
            >
              <FormattedMessage
                id={failure.code === 'conflict' ? 'finish.logIn' : 'finish.signUpAgain'}
              />
            </Link>
          ) : null}
        </div>
      ) : null}
      <button
        type="button"
        disabled={isLoading}
        onClick={() => void finish()}
        className={`${primaryButton} mt-6 w-full`}
      >
        <FormattedMessage id={isLoading ? 'auth.pleaseWait' : 'finish.button'} />
      </button>
    </CardPage>
  );
}
