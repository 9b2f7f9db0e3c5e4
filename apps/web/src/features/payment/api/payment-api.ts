import type { PaymentVerifyInput } from '@acp/shared';
import { api } from '@/lib/api/api';
import type { ResponseOf } from '@/lib/api/responses';
import { userApi } from '@/lib/api/user-api';

/** The payment calls: order, the sandbox checkout, and signature verification. */
export const paymentApi = api.injectEndpoints({
  endpoints: (build) => ({
    createOrder: build.mutation<ResponseOf<'paymentOrder'>, void>({
      query: () => ({ path: '/payment/order', method: 'POST', response: 'paymentOrder' }),
    }),
    sandboxCheckout: build.mutation<
      ResponseOf<'sandboxCheckout'>,
      { orderId: string; outcome: 'pay' | 'fail' }
    >({
      query: (body) => ({
        path: '/payment/sandbox/checkout',
        method: 'POST',
        body,
        response: 'sandboxCheckout',
      }),
    }),
    /** Checks the checkout's signature on the server; success unlocks the full report. */
    verifyPayment: build.mutation<ResponseOf<'paymentStatus'>, PaymentVerifyInput>({
      query: (body) => ({
        path: '/payment/verify',
        method: 'POST',
        body,
        response: 'paymentStatus',
      }),
      invalidatesTags: ['User', 'Roadmap'],
      async onQueryStarted(_, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (!answer?.data.isPaymentDone) return;
        // Unlocked at once, before the user's refetch lands.
        dispatch(
          userApi.util.updateQueryData('currentUser', undefined, (draft) => {
            draft.user.isPaymentDone = true;
          }),
        );
      },
    }),
    /** A new link a parent can pay with (it replaces the last one). */
    createPayLink: build.mutation<ResponseOf<'payLink'>, { career: string | null }>({
      query: ({ career }) => ({
        path: '/payment/pay-link',
        method: 'POST',
        body: career ? { career } : {},
        response: 'payLink',
      }),
    }),
    /** The pay-link page: whose report, which career, whether it is paid (no login). */
    payLinkInfo: build.query<ResponseOf<'payLinkInfo'>, string>({
      query: (token) => ({ path: `/pay/${token}`, response: 'payLinkInfo' }),
      providesTags: ['PayLink'],
    }),
    payLinkOrder: build.mutation<ResponseOf<'paymentOrder'>, string>({
      query: (token) => ({ path: `/pay/${token}/order`, method: 'POST', response: 'paymentOrder' }),
    }),
    payLinkSandbox: build.mutation<
      ResponseOf<'sandboxCheckout'>,
      { token: string; orderId: string; outcome: 'pay' | 'fail' }
    >({
      query: ({ token, ...body }) => ({
        path: `/pay/${token}/sandbox`,
        method: 'POST',
        body,
        response: 'sandboxCheckout',
      }),
    }),
    payLinkVerify: build.mutation<
      ResponseOf<'paymentStatus'>,
      { token: string; response: PaymentVerifyInput }
    >({
      query: ({ token, response }) => ({
        path: `/pay/${token}/verify`,
        method: 'POST',
        body: response,
        response: 'paymentStatus',
      }),
      invalidatesTags: ['PayLink'],
    }),
  }),
});

export const {
  useCreateOrderMutation,
  useSandboxCheckoutMutation,
  useVerifyPaymentMutation,
  useCreatePayLinkMutation,
  usePayLinkInfoQuery,
  usePayLinkOrderMutation,
  usePayLinkSandboxMutation,
  usePayLinkVerifyMutation,
} = paymentApi;
