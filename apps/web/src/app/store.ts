import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { api } from '@/lib/api/api';
import { authSlice } from '@/lib/session';
import { modalSlice } from '@/features/auth/stores/modal-slice';

/** Client state only (the session flag, the open modal); server state lives in the API cache. */
const rootReducer = combineReducers({
  [authSlice.name]: authSlice.reducer,
  [modalSlice.name]: modalSlice.reducer,
  [api.reducerPath]: api.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** Builds a store; tests pass a preloaded state to start logged in or out. */
export function createAppStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
