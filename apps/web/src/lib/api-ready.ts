import type { ApiSlice } from './api/api';

type Listener = (api: ApiSlice) => void;

let loaded: ApiSlice | null = null;
const listeners: Listener[] = [];

/**
 * Runs `listener` once the API slice has loaded (at once if it has). The slice, RTK Query with
 * it, loads with the first screen that calls the server, not with the landing page: the store
 * adds its reducer and middleware then.
 */
export function whenApiLoaded(listener: Listener): void {
  if (loaded) listener(loaded);
  else listeners.push(listener);
}

/** Called once by the API slice's module as it loads. */
export function apiLoaded(api: ApiSlice): void {
  loaded = api;
  for (const listener of listeners.splice(0)) listener(api);
}
