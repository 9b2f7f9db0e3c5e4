import { z } from 'zod';
import { ageOn, isRealDate } from '../age.js';
import { LOCALES } from '../i18n/locales.js';
import {
  ADULT_AGE,
  CONTACT_MAX,
  CONTACT_MIN,
  EMAIL_MAX,
  LOGIN_PASSWORD_MIN,
  MIN_AGE,
  NAME_MAX,
  NAME_MIN,
  PASSWORD_MAX,
  PASSWORD_MIN,
} from '../constants.js';
import { messages } from '../messages.js';

export const emailSchema = z
  .string()
  .trim()
  .max(EMAIL_MAX, messages.emailInvalid)
  .pipe(z.email(messages.emailInvalid))
  .transform((email) => email.toLowerCase());

/**
 * Every new password, at signup and at reset (ASVS 6.2): 8 to 128 characters, no composition
 * rules. The server also refuses breached and common passwords (a list of about 49,000 it keeps
 * to itself): `messages.passwordCommon` on the `password` or `newPassword` field.
 */
export const newAccountPasswordSchema = z
  .string()
  .min(PASSWORD_MIN, messages.passwordMin)
  .max(PASSWORD_MAX, messages.passwordMax);

/** A date of birth: a real `YYYY-MM-DD` date; the age rules need today's date (`ageRules`). */
export const dateOfBirthSchema = z
  .string({ error: messages.dateOfBirthRequired })
  .trim()
  .min(1, messages.dateOfBirthRequired)
  .refine(isRealDate, messages.dateOfBirthInvalid);

/** The age step of an account: the date of birth, and a parent's email under 18. */
export const ageInputSchema = z.object({
  dateOfBirth: dateOfBirthSchema,
  parentEmail: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    emailSchema.optional(),
  ),
});
export type AgeInput = z.input<typeof ageInputSchema>;

/**
 * The age rules on `today` (the server's clock, or the browser's while typing): 13 and over, a
 * parent's or guardian's email under 18 that is not the person's own. Problems by field.
 */
export function ageProblems(
  input: { dateOfBirth: string; parentEmail?: string | undefined; email?: string | undefined },
  today: Date,
): Partial<Record<'dateOfBirth' | 'parentEmail', string>> {
  if (!isRealDate(input.dateOfBirth)) return { dateOfBirth: messages.dateOfBirthInvalid };
  const age = ageOn(input.dateOfBirth, today);
  if (age < 0 || age > 120) return { dateOfBirth: messages.dateOfBirthInvalid };
  if (age < MIN_AGE) return { dateOfBirth: messages.tooYoung };
  if (age >= ADULT_AGE) return {};
  if (!input.parentEmail) return { parentEmail: messages.parentEmailRequired };
  if (input.email && input.parentEmail.toLowerCase() === input.email.toLowerCase())
    return { parentEmail: messages.parentEmailSame };
  return {};
}

export const signupSchema = z.object({
  name: z.string().trim().min(NAME_MIN, messages.nameMin).max(NAME_MAX, messages.nameMax),
  email: emailSchema,
  password: newAccountPasswordSchema,
  contact: z
    .string()
    .trim()
    .min(CONTACT_MIN, messages.contactMin)
    .max(CONTACT_MAX, messages.contactMax)
    .regex(/^[0-9+\-() ]+$/, messages.contactInvalid),
  ...ageInputSchema.shape,
  /** The language the form was filled in: the new account's, and its emails' (decision 016). */
  locale: z.enum(LOCALES).optional(),
});
export type SignupInput = z.input<typeof signupSchema>;

/** Body of `POST /user/signup/finish`: the token from the link in the signup email. */
export const signupFinishSchema = z.object({ token: z.string().regex(/^[\w-]{20,100}$/) });
export type SignupFinishInput = z.input<typeof signupFinishSchema>;

export const signinSchema = z.object({
  email: emailSchema,
  password: z.string().min(LOGIN_PASSWORD_MIN, messages.loginPasswordMin).max(PASSWORD_MAX),
});
export type SigninInput = z.input<typeof signinSchema>;

export const forgotPasswordSchema = z.object({
  email: z.string().trim().max(EMAIL_MAX).pipe(z.email(messages.emailInvalidForgot)),
});
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

/** A new password at reset: the same one policy as at signup. */
export const newPasswordSchema = newAccountPasswordSchema;

/** Body of `POST /user/reset-password/:token`; the path's token wins over the body's. */
export const resetPasswordSchema = z.object({
  token: z.string().optional(),
  newPassword: newPasswordSchema,
});

/** The client's reset form: new password and its confirmation. */
export const resetPasswordFormSchema = z
  .object({
    newPassword: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: messages.passwordsDontMatch,
    path: ['confirmPassword'],
  });
export type ResetPasswordForm = z.input<typeof resetPasswordFormSchema>;

export const googleAuthQuerySchema = z.object({
  code: z.string().min(1).max(2048),
});
