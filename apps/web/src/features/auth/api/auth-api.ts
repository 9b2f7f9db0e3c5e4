import {
  googleAuthResponseSchema,
  messageResponseSchema,
  userResponseSchema,
  type SigninInput,
  type SignupInput,
} from '@acp/shared';
import { apiClient } from '@/lib/api-client';

/** The account calls of spec §7, each validated against its shared response schema. */
export const authApi = {
  signup: (input: SignupInput) => apiClient.post('/user/signup', userResponseSchema, input),
  signin: (input: SigninInput) => apiClient.post('/user/signin', userResponseSchema, input),
  fetchCurrentUser: () => apiClient.post('/user/user', userResponseSchema),
  signout: () => apiClient.post('/user/signout', messageResponseSchema),
  forgotPassword: (email: string) =>
    apiClient.post('/user/forget-password', messageResponseSchema, { email }),
  resetPassword: (token: string, newPassword: string) =>
    apiClient.post(`/user/reset-password/${encodeURIComponent(token)}`, messageResponseSchema, {
      token,
      newPassword,
    }),
  googleAuth: (code: string) =>
    apiClient.get(`/user/google-auth?code=${encodeURIComponent(code)}`, googleAuthResponseSchema),
};
