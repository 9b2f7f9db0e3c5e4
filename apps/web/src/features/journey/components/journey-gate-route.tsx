import type { ProgressStatus, PublicUser } from '@acp/shared';
import { useEffect, useRef, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAppDispatch } from '@/app/hooks';
import { useCurrentUser } from '@/lib/api/user-api';
import { Spinner } from '@/components/spinner';
import { journeyToast } from '@/lib/journey-toast';
import {
  answeredSteps,
  decideJourneyAccess,
  JOURNEY_PAGES,
  needsProgress,
  type GateDecision,
  type JourneyPage,
} from '../lib/gate';
import { messages } from '@acp/shared';
import { journeyApi } from '../api/journey-api';
import { AgeStep } from './age-step';
import { WaitingForParent } from './waiting-for-parent';

const QUESTIONNAIRES: ReadonlySet<JourneyPage> = new Set(['day1', 'day2', 'day3']);

function pageOf(pathname: string): JourneyPage | null {
  const last = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  return (JOURNEY_PAGES as readonly string[]).includes(last) ? (last as JourneyPage) : null;
}

/** Asks the server where the journey stands (when the page's gate needs it) and decides. */
async function checkAccess(
  page: JourneyPage,
  user: PublicUser,
  fetchProgress: () => Promise<ProgressStatus>,
): Promise<GateDecision> {
  const answered = answeredSteps(user);
  if (!needsProgress(page)) return decideJourneyAccess(page, { answered, progress: null });
  try {
    return decideJourneyAccess(page, { answered, progress: await fetchProgress() });
  } catch (error) {
    console.error('access check failed', error);
    return { allowed: false, message: messages.checkAccessFailed, redirectTo: '/' };
  }
}

function Refusal({ message, redirectTo }: { message: string; redirectTo: string }) {
  useEffect(() => {
    // One id per text, so a re-render never stacks the same warning twice.
    journeyToast.warning(message, message);
  }, [message]);
  return <Navigate to={redirectTo} replace />;
}

/**
 * Layout of the journey screens: the extra gates of product.md §2 and §8, checked against the user
 * and the server's progress status on every move between them.
 */
export function JourneyGateRoute() {
  const { pathname } = useLocation();
  const page = pageOf(pathname);
  const { user, isLoading, error } = useCurrentUser();
  const dispatch = useAppDispatch();
  const userRef = useRef(user);
  useEffect(() => {
    userRef.current = user;
  });
  const [checked, setChecked] = useState<{ pathname: string; decision: GateDecision } | null>(null);
  const hasUser = user !== null;

  useEffect(() => {
    const current = userRef.current;
    if (!page || !current) return;
    let active = true;
    // Always asked afresh: a step may have unlocked since the last look.
    const fetchProgress = async () => {
      const call = dispatch(
        journeyApi.endpoints.progressStatus.initiate(undefined, { forceRefetch: true }),
      );
      try {
        return await call.unwrap();
      } finally {
        call.unsubscribe();
      }
    };
    void checkAccess(page, current, fetchProgress).then((decision) => {
      if (active) setChecked({ pathname, decision });
    });
    return () => {
      active = false;
    };
  }, [dispatch, page, pathname, hasUser]);

  if (!user && !isLoading && error) {
    return <Refusal message={messages.checkAccessFailed} redirectTo="/" />;
  }
  if (!page) return <Outlet />;
  // Under 18 without a parent's OK: nothing is kept or made until it comes (decision 014).
  if (user?.parentalConsent === 'waiting') {
    return (
      <section className="mx-auto w-full max-w-xl px-4 py-12 sm:px-6">
        <WaitingForParent user={user} asPage />
      </section>
    );
  }
  if (checked?.pathname !== pathname) return <Spinner label="Checking access" />;
  if (!checked.decision.allowed) {
    return <Refusal message={checked.decision.message} redirectTo={checked.decision.redirectTo} />;
  }
  // A questionnaire waits for the date of birth: no answer is kept before it (issue 20).
  if (user && !user.dateOfBirth && QUESTIONNAIRES.has(page)) return <AgeStep email={user.email} />;
  return <Outlet />;
}
