import type { signupSchema } from '@acp/shared';
import type { z } from 'zod';
import { useAppSelector } from '@/app/hooks';
import { toApiFailure, type ApiFailure } from '@/lib/api-error';
import { useLocale } from '@/lib/i18n/locale-provider';
import { safeNextPath } from '@/lib/next-path';
import { toast } from '@/lib/toast';
import { useSignupMutation } from '../api/auth-api';

/** Where the page asked for before the signup is kept until its emailed link is opened. */
const NEXT_KEY = 'acp.signupNext';

export type SignupOutcome = { sent: true; message: string } | { sent: false; failure: ApiFailure };

/**
 * Signup flow (product.md §4, decision 015): the form is sent and the server answers "check your
 * email" whether or not the address has an account, so the modal says that and keeps no session.
 * A refusal (a field, too many tries) shows the server's message and keeps the form.
 */
export function useSignup() {
  const next = useAppSelector((state) => state.modal.next);
  const [signup] = useSignupMutation();
  // The language the form is shown in becomes the account's, for its emails (decision 016).
  const { locale } = useLocale();
  return async (values: z.output<typeof signupSchema>): Promise<SignupOutcome> => {
    try {
      const answer = await signup({ ...values, locale }).unwrap();
      rememberNext(next);
      return { sent: true, message: answer.message };
    } catch (error) {
      const failure = toApiFailure(error);
      toast.error(failure.message);
      return { sent: false, failure };
    }
  };
}

function rememberNext(next: string | null) {
  try {
    if (next) localStorage.setItem(NEXT_KEY, next);
    else localStorage.removeItem(NEXT_KEY);
  } catch {
    // Storage off (private mode): the link then opens the journey hub.
  }
}

/** The page asked for before the signup on this device, once; null elsewhere or when none. */
export function takeSignupNext(): string | null {
  try {
    const next = safeNextPath(localStorage.getItem(NEXT_KEY));
    localStorage.removeItem(NEXT_KEY);
    return next;
  } catch {
    return null;
  }
}
