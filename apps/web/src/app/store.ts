import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { authSlice } from '@/features/auth/stores/auth-slice';
import { modalSlice } from '@/features/auth/stores/modal-slice';
import { journeySlice } from '@/features/journey/stores/journey-slice';
import { paymentSlice } from '@/features/payment/stores/payment-slice';

const rootReducer = combineReducers({
  [authSlice.name]: authSlice.reducer,
  [modalSlice.name]: modalSlice.reducer,
  [journeySlice.name]: journeySlice.reducer,
  [paymentSlice.name]: paymentSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** Builds a store; tests pass a preloaded state to start logged in or out. */
export function createAppStore(preloadedState?: Partial<RootState>) {
  return configureStore({ reducer: rootReducer, preloadedState });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
