import type { SigninInput, SignupInput } from '@acp/shared';
import { createAsyncThunk } from '@reduxjs/toolkit';
import { ApiClientError, getErrorMessage } from '@/lib/api-error';

/** The API module (and zod with it) loads on first use, keeping it off the landing's critical path. */
const loadAuthApi = () => import('../api/auth-api').then((module) => module.authApi);

/** What a rejected auth thunk carries: the text to show and, when known, the API's code. */
export interface AuthFailure {
  message: string;
  code: string;
  status: number;
  /** Field name → message, for validation failures. */
  fields?: Record<string, string> | undefined;
}

function toFailure(error: unknown): AuthFailure {
  if (error instanceof ApiClientError) {
    return { message: error.message, code: error.code, status: error.status, fields: error.fields };
  }
  return { message: getErrorMessage(error), code: 'client_error', status: 0 };
}

/** Wraps an API call as a thunk whose rejection value is always an AuthFailure. */
function authThunk<Arg, Result>(type: string, call: (arg: Arg) => Promise<Result>) {
  return createAsyncThunk<Result, Arg, { rejectValue: AuthFailure }>(
    `auth/${type}`,
    async (arg, { rejectWithValue }) => {
      try {
        return await call(arg);
      } catch (error) {
        return rejectWithValue(toFailure(error));
      }
    },
  );
}

export const signup = authThunk('signup', async (input: SignupInput) =>
  (await loadAuthApi()).signup(input),
);
export const signin = authThunk('signin', async (input: SigninInput) =>
  (await loadAuthApi()).signin(input),
);
export const fetchCurrentUser = authThunk('fetchCurrentUser', async (_: void) =>
  (await loadAuthApi()).fetchCurrentUser(),
);
export const signout = authThunk('signout', async (_: void) => (await loadAuthApi()).signout());
export const forgotPassword = authThunk('forgotPassword', async (email: string) =>
  (await loadAuthApi()).forgotPassword(email),
);
export const resetPassword = authThunk(
  'resetPassword',
  async ({ token, newPassword }: { token: string; newPassword: string }) =>
    (await loadAuthApi()).resetPassword(token, newPassword),
);
export const googleAuth = authThunk('googleAuth', async (code: string) =>
  (await loadAuthApi()).googleAuth(code),
);
