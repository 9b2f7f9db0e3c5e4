import { z } from 'zod';
import { emailSchema } from './auth.js';

/** Where an account stands with a parent's consent (DPDP Act 2023 s. 9). */
export const parentalConsentStatusSchema = z.enum([
  /** 18 or over, or no date of birth yet. */
  'not_needed',
  /** Under 18, and no consent in force: nothing is kept or made. */
  'waiting',
  'given',
]);
export type ParentalConsentStatus = z.infer<typeof parentalConsentStatusSchema>;

/** A consent or withdrawal link's token in a path: the url-safe random string we made. */
export const consentTokenSchema = z.object({ token: z.string().regex(/^[\w-]{20,100}$/) });

/** `GET /consent/:token`: whose consent is asked and which text they read. */
export const consentInfoSchema = z.object({
  success: z.literal(true),
  childName: z.string(),
  parentEmail: z.string(),
  version: z.string(),
});
export type ConsentInfo = z.infer<typeof consentInfoSchema>;

/** `POST /consent/:token`: the parent confirms who they are, for the version they read. */
export const giveConsentSchema = z.object({
  isAdult: z.literal(true, { error: 'Please confirm that you are 18 or older' }),
  isGuardian: z.literal(true, {
    error: "Please confirm that you are the child's parent or legal guardian",
  }),
  version: z.string().min(1).max(40),
});
export type GiveConsentInput = z.input<typeof giveConsentSchema>;

/** `POST /consent/:token`: recorded; the parent's own page of the child's results. */
export const consentGivenSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  parentViewUrl: z.string(),
});
export type ConsentGiven = z.infer<typeof consentGivenSchema>;

/** `GET /consent/withdraw/:token`: whose consent it is, and whether it is still in force. */
export const withdrawInfoSchema = z.object({
  success: z.literal(true),
  childName: z.string(),
  givenAt: z.iso.datetime(),
  withdrawnAt: z.iso.datetime().nullable(),
});
export type WithdrawInfo = z.infer<typeof withdrawInfoSchema>;

/** `POST /user/consent/parent-email`: the student corrects their parent's email. */
export const parentEmailChangeSchema = z.object({ parentEmail: emailSchema });
