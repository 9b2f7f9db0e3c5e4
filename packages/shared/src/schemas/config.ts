import { z } from 'zod';

/** `GET /api/v1/config`: what the web app needs to know about this deployment. */
export const socialNetworks = ['instagram', 'linkedin', 'x', 'youtube'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

export const publicConfigSchema = z.object({
  success: z.literal(true),
  googleClientId: z.string().nullable(),
  pricePaise: z.number().int(),
  currency: z.string(),
  unlockDelaySeconds: z.number().int().nonnegative(),
  paymentProvider: z.enum(['sandbox', 'razorpay']),
  paymentKeyId: z.string().nullable(),
  /**
   * True when emails are written to the server's outbox instead of sent (no SMTP: development,
   * never production), so the app can say where a signup's link is.
   */
  emailOutbox: z.boolean(),
  /** How to reach the team; each is null until the operator sets it (then it is not shown). */
  contact: z.object({
    email: z.string().nullable(),
    phone: z.string().nullable(),
    address: z.string().nullable(),
  }),
  /** The team's social profiles that are configured, in display order. */
  social: z.array(z.object({ network: z.enum(socialNetworks), href: z.string() })),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

export const healthResponseSchema = z.object({
  success: z.literal(true),
  status: z.enum(['ok', 'ready']),
});
