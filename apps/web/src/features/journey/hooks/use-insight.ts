import { useCallback } from 'react';
import {
  useRequestCareerInsightMutation,
  useRequestDay1InsightMutation,
  useRequestDay2InsightMutation,
} from '../api/journey-api';

/** The AI results of the journey, by what they are about. */
export type InsightKind = 'day1' | 'day2' | 'career';

/** The trigger and state of one result's request (`POST /ai/…`); the user updates itself. */
export function useRequestInsight(kind: InsightKind) {
  const day1 = useRequestDay1InsightMutation();
  const day2 = useRequestDay2InsightMutation();
  const career = useRequestCareerInsightMutation();
  const [request, state] = { day1, day2, career }[kind];
  const run = useCallback(() => request().unwrap(), [request]);
  return { request: run, isLoading: state.isLoading, isSuccess: state.isSuccess };
}
