import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { LandingPage } from '@/features/landing/components/landing-page';
import { openModal, type AuthModalKind } from '@/features/auth/stores/modal-slice';
import { useAppDispatch, useAppSelector } from './hooks';

/** /user/signin and /user/signup: the landing page with the matching modal open over it. */
export function AuthModalRoute({ which }: { which: AuthModalKind }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const isModalOpen = useAppSelector((state) => state.modal.isModalOpen);
  const wasOpen = useRef(false);

  useEffect(() => {
    dispatch(openModal(which));
  }, [dispatch, which]);

  useEffect(() => {
    // Closing the modal leaves the modal's own address for the landing page's.
    if (isModalOpen) wasOpen.current = true;
    else if (wasOpen.current) void navigate('/', { replace: true });
  }, [isModalOpen, navigate]);

  return <LandingPage />;
}
