import { createAction, createSlice } from '@reduxjs/toolkit';
import { readLoggedInFlag, writeLoggedInFlag } from './logged-in-flag';

/**
 * Whether this browser holds a session (product.md §3): the only auth state kept on the client.
 * It mirrors the persisted flag; the user object itself is server state, in the API cache.
 */
export interface AuthState {
  isloggedIn: boolean;
}

/** A login, signup, Google sign-in or user fetch succeeded: a session is live. */
export const loggedIn = createAction('session/loggedIn');

/**
 * The session is over: the person logged out, deleted their account, or the server answered
 * 401 to any call. Any feature may say so without importing the auth feature.
 */
export const sessionEnded = createAction('session/ended');

export const authSlice = createSlice({
  name: 'auth',
  initialState: (): AuthState => ({ isloggedIn: readLoggedInFlag() }),
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loggedIn, (state) => {
        state.isloggedIn = true;
        writeLoggedInFlag(true);
      })
      .addCase(sessionEnded, (state) => {
        state.isloggedIn = false;
        writeLoggedInFlag(false);
      });
  },
});

/** One id, so a redirect and a refused call never stack two identical warnings. */
export const LOGIN_REQUIRED_TOAST = 'login-required';

export const selectIsLoggedIn = (state: { auth: AuthState }) => state.auth.isloggedIn;
