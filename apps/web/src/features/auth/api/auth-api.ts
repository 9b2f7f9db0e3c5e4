import type { SigninInput, SignupFinishInput, SignupInput } from '@acp/shared';
import { ALL_TAGS, api } from '@/lib/api/api';
import type { ResponseOf } from '@/lib/api/responses';
import { loggedIn } from '@/lib/session';

/** A call that starts a session: the flag goes up, and nothing of an earlier session is kept. */
const startsSession = {
  invalidatesTags: [...ALL_TAGS],
  async onQueryStarted(_: unknown, { dispatch, queryFulfilled }: SessionLifecycle) {
    await queryFulfilled.then(() => dispatch(loggedIn())).catch(() => undefined);
  },
};
interface SessionLifecycle {
  dispatch: (action: ReturnType<typeof loggedIn>) => unknown;
  queryFulfilled: Promise<unknown>;
}

/** The account calls of product.md §7: signup, login, Google, and the password reset. */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Starts a signup: the answer is "check your email", whoever owns the address. */
    signup: build.mutation<ResponseOf<'message'>, SignupInput>({
      query: (body) => ({ path: '/user/signup', method: 'POST', body, response: 'message' }),
    }),
    /** Finishes it with the token from the emailed link: the account and a session. */
    finishSignup: build.mutation<ResponseOf<'user'>, SignupFinishInput>({
      query: (body) => ({ path: '/user/signup/finish', method: 'POST', body, response: 'user' }),
      ...startsSession,
    }),
    signin: build.mutation<ResponseOf<'user'>, SigninInput>({
      query: (body) => ({ path: '/user/signin', method: 'POST', body, response: 'user' }),
      ...startsSession,
    }),
    googleAuth: build.mutation<ResponseOf<'googleAuth'>, string>({
      query: (code) => ({
        path: `/user/google-auth?code=${encodeURIComponent(code)}`,
        response: 'googleAuth',
      }),
      ...startsSession,
    }),
    forgotPassword: build.mutation<ResponseOf<'message'>, string>({
      query: (email) => ({
        path: '/user/forget-password',
        method: 'POST',
        body: { email },
        response: 'message',
      }),
    }),
    resetPassword: build.mutation<ResponseOf<'message'>, { token: string; newPassword: string }>({
      query: ({ token, newPassword }) => ({
        path: `/user/reset-password/${encodeURIComponent(token)}`,
        method: 'POST',
        body: { token, newPassword },
        response: 'message',
      }),
    }),
  }),
});

export const {
  useSignupMutation,
  useFinishSignupMutation,
  useSigninMutation,
  useGoogleAuthMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
} = authApi;
