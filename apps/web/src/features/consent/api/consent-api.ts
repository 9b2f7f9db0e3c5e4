import type { GiveConsentInput } from '@acp/shared';
import { api } from '@/lib/api/api';
import type { ResponseOf } from '@/lib/api/responses';

/** A parent's calls from the emailed links (no login): give consent, or withdraw it. */
export const consentApi = api.injectEndpoints({
  endpoints: (build) => ({
    consentInfo: build.query<ResponseOf<'consentInfo'>, string>({
      query: (token) => ({ path: `/consent/${token}`, response: 'consentInfo' }),
    }),
    giveConsent: build.mutation<ResponseOf<'consentGiven'>, { token: string } & GiveConsentInput>({
      query: ({ token, ...body }) => ({
        path: `/consent/${token}`,
        method: 'POST',
        body,
        response: 'consentGiven',
      }),
    }),
    withdrawInfo: build.query<ResponseOf<'withdrawInfo'>, string>({
      query: (token) => ({ path: `/consent/withdraw/${token}`, response: 'withdrawInfo' }),
      providesTags: ['Consent'],
    }),
    withdrawConsent: build.mutation<ResponseOf<'message'>, string>({
      query: (token) => ({
        path: `/consent/withdraw/${token}`,
        method: 'POST',
        response: 'message',
      }),
      invalidatesTags: ['Consent'],
    }),
  }),
});

export const {
  useConsentInfoQuery,
  useGiveConsentMutation,
  useWithdrawInfoQuery,
  useWithdrawConsentMutation,
} = consentApi;
