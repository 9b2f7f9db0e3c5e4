import {
  paymentOrderResponseSchema,
  paymentStatusSchema,
  paymentVerifySchema,
  type PaymentVerifyInput,
} from '@acp/shared';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';

const sandboxCheckoutResponseSchema = z.object({
  success: z.literal(true),
  response: paymentVerifySchema.nullable(),
  message: z.string().optional(),
});

/** The payment calls: order, the sandbox checkout, signature verification and status. */
export const paymentApi = {
  createOrder: () => apiClient.post('/payment/order', paymentOrderResponseSchema),
  sandboxCheckout: (orderId: string, outcome: 'pay' | 'fail') =>
    apiClient.post('/payment/sandbox/checkout', sandboxCheckoutResponseSchema, {
      orderId,
      outcome,
    }),
  verify: (input: PaymentVerifyInput) =>
    apiClient.post('/payment/verify', paymentStatusSchema, input),
  status: () => apiClient.post('/user/payment', paymentStatusSchema),
};
