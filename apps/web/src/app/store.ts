import {
  combineSlices,
  configureStore,
  createAction,
  createDynamicMiddleware,
  type WithSlice,
} from '@reduxjs/toolkit';
import type { ApiSlice } from '@/lib/api/api';
import { whenApiLoaded } from '@/lib/api-ready';
import { authSlice } from '@/lib/session';
import { modalSlice } from '@/features/auth/stores/modal-slice';

/**
 * Client state only (the session flag, the open modal); server state lives in the API cache,
 * whose reducer and middleware join when the API slice first loads (see `whenApiLoaded`).
 */
const rootReducer = combineSlices(authSlice, modalSlice).withLazyLoadedSlices<
  WithSlice<ApiSlice>
>();
const dynamicMiddleware = createDynamicMiddleware();
const apiJoined = createAction('store/apiJoined');

whenApiLoaded((api) => {
  rootReducer.inject(api);
  dynamicMiddleware.addMiddleware(api.middleware);
});

export type RootState = ReturnType<typeof rootReducer>;

/** Builds a store; tests pass a preloaded state to start logged in or out. */
export function createAppStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(dynamicMiddleware.middleware),
  });
  // The API's state exists before the first screen that uses it renders.
  whenApiLoaded(() => store.dispatch(apiJoined()));
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
