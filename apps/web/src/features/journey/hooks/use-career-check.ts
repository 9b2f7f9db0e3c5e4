import type { CareerFit, CatalogueCareerSummary } from '@acp/shared';
import { useEffect, useState } from 'react';
import { getErrorMessage } from '@/lib/api-error';

const loadJourneyApi = () => import('../api/journey-api').then((module) => module.journeyApi);

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

/**
 * `GET /careers/search` for the typed text, once typing pauses. Each text's matches are kept
 * for the life of the page, so erasing back to an earlier text asks nothing again.
 */
export function useCareerSearch(text: string): CareerSearch {
  const query = text.trim();
  const searchable = query.length >= SEARCH_MIN_LETTERS;
  const [found, setFound] = useState<Record<string, readonly CatalogueCareerSummary[]>>({});
  const [failed, setFailed] = useState<{ query: string; message: string } | null>(null);
  const careers = found[query] ?? null;
  const known = careers !== null;

  useEffect(() => {
    if (!searchable || known) return;
    let active = true;
    const timer = setTimeout(() => {
      setFailed(null);
      loadJourneyApi()
        .then((api) => api.searchCareers(query))
        .then((response) => {
          if (active) setFound((earlier) => ({ ...earlier, [query]: response.careers }));
        })
        .catch((error: unknown) => {
          if (active) setFailed({ query, message: getErrorMessage(error) });
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [query, searchable, known]);

  const error = searchable && !known && failed?.query === query ? failed.message : null;
  return {
    careers: searchable ? careers : null,
    searching: searchable && !known && error === null,
    error,
  };
}

/** One check the person asked for; `attempt` counts their asks, so asking again retries. */
export interface FitRequest {
  id: string;
  attempt: number;
}

/** `GET /careers/:id/fit` for the career the person chose from the search. */
export function useCareerFit(request: FitRequest | null) {
  const [fetched, setFetched] = useState<CareerFit | null>(null);
  const [failed, setFailed] = useState<(FitRequest & { message: string }) | null>(null);
  const id = request?.id ?? null;
  const attempt = request?.attempt ?? 0;

  useEffect(() => {
    if (id === null) return;
    let active = true;
    loadJourneyApi()
      .then((api) => api.checkCareerFit(id))
      .then((response) => {
        if (active) setFetched(response.career);
      })
      .catch((error: unknown) => {
        if (active) setFailed({ id, attempt, message: getErrorMessage(error) });
      });
    return () => {
      active = false;
    };
  }, [id, attempt]);

  const fit = id !== null && fetched?.id === id ? fetched : null;
  const error =
    fit === null && failed?.id === id && failed.attempt === attempt ? failed.message : null;
  return { fit, checking: id !== null && fit === null && error === null, error };
}
