import type { SigninInput, SignupInput } from '@acp/shared';
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
    signup: build.mutation<ResponseOf<'user'>, SignupInput>({
      query: (body) => ({ path: '/user/signup', method: 'POST', body, response: 'user' }),
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
  useSigninMutation,
  useGoogleAuthMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
} = authApi;
