import { messages } from '@acp/shared';
import type { UserRow } from '../db/schema.js';
import { errors } from '../errors.js';

/** The deep roadmap and the career PDF are the paid plan's (402 otherwise). */
export function requirePaidPlan(user: UserRow): void {
  if (!user.isPaymentDone) throw errors.paymentRequired(messages.paymentRequired);
}
