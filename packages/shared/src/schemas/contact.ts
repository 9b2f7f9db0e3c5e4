import { z } from 'zod';
import { EMAIL_MAX } from '../constants.js';
import { messages } from '../messages.js';

/** The inquiry types of the contact form (product.md §2), the first is the default. */
export const inquiryTypes = [
  'General Inquiry',
  'Issue with My Test',
  'Payment/Unlocking Issue',
  'Feedback or Suggestion',
] as const;
export type InquiryType = (typeof inquiryTypes)[number];

export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 2000;

export const contactMessageSchema = z.object({
  fullName: z
    .string()
    .trim()
    .min(2, messages.contactNameRequired)
    .max(100, messages.contactNameMax),
  email: z.string().trim().max(EMAIL_MAX).pipe(z.email(messages.emailInvalidForgot)),
  /** Optional; when given, a plausible phone number. */
  phone: z
    .string()
    .trim()
    .max(20, messages.contactMax)
    .refine(
      (phone) => phone === '' || /^[0-9+\-() ]{10,20}$/.test(phone),
      messages.contactPhoneInvalid,
    )
    .default(''),
  inquiryType: z.enum(inquiryTypes, { message: messages.contactInquiryInvalid }),
  message: z
    .string()
    .trim()
    .min(CONTACT_MESSAGE_MIN, messages.contactMessageMin)
    .max(CONTACT_MESSAGE_MAX, messages.contactMessageMax),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
