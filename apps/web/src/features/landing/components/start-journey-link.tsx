import { useIntl } from 'react-intl';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAppSelector } from '@/app/hooks';
import { toast } from '@/lib/toast';

/** Where a logged-out visitor's "take the test" leads: the signup modal, then Step 1. */
export const SIGNUP_THEN_STEP_1 = `/user/signup?next=${encodeURIComponent('/user/day1')}`;

/** The landing page's calls to action: Step 1, or for a visitor the spec's toast and signup. */
export function StartJourneyLink({
  className,
  children,
}: {
  className: string;
  children: ReactNode;
}) {
  const isloggedIn = useAppSelector((state) => state.auth.isloggedIn);
  const intl = useIntl();
  return (
    <Link
      to={isloggedIn ? '/user/day1' : SIGNUP_THEN_STEP_1}
      onClick={
        isloggedIn
          ? undefined
          : () => toast.error(intl.formatMessage({ id: 'landing.loginToTakeTest' }))
      }
      className={className}
    >
      {children}
    </Link>
  );
}
