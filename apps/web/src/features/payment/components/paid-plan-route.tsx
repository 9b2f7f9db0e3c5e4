import { useCallback, useEffect, useRef, useState } from 'react';
import { Outlet } from 'react-router';
import { useAppSelector } from '@/app/hooks';
import { PaidPlanContext } from '@/lib/paid-plan';
import { PaidPlanDialog } from './paid-plan-dialog';

/**
 * Layout of the screens with paid actions: provides `requirePaidPlan` to them and shows the
 * paid-plan dialog when one asks for it.
 */
export function PaidPlanRoute() {
  const userPaid = useAppSelector((state) => state.auth.user?.isPaymentDone ?? false);
  const statePaid = useAppSelector((state) => state.payment.isPaymentDone);
  const paidRef = useRef(false);
  useEffect(() => {
    paidRef.current = userPaid || statePaid;
  });
  const [pending, setPending] = useState<((paid: boolean) => void) | null>(null);

  const requirePaidPlan = useCallback(
    () =>
      paidRef.current
        ? Promise.resolve(true)
        : new Promise<boolean>((resolve) => setPending(() => resolve)),
    [],
  );

  const settle = (paid: boolean) => {
    pending?.(paid);
    setPending(null);
  };

  return (
    <PaidPlanContext value={requirePaidPlan}>
      <Outlet />
      {pending ? (
        <PaidPlanDialog onPaid={() => settle(true)} onClose={() => settle(false)} />
      ) : null}
    </PaidPlanContext>
  );
}
