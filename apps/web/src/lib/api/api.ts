import { messages } from '@acp/shared';
import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { Method } from '../api-client';
import { apiLoaded } from '../api-ready';
import { toApiFailure, type ApiFailure } from '../api-error';
import { LOGIN_REQUIRED_TOAST, sessionEnded } from '../session';
import { toast } from '../toast';
import type { ResponseName } from './responses';

/** One call to the API: its path under `/api/v1`, and the name of the answer's schema. */
export interface ApiRequest {
  path: string;
  method?: Method;
  body?: unknown;
  response: ResponseName;
}

/** The HTTP client and the schemas carry zod: both load with the first call, not with the page. */
const loadTransport = () => Promise.all([import('../api-client'), import('./responses')]);

function wasLoggedIn(state: unknown): boolean {
  if (typeof state !== 'object' || state === null || !('auth' in state)) return false;
  const { auth } = state;
  return (
    typeof auth === 'object' && auth !== null && 'isloggedIn' in auth && auth.isloggedIn === true
  );
}

/**
 * Every call goes through here. A 401 `unauthorized` (no live session) from any endpoint ends
 * the local session and, if this browser thought it was logged in, says so once.
 */
const apiBaseQuery: BaseQueryFn<ApiRequest, unknown, ApiFailure> = async (
  { path, method = 'GET', body, response },
  { dispatch, getState },
) => {
  try {
    const [{ request }, { responseSchemas }] = await loadTransport();
    return { data: await request(method, path, responseSchemas[response], body) };
  } catch (error) {
    const failure = toApiFailure(error);
    if (failure.status === 401 && failure.code === 'unauthorized') {
      if (wasLoggedIn(getState())) {
        toast.warning(messages.loginToAccess, { toastId: LOGIN_REQUIRED_TOAST });
      }
      dispatch(sessionEnded());
    }
    return { error: failure };
  }
};

/**
 * The one API slice: each feature adds its endpoints with `injectEndpoints`. A mutation
 * invalidates the tags of what it changes, so what is on screen refreshes by itself.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery,
  tagTypes: ['User', 'Progress', 'Roadmap', 'Payment', 'Draft', 'PayLink', 'Consent', 'ParentView'],
  endpoints: () => ({}),
});

export type ApiSlice = typeof api;
apiLoaded(api);

/** Every tag: a new session (login, signup) drops whatever an earlier one left in the cache. */
export const ALL_TAGS = ['User', 'Progress', 'Roadmap', 'Payment', 'Draft'] as const;
