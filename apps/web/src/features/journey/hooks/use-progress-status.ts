import type { ProgressStatus } from '@acp/shared';
import { useEffect, useState } from 'react';

/** The server's progress status and when it arrived on this device's clock. */
export type ProgressState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'loaded'; progress: ProgressStatus; receivedAtMs: number };

const loadJourneyApi = () => import('../api/journey-api').then((module) => module.journeyApi);

/** Loads `GET /user/progress-status` once per mount (spec §8: a failure is logged, not shown). */
export function useProgressStatus(): ProgressState {
  const [state, setState] = useState<ProgressState>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    loadJourneyApi()
      .then((api) => api.fetchProgress())
      .then((progress) => {
        if (active) setState({ status: 'loaded', progress, receivedAtMs: Date.now() });
      })
      .catch((error: unknown) => {
        console.error('progress status failed', error);
        if (active) setState({ status: 'failed' });
      });
    return () => {
      active = false;
    };
  }, []);
  return state;
}
