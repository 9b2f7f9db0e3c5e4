import type { CareerFit, CatalogueCareerSummary } from '@acp/shared';
import { useEffect, useRef, useState } from 'react';
import { getErrorMessage } from '@/lib/api-error';
import { journeyApi, useCareerFitQuery, useSearchCareersQuery } from '../api/journey-api';

/** The shortest search the server takes (`careerSearchQuerySchema`): shorter text waits. */
export const SEARCH_MIN_LETTERS = 2;
/** How long typing must pause before a search goes out. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The search of what was typed; the text itself stays with the caller, whatever happens. */
export interface CareerSearch {
  /** The matches of the current text, or null while there are none to show yet. */
  careers: readonly CatalogueCareerSummary[] | null;
  searching: boolean;
  /** Why the search of the current text failed. */
  error: string | null;
}

/** The text once it has stopped changing for `delayMs`. */
function useSettled(text: string, delayMs: number): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), delayMs);
    return () => clearTimeout(timer);
  }, [text, delayMs]);
  return settled;
}

/**
 * `GET /careers/search` for the typed text, once typing pauses. Each text's matches stay cached,
 * so erasing back to an earlier text shows them at once and asks nothing again.
 */
export function useCareerSearch(text: string): CareerSearch {
  const query = text.trim();
  const searchable = query.length >= SEARCH_MIN_LETTERS;
  const settled = useSettled(query, SEARCH_DEBOUNCE_MS);
  const cached =
    journeyApi.endpoints.searchCareers.useQueryState(query, { skip: !searchable }).data?.careers ??
    null;
  const settledSearchable = settled.length >= SEARCH_MIN_LETTERS;
  const { currentData, error } = useSearchCareersQuery(settled, { skip: !settledSearchable });
  const isCurrent = settled === query;
  const careers = cached ?? (isCurrent ? (currentData?.careers ?? null) : null);
  const failed =
    searchable && careers === null && isCurrent && error ? getErrorMessage(error) : null;
  return {
    careers: searchable ? careers : null,
    searching: searchable && careers === null && failed === null,
    error: failed,
  };
}

/** One check the person asked for; `attempt` counts their asks, so asking again retries. */
export interface FitRequest {
  id: string;
  attempt: number;
}

/** `GET /careers/:id/fit` for the career the person chose from the search. */
export function useCareerFit(request: FitRequest | null) {
  const id = request?.id ?? null;
  const attempt = request?.attempt ?? 0;
  const { currentData, error, isFetching, refetch } = useCareerFitQuery(id ?? '', {
    skip: id === null,
  });
  const seenAttempt = useRef(attempt);
  useEffect(() => {
    // Asking again for a career that failed tries it again.
    if (id === null || attempt === seenAttempt.current) return;
    seenAttempt.current = attempt;
    if (error) void refetch();
  }, [attempt, error, id, refetch]);

  const fit: CareerFit | null = id !== null ? (currentData?.career ?? null) : null;
  const failed = fit === null && !isFetching && error ? getErrorMessage(error) : null;
  return { fit, checking: id !== null && fit === null && failed === null, error: failed };
}
