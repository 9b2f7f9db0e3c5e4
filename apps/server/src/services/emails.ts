import type { Locale } from '@acp/shared';
import { ENGLISH_LETTERS } from './email/letters.en.js';
import { HINDI_LETTERS } from './email/letters.hi.js';
import type { Body, Letters, ReceiptFacts, ReminderLinks } from './email/letters.js';
import { renderLetter } from './email/render.js';
import type { Email } from './mailer.js';

export { formatAmount } from './email/letters.js';
export type { ReceiptFacts, ReminderLinks } from './email/letters.js';

/** Each email's words by language: the person's (`users.locale`), English by default. */
const LETTERS: Readonly<Record<Locale, Letters>> = { en: ENGLISH_LETTERS, hi: HINDI_LETTERS };

type Footer = { text: readonly string[]; html: string };

function compose(letters: Letters, body: Body, footer?: Footer) {
  return renderLetter({ ...body, lang: letters.lang, ...(footer ? { footer } : {}) });
}

/** The one-click unsubscribe headers of every reminder (RFC 8058). */
const unsubscribeHeaders = (links: ReminderLinks) => ({
  'List-Unsubscribe': `<${links.unsubscribePost}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

/** Sent once at signup: what the journey is and where Step 1 is. */
export function welcomeEmail(
  to: string,
  name: string,
  step1Link: string,
  unlockDelayMs: number,
  links: ReminderLinks,
  locale: Locale = 'en',
): Email {
  const letters = LETTERS[locale];
  const body = letters.welcome({ name, step1Link, unlockDelayMs });
  const email = compose(letters, body, letters.reminderFooter(links.unsubscribe));
  return { to, ...email, link: step1Link, headers: unsubscribeHeaders(links) };
}

/** Sent when the next step unlocks, unless it was taken already or reminders are off. */
export function stepReadyEmail(
  to: string,
  name: string,
  day: 'day2' | 'day3',
  stepLink: string,
  links: ReminderLinks,
  locale: Locale = 'en',
): Email {
  const letters = LETTERS[locale];
  const body = letters.stepReady({ name, day, stepLink });
  const email = compose(letters, body, letters.reminderFooter(links.unsubscribe));
  return { to, ...email, link: stepLink, headers: unsubscribeHeaders(links) };
}

/** To a new address: the link that proves it and finishes the signup (decision 015). */
export function finishSignupEmail(
  to: string,
  name: string,
  link: string,
  locale: Locale = 'en',
): Email {
  const letters = LETTERS[locale];
  return { to, ...compose(letters, letters.finishSignup({ name, link })), link };
}

/**
 * To an address that already has an account, when someone signs up with it: the same answer went
 * to the caller, so only the owner learns that the account exists.
 */
export function signupAttemptEmail(
  to: string,
  name: string,
  appUrl: string,
  hasPassword: boolean,
  locale: Locale = 'en',
): Email {
  const letters = LETTERS[locale];
  const login = `${appUrl}/user/signin`;
  const body = letters.signupAttempt({
    name,
    login,
    forgot: `${appUrl}/forget-password`,
    hasPassword,
  });
  return { to, ...compose(letters, body), link: login };
}

export function resetPasswordEmail(
  to: string,
  name: string,
  link: string,
  locale: Locale = 'en',
): Email {
  const letters = LETTERS[locale];
  return { to, ...compose(letters, letters.resetPassword({ name, link })), link };
}

export function passwordChangedEmail(
  to: string,
  name: string,
  appUrl: string,
  locale: Locale = 'en',
): Email {
  const letters = LETTERS[locale];
  return { to, ...compose(letters, letters.passwordChanged({ name, appUrl })) };
}

/** Sent (through the job queue) once a payment is confirmed, whoever paid. */
export function receiptEmail(
  to: string,
  name: string,
  facts: ReceiptFacts,
  links: { roadmap: string; refunds: string },
  locale: Locale = 'en',
): Email {
  const letters = LETTERS[locale];
  const body = letters.receipt({ name, facts, ...links });
  return { to, ...compose(letters, body), link: links.roadmap };
}

/** To a parent or guardian: a child under 18 asks for their consent (a single-use link). */
export function consentRequestEmail(
  to: string,
  childName: string,
  link: string,
  locale: Locale = 'en',
): Email {
  const letters = LETTERS[locale];
  return { to, ...compose(letters, letters.consentRequest({ childName, link })), link };
}

/** To the parent, once they consented: the record, and the way to withdraw. */
export function consentGivenEmail(
  to: string,
  childName: string,
  record: { givenAt: Date; version: string },
  links: { withdraw: string; parentView: string },
  locale: Locale = 'en',
): Email {
  const letters = LETTERS[locale];
  const body = letters.consentGiven({ childName, ...record, parentView: links.parentView });
  const email = compose(letters, body, letters.withdrawFooter(links.withdraw));
  return { to, ...email, link: links.parentView };
}

/** To the parent, after withdrawing: what was erased. */
export function consentWithdrawnEmail(to: string, childName: string, locale: Locale = 'en'): Email {
  const letters = LETTERS[locale];
  return { to, ...compose(letters, letters.consentWithdrawn({ childName })) };
}
