import { z } from 'zod';
import { isCommonPassword } from '../common-passwords.js';
import {
  CONTACT_MAX,
  CONTACT_MIN,
  EMAIL_MAX,
  LOGIN_PASSWORD_MIN,
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

/** A new account password (signup). product.md §10: at least 8, at most 128, not a common one. */
export const newAccountPasswordSchema = z
  .string()
  .min(PASSWORD_MIN, messages.passwordMin)
  .max(PASSWORD_MAX, messages.passwordMax)
  .refine((password) => !isCommonPassword(password), messages.passwordCommon);

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
});
export type SignupInput = z.input<typeof signupSchema>;

export const signinSchema = z.object({
  email: emailSchema,
  password: z.string().min(LOGIN_PASSWORD_MIN, messages.loginPasswordMin).max(PASSWORD_MAX),
});
export type SigninInput = z.input<typeof signinSchema>;

export const forgotPasswordSchema = z.object({
  email: z.string().trim().max(EMAIL_MAX).pipe(z.email(messages.emailInvalidForgot)),
});
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

/** The reset rules of product.md §5 plus the account rules (max length, not common). */
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN, messages.passwordMin)
  .max(PASSWORD_MAX, messages.passwordMax)
  .regex(/[A-Z]/, messages.passwordUpper)
  .regex(/[a-z]/, messages.passwordLower)
  .regex(/[0-9]/, messages.passwordDigit)
  .refine((password) => !isCommonPassword(password), messages.passwordCommon);

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
