import { APP_NAME, describeDuration, RESET_TOKEN_TTL_MS, SIGNUP_TOKEN_TTL_MS } from '@acp/shared';
import type { Email } from './mailer.js';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function layout(title: string, bodyHtml: string, footerHtml = ''): string {
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2937;max-width:560px;margin:auto;padding:24px">
<h1 style="color:#4f46e5;font-size:20px">${escapeHtml(title)}</h1>${bodyHtml}
<p style="color:#6b7280;font-size:12px;margin-top:32px">${APP_NAME}${footerHtml}</p></body></html>`;
}

function button(link: string, label: string): string {
  return `<p><a href="${escapeHtml(link)}" style="background:#4f46e5;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(label)}</a></p>`;
}

/** Where a reminder leads and how to stop the next ones. */
export interface ReminderLinks {
  /** The page that stops reminders with one click (no login). */
  unsubscribe: string;
  /** The API address a mail app posts to for RFC 8058 one-click unsubscribe. */
  unsubscribePost: string;
}

function reminderFooter(links: ReminderLinks) {
  return {
    text: ['', '--', `Don't want these reminders? Stop them here: ${links.unsubscribe}`],
    html: `<br>Don't want these reminders? <a href="${escapeHtml(links.unsubscribe)}" style="color:#6b7280">Stop them</a>.`,
    headers: {
      'List-Unsubscribe': `<${links.unsubscribePost}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** Sent once at signup: what the journey is and where Step 1 is. */
export function welcomeEmail(
  to: string,
  name: string,
  step1Link: string,
  unlockDelayMs: number,
  links: ReminderLinks,
): Email {
  const subject = `Welcome to ${APP_NAME}, ${name}`;
  const apart = `each one opens ${describeDuration(unlockDelayMs)} after the one before`;
  const footer = reminderFooter(links);
  const text = [
    `Hi ${name},`,
    '',
    `Welcome to ${APP_NAME}. Your journey has three short steps, and ${apart}:`,
    '1. Step 1: what you are naturally good at and how you like to work.',
    '2. Step 2: what gives you energy and what drains it.',
    '3. Step 3: the work you picture yourself doing; then your career blueprint, with the three careers that fit you best.',
    '',
    'Each step is one short set of questions, with no right or wrong answers. Start Step 1 here:',
    step1Link,
    '',
    'We will email you when each next step is ready for you.',
    ...footer.text,
  ].join('\n');
  const html = layout(
    `Welcome to ${APP_NAME}`,
    `<p>Hi ${escapeHtml(name)},</p>
<p>Your journey has three short steps, and ${apart}:</p>
<ol><li>Step 1: what you are naturally good at and how you like to work.</li>
<li>Step 2: what gives you energy and what drains it.</li>
<li>Step 3: the work you picture yourself doing; then your career blueprint, with the three careers that fit you best.</li></ol>
<p>Each step is one short set of questions, with no right or wrong answers.</p>
${button(step1Link, 'Start Step 1')}
<p>We will email you when each next step is ready for you.</p>`,
    footer.html,
  );
  return { to, subject, text, html, link: step1Link, headers: footer.headers };
}

const STEP_READY: Record<'day2' | 'day3', { step: string; about: string; after: string }> = {
  day2: {
    step: 'Step 2',
    about: 'It asks what gives you energy and what drains it.',
    after: 'Your emotional map is ready right after you answer.',
  },
  day3: {
    step: 'Step 3',
    about: 'It is the last step: a few questions about the work you picture yourself doing.',
    after:
      'Right after it you get your career blueprint, with the three careers that fit you best.',
  },
};

/** Sent when the next step unlocks, unless it was taken already or reminders are off. */
export function stepReadyEmail(
  to: string,
  name: string,
  day: 'day2' | 'day3',
  stepLink: string,
  links: ReminderLinks,
): Email {
  const { step, about, after } = STEP_READY[day];
  const subject = `${step} is ready for you`;
  const footer = reminderFooter(links);
  const text = [
    `Hi ${name},`,
    '',
    `${step} of your ${APP_NAME} journey is open now. ${about}`,
    after,
    '',
    `Open ${step}:`,
    stepLink,
    ...footer.text,
  ].join('\n');
  const html = layout(
    subject,
    `<p>Hi ${escapeHtml(name)},</p>
<p>${step} of your ${APP_NAME} journey is open now. ${escapeHtml(about)}</p>
<p>${escapeHtml(after)}</p>
${button(stepLink, `Open ${step}`)}`,
    footer.html,
  );
  return { to, subject, text, html, link: stepLink, headers: footer.headers };
}

/** To a new address: the link that proves it and finishes the signup (decision 015). */
export function finishSignupEmail(to: string, name: string, link: string): Email {
  const subject = `Finish signing up to ${APP_NAME}`;
  const within = describeDuration(SIGNUP_TOKEN_TTL_MS);
  const text = [
    `Hi ${name},`,
    '',
    `One step left: open this link to finish signing up to ${APP_NAME}. It works once, within ${within}:`,
    link,
    '',
    'If you did not sign up, ignore this email: no account is made without this link.',
  ].join('\n');
  const html = layout(
    'One step left',
    `<p>Hi ${escapeHtml(name)},</p>
<p>Open this link to finish signing up to ${APP_NAME}. It works once, within ${within}.</p>
${button(link, 'Finish signing up')}
<p>Or copy this link: ${escapeHtml(link)}</p>
<p>If you did not sign up, ignore this email: no account is made without this link.</p>`,
  );
  return { to, subject, text, html, link };
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
): Email {
  const subject = `Someone tried to sign up to ${APP_NAME} with your address`;
  const login = `${appUrl}/user/signin`;
  const forgot = `${appUrl}/forget-password`;
  const how = hasPassword
    ? 'You already have an account: log in with your password, or choose a new one if you have forgotten it.'
    : 'You already have an account, made with Google: log in with "Continue with Google", or set a password with "Forgot password?".';
  const text = [
    `Hi ${name},`,
    '',
    `Someone, perhaps you, just tried to sign up to ${APP_NAME} with this email address.`,
    how,
    `Log in: ${login}`,
    `Forgot password: ${forgot}`,
    '',
    'If it was not you, you can ignore this email: nothing in your account has changed.',
  ].join('\n');
  const html = layout(
    'You already have an account',
    `<p>Hi ${escapeHtml(name)},</p>
<p>Someone, perhaps you, just tried to sign up to ${APP_NAME} with this email address. ${escapeHtml(how)}</p>
${button(login, 'Log in')}
<p><a href="${escapeHtml(forgot)}">Forgot your password?</a></p>
<p>If it was not you, you can ignore this email: nothing in your account has changed.</p>`,
  );
  return { to, subject, text, html, link: login };
}

export function resetPasswordEmail(to: string, name: string, link: string): Email {
  const subject = `Reset your ${APP_NAME} password`;
  const text = [
    `Hi ${name},`,
    '',
    'We received a request to reset your password. Open this link to choose a new one:',
    link,
    '',
    `The link works once and expires in ${describeDuration(RESET_TOKEN_TTL_MS)}.`,
    'If you did not ask for this, you can ignore this email: your password stays the same.',
  ].join('\n');
  const html = layout(
    'Reset your password',
    `<p>Hi ${escapeHtml(name)},</p>
<p>We received a request to reset your password. Click the button to choose a new one.</p>
<p><a href="${escapeHtml(link)}" style="background:#4f46e5;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">Reset password</a></p>
<p>Or copy this link: ${escapeHtml(link)}</p>
<p>The link works once and expires in ${describeDuration(RESET_TOKEN_TTL_MS)}. If you did not ask for this, ignore this email: your password stays the same.</p>`,
  );
  return { to, subject, text, html, link };
}

export function passwordChangedEmail(to: string, name: string, appUrl: string): Email {
  const subject = `Your ${APP_NAME} password was changed`;
  const text = [
    `Hi ${name},`,
    '',
    'Your password was just reset, and every device was signed out.',
    `If this was you, log in again at ${appUrl}.`,
    'If it was not you, reset your password right away from the login screen and contact us.',
  ].join('\n');
  const html = layout(
    'Your password was changed',
    `<p>Hi ${escapeHtml(name)},</p>
<p>Your password was just reset, and every device was signed out.</p>
<p>If this was you, <a href="${escapeHtml(appUrl)}">log in again</a>. If it was not you, reset your password right away from the login screen and contact us.</p>`,
  );
  return { to, subject, text, html };
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

const IST_DATE = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

/** "₹499.00" for 49 900 paise in INR; the currency code otherwise. */
export function formatAmount(amount: number, currency: string): string {
  const value = (amount / 100).toFixed(2);
  return currency === 'INR' ? `₹${value}` : `${currency} ${value}`;
}

/** Sent (through the job queue) once a payment is confirmed, whoever paid. */
export function receiptEmail(
  to: string,
  name: string,
  facts: ReceiptFacts,
  links: { roadmap: string; refunds: string },
): Email {
  const subject = `Your ${APP_NAME} payment receipt`;
  const rows: [string, string][] = [
    ['Amount paid', formatAmount(facts.amount, facts.currency)],
    ['Date', `${IST_DATE.format(facts.paidAt)} IST`],
    ['For', 'Full report: deep roadmap and career PDF (one-time payment)'],
    ['Order id', facts.orderId],
    ['Payment id', facts.paymentId],
  ];
  const roadmapLine = facts.career
    ? `Your roadmap for ${facts.career} is open now:`
    : 'Choose a career on your blueprint and your roadmap opens at once:';
  const text = [
    `Hi ${name},`,
    '',
    `Thank you: your payment is confirmed and your full report is unlocked. Keep this email as your receipt.`,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    roadmapLine,
    links.roadmap,
    '',
    `Refunds: ${links.refunds}`,
  ].join('\n');
  const html = layout(
    'Payment receipt',
    `<p>Hi ${escapeHtml(name)},</p>
<p>Thank you: your payment is confirmed and your full report is unlocked. Keep this email as your receipt.</p>
<table style="border-collapse:collapse;margin:16px 0">${rows
      .map(
        ([label, value]) =>
          `<tr><td style="padding:4px 16px 4px 0;color:#6b7280">${escapeHtml(label)}</td><td style="padding:4px 0;font-weight:bold">${escapeHtml(value)}</td></tr>`,
      )
      .join('')}</table>
<p>${escapeHtml(roadmapLine)}</p>
${button(links.roadmap, facts.career ? 'Open my roadmap' : 'Open my blueprint')}
<p style="font-size:13px;color:#6b7280">Questions about this payment, or a refund? See our <a href="${escapeHtml(links.refunds)}" style="color:#4f46e5">refund policy</a>.</p>`,
  );
  return { to, subject, text, html, link: links.roadmap };
}

/** The footer of every email to a parent once consent is given: how to withdraw it. */
function withdrawFooter(withdrawLink: string) {
  return {
    text: [
      '',
      '--',
      `To withdraw your consent at any time (this erases the answers and results): ${withdrawLink}`,
    ],
    html: `<br>To withdraw your consent at any time (this erases the answers and results), <a href="${escapeHtml(withdrawLink)}" style="color:#6b7280">use this link</a>.`,
  };
}

/** To a parent or guardian: a child under 18 asks for their consent (a single-use link). */
export function consentRequestEmail(to: string, childName: string, link: string): Email {
  const subject = `${childName} asks for your OK to use ${APP_NAME}`;
  const text = [
    'Hello,',
    '',
    `${childName} has signed up to ${APP_NAME}, a career guidance app for students, and gave this email as their parent's or guardian's. As they are under 18, we need your consent before we keep any of their answers.`,
    '',
    'Read what we collect, why, who sees it and how long we keep it, and give your consent here. The link works once, for 7 days:',
    link,
    '',
    `If you do not know ${childName}, or do not want to give consent, ignore this email: without your consent nothing of their answers is kept.`,
    '',
    `नमस्ते, ${childName} ने ${APP_NAME} पर आपका ईमेल माता-पिता या अभिभावक के रूप में दिया है। उनकी उम्र 18 से कम है, इसलिए उनके जवाब रखने से पहले हमें आपकी अनुमति चाहिए। ऊपर के लिंक पर पूरी जानकारी हिंदी में भी है।`,
  ].join('\n');
  const html = layout(
    'Your OK is needed',
    `<p>Hello,</p>
<p>${escapeHtml(childName)} has signed up to ${APP_NAME}, a career guidance app for students, and gave this email as their parent's or guardian's. As they are under 18, we need your consent before we keep any of their answers.</p>
<p>Read what we collect, why, who sees it and how long we keep it, and give your consent here. The link works once, for 7 days.</p>
${button(link, 'Read and give consent')}
<p>If you do not know ${escapeHtml(childName)}, or do not want to give consent, ignore this email: without your consent nothing of their answers is kept.</p>
<p lang="hi">नमस्ते, ${escapeHtml(childName)} ने ${APP_NAME} पर आपका ईमेल माता-पिता या अभिभावक के रूप में दिया है। उनकी उम्र 18 से कम है, इसलिए उनके जवाब रखने से पहले हमें आपकी अनुमति चाहिए। ऊपर के लिंक पर पूरी जानकारी हिंदी में भी है।</p>`,
  );
  return { to, subject, text, html, link };
}

/** To the parent, once they consented: the record, and the way to withdraw. */
export function consentGivenEmail(
  to: string,
  childName: string,
  record: { givenAt: Date; version: string },
  links: { withdraw: string; parentView: string },
): Email {
  const subject = `Your consent for ${childName} is recorded`;
  const footer = withdrawFooter(links.withdraw);
  const when = `${IST_DATE.format(record.givenAt)} IST`;
  const text = [
    'Hello,',
    '',
    `Thank you. Your consent for ${childName} to use ${APP_NAME} was recorded on ${when}, from this email address (consent text of ${record.version}). ${childName} can start their steps now.`,
    '',
    `Your own page of ${childName}'s results, which fills in as they answer: the three careers that fit them, the route in India, costs, a Plan B and questions to talk about together. It shows nothing of their answers about feelings unless they choose to share them:`,
    links.parentView,
    ...footer.text,
  ].join('\n');
  const html = layout(
    'Thank you: your consent is recorded',
    `<p>Hello,</p>
<p>Your consent for ${escapeHtml(childName)} to use ${APP_NAME} was recorded on ${escapeHtml(when)}, from this email address (consent text of ${escapeHtml(record.version)}). ${escapeHtml(childName)} can start their steps now.</p>
<p>Your own page of ${escapeHtml(childName)}'s results fills in as they answer: the three careers that fit them, the route in India, costs, a Plan B and questions to talk about together. It shows nothing of their answers about feelings unless they choose to share them.</p>
${button(links.parentView, `Open ${childName}'s page`)}`,
    footer.html,
  );
  return { to, subject, text, html, link: links.parentView };
}

/** To the parent, after withdrawing: what was erased. */
export function consentWithdrawnEmail(to: string, childName: string): Email {
  const subject = `Your consent for ${childName} is withdrawn`;
  const text = [
    'Hello,',
    '',
    `As you asked, your consent for ${childName} is withdrawn, and their answers and results on ${APP_NAME} have been erased. Their account stays, and nothing new is kept unless a parent or guardian gives consent again.`,
  ].join('\n');
  const html = layout(
    'Consent withdrawn',
    `<p>Hello,</p>
<p>As you asked, your consent for ${escapeHtml(childName)} is withdrawn, and their answers and results on ${APP_NAME} have been erased. Their account stays, and nothing new is kept unless a parent or guardian gives consent again.</p>`,
  );
  return { to, subject, text, html };
}
