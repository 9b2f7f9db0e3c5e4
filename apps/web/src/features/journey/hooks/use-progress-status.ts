import type { ProgressStatus } from '@acp/shared';
import { useEffect } from 'react';
import { useProgressStatusQuery } from '../api/journey-api';

/** The server's progress status and when it arrived on this device's clock. */
export type ProgressState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'loaded'; progress: ProgressStatus; receivedAtMs: number };

/** `GET /user/progress-status`, fresh on each mount (product.md §8: a failure is logged, not shown). */
export function useProgressStatus(): ProgressState {
  const { data, fulfilledTimeStamp, error } = useProgressStatusQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  useEffect(() => {
    if (error) console.error('progress status failed', error);
  }, [error]);
  if (data && fulfilledTimeStamp !== undefined) {
    return { status: 'loaded', progress: data, receivedAtMs: fulfilledTimeStamp };
  }
  return error ? { status: 'failed' } : { status: 'loading' };
}
