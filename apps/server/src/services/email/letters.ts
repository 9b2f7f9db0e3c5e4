import type { Letter } from './render.js';

/** Where a reminder leads and how to stop the next ones. */
export interface ReminderLinks {
  /** The page that stops reminders with one click (no login). */
  unsubscribe: string;
  /** The API address a mail app posts to for RFC 8058 one-click unsubscribe. */
  unsubscribePost: string;
}

/** What a payment receipt states. */
export interface ReceiptFacts {
  /** In paise. */
  amount: number;
  currency: string;
  paidAt: Date;
  orderId: string;
  paymentId: string;
  /** The career chosen so far, if any. */
  career: string | null;
}

/** A letter before its footer: the footer's wording is the language's too. */
export type Body = Omit<Letter, 'footer' | 'lang'>;

/** Every email the product sends, worded in one language (`letters.en.ts`, `letters.hi.ts`). */
export interface Letters {
  lang: string;
  welcome(f: { name: string; step1Link: string; unlockDelayMs: number }): Body;
  stepReady(f: { name: string; day: 'day2' | 'day3'; stepLink: string }): Body;
  finishSignup(f: { name: string; link: string }): Body;
  signupAttempt(f: { name: string; login: string; forgot: string; hasPassword: boolean }): Body;
  resetPassword(f: { name: string; link: string }): Body;
  passwordChanged(f: { name: string; appUrl: string }): Body;
  receipt(f: { name: string; facts: ReceiptFacts; roadmap: string; refunds: string }): Body;
  consentRequest(f: { childName: string; link: string }): Body;
  consentGiven(f: { childName: string; givenAt: Date; version: string; parentView: string }): Body;
  consentWithdrawn(f: { childName: string }): Body;
  /** Under every reminder: how to stop them. */
  reminderFooter(unsubscribe: string): { text: string[]; html: string };
  /** Under every email to a parent once consent is given: how to withdraw it. */
  withdrawFooter(withdraw: string): { text: string[]; html: string };
}

/** "₹499.00" for 49 900 paise in INR; the currency code otherwise. */
export function formatAmount(amount: number, currency: string): string {
  const value = (amount / 100).toFixed(2);
  return currency === 'INR' ? `₹${value}` : `${currency} ${value}`;
}
