import { z } from 'zod';

/** Stable machine-readable error codes of the API's error envelope (product.md §7). */
export const errorCodes = [
  'validation_error',
  'unauthorized',
  'invalid_credentials',
  'forbidden',
  'csrf_rejected',
  'not_found',
  'conflict',
  'invalid_token',
  'payment_required',
  'rate_limited',
  'too_early',
  'step_incomplete',
  'age_required',
  'parental_consent_required',
  'bad_gateway',
  'service_unavailable',
  'internal_error',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** Failure envelope: `{ success:false, code, message, fields? }`. */
export const apiErrorSchema = z.object({
  success: z.literal(false),
  code: z.string(),
  message: z.string(),
  /** Field name → first message, for form errors. */
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
