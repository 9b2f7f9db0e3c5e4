import type { PublicUser } from '@acp/shared';
import { useEffect, useRef, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAppSelector } from '@/app/hooks';
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

const loadJourneyApi = () => import('../api/journey-api').then((module) => module.journeyApi);

function pageOf(pathname: string): JourneyPage | null {
  const last = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  return (JOURNEY_PAGES as readonly string[]).includes(last) ? (last as JourneyPage) : null;
}

/** Asks the server where the journey stands (when the page's gate needs it) and decides. */
async function checkAccess(page: JourneyPage, user: PublicUser): Promise<GateDecision> {
  const answered = answeredSteps(user);
  if (!needsProgress(page)) return decideJourneyAccess(page, { answered, progress: null });
  try {
    const progress = await (await loadJourneyApi()).fetchProgress();
    return decideJourneyAccess(page, { answered, progress });
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
 * Layout of the journey screens: the extra gates of spec §2 and §8, checked against the user
 * and the server's progress status on every move between them.
 */
export function JourneyGateRoute() {
  const { pathname } = useLocation();
  const page = pageOf(pathname);
  const { user, loading, error } = useAppSelector((state) => state.auth);
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
    void checkAccess(page, current).then((decision) => {
      if (active) setChecked({ pathname, decision });
    });
    return () => {
      active = false;
    };
  }, [page, pathname, hasUser]);

  if (!user && !loading && error) {
    return <Refusal message={messages.checkAccessFailed} redirectTo="/" />;
  }
  if (!page) return <Outlet />;
  if (checked?.pathname !== pathname) return <Spinner label="Checking access" />;
  if (!checked.decision.allowed) {
    return <Refusal message={checked.decision.message} redirectTo={checked.decision.redirectTo} />;
  }
  return <Outlet />;
}
