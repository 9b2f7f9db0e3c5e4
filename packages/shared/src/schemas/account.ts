import { z } from 'zod';
import { messages } from '../messages.js';

/** `POST /user/delete`: confirmed by typing the email, and the password for password accounts. */
export const deleteAccountSchema = z.object({
  email: z.string().trim().min(1, messages.deleteEmailMismatch).max(254),
  password: z.string().max(128).optional(),
});
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;
