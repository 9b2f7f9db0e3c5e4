import { z } from 'zod';

/** `GET /api/v1/config`: what the web app needs to know about this deployment. */
export const publicConfigSchema = z.object({
  success: z.literal(true),
  googleClientId: z.string().nullable(),
  pricePaise: z.number().int(),
  currency: z.string(),
  unlockDelaySeconds: z.number().int().nonnegative(),
  paymentProvider: z.enum(['sandbox', 'razorpay']),
  paymentKeyId: z.string().nullable(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

export const healthResponseSchema = z.object({
  success: z.literal(true),
  status: z.enum(['ok', 'ready']),
});
