import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LandingPage } from '@/features/landing/components/landing-page';
import { openModal, type AuthModalKind } from '@/features/auth/stores/modal-slice';
import { safeNextPath } from '@/lib/next-path';
import { useAppDispatch, useAppSelector } from './hooks';

/**
 * /user/signin and /user/signup: the landing page with the matching modal open over it; `?next=`
 * names the page to open once the person is in.
 */
export function AuthModalRoute({ which }: { which: AuthModalKind }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const isModalOpen = useAppSelector((state) => state.modal.isModalOpen);
  const isloggedIn = useAppSelector((state) => state.auth.isloggedIn);
  const wasOpen = useRef(false);
  const next = safeNextPath(useSearchParams()[0].get('next'));

  useEffect(() => {
    dispatch(openModal(which, next));
  }, [dispatch, which, next]);

  useEffect(() => {
    // Closing the modal leaves the modal's own address for the landing page's; after a login or
    // signup the flow itself goes on to the page asked for.
    if (isModalOpen) wasOpen.current = true;
    else if (wasOpen.current && !isloggedIn) void navigate('/', { replace: true });
  }, [isModalOpen, isloggedIn, navigate]);

  return <LandingPage />;
}
