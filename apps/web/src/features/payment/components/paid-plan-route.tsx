import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useCurrentUser } from '@/lib/api/user-api';
import { asksForPaidPlanOffer, isOfferPaused, PaidPlanContext } from '@/lib/paid-plan';
import { PaidPlanDialog } from './paid-plan-dialog';

/**
 * Layout of the screens with paid actions: provides `requirePaidPlan` to them and shows the
 * paid-plan dialog when one asks for it, or when the person came from the pricing section to
 * buy. While offers are paused (`isOfferPaused`) no screen can open the dialog by itself.
 */
export function PaidPlanRoute() {
  const { user } = useCurrentUser();
  const paid = user?.isPaymentDone ?? false;
  const offersPaused = isOfferPaused(user);
  const latest = useRef({ paid, offersPaused });
  useEffect(() => {
    latest.current = { paid, offersPaused };
  });
  const [pending, setPending] = useState<{
    resolve: (paid: boolean) => void;
    career: string | null;
  } | null>(null);
  const location = useLocation();
  const navigate = useNavigate();
  const offerAsked = asksForPaidPlanOffer(location.state) && !paid;

  const requirePaidPlan = useCallback((career?: string) => {
    if (latest.current.paid) return Promise.resolve(true);
    if (latest.current.offersPaused) return Promise.resolve(false);
    return new Promise<boolean>((resolve) => setPending({ resolve, career: career ?? null }));
  }, []);
  const paidPlan = useMemo(
    () => ({ requirePaidPlan, offersPaused }),
    [requirePaidPlan, offersPaused],
  );

  const settle = useCallback(
    (paid: boolean) => {
      pending?.resolve(paid);
      setPending(null);
      // The pricing section's request is answered: a reload or a step back does not ask again.
      if (offerAsked) void navigate(location, { replace: true, state: null });
    },
    [pending, offerAsked, navigate, location],
  );
  const onPaid = useCallback(() => settle(true), [settle]);
  const onClose = useCallback(() => settle(false), [settle]);

  return (
    <PaidPlanContext value={paidPlan}>
      <Outlet />
      {pending || offerAsked ? (
        <PaidPlanDialog
          career={pending?.career ?? user?.chosenCareer?.title ?? null}
          onPaid={onPaid}
          onClose={onClose}
        />
      ) : null}
    </PaidPlanContext>
  );
}
