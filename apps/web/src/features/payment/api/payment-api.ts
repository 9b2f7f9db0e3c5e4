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
  }),
});

export const { useCreateOrderMutation, useSandboxCheckoutMutation, useVerifyPaymentMutation } =
  paymentApi;
