import type { PublicUser } from '@acp/shared';
import {
  createSlice,
  isAnyOf,
  isFulfilled,
  isPending,
  isRejected,
  type PayloadAction,
} from '@reduxjs/toolkit';
import { readLoggedInFlag, writeLoggedInFlag } from '@/lib/logged-in-flag';
import { sessionEnded } from '@/lib/session-ended';
import {
  fetchCurrentUser,
  forgotPassword,
  googleAuth,
  resetPassword,
  signin,
  signout,
  signup,
} from './auth-thunks';

/** Auth state of spec §3; `isloggedIn` mirrors the locally persisted flag. */
export interface AuthState {
  isloggedIn: boolean;
  user: PublicUser | null;
  loading: boolean;
  error: string | null;
}

export function createInitialAuthState(): AuthState {
  return { isloggedIn: readLoggedInFlag(), user: null, loading: false, error: null };
}

const thunks = [
  signup,
  signin,
  fetchCurrentUser,
  signout,
  forgotPassword,
  resetPassword,
  googleAuth,
] as const;

function setLoggedIn(state: AuthState, value: boolean) {
  state.isloggedIn = value;
  writeLoggedInFlag(value);
}

function clearSession(state: AuthState) {
  state.user = null;
  setLoggedIn(state, false);
}

export const authSlice = createSlice({
  name: 'auth',
  initialState: createInitialAuthState,
  reducers: {
    clearAuthError(state) {
      state.error = null;
    },
    setUser(state, action: PayloadAction<PublicUser>) {
      state.user = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchCurrentUser.rejected, (state, action) => {
        // Only a definite "no session" ends the local login; a network blip keeps it.
        if (action.payload?.status === 401) clearSession(state);
      })
      .addCase(signout.fulfilled, clearSession)
      .addCase(sessionEnded, clearSession)
      .addCase(signout.rejected, (state, action) => {
        if (action.payload?.status === 401) clearSession(state);
      })
      .addMatcher(
        isAnyOf(signup.fulfilled, signin.fulfilled, fetchCurrentUser.fulfilled),
        (state, action) => {
          state.user = action.payload.user;
          setLoggedIn(state, action.payload.success);
        },
      )
      .addMatcher(isPending(...thunks), (state) => {
        state.loading = true;
        state.error = null;
      })
      .addMatcher(isFulfilled(...thunks), (state) => {
        state.loading = false;
      })
      .addMatcher(isRejected(...thunks), (state, action) => {
        state.loading = false;
        state.error = action.payload?.message ?? action.error.message ?? null;
      });
  },
});

export const { clearAuthError, setUser } = authSlice.actions;
