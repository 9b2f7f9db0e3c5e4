import { APP_NAME, describeDuration, RESET_TOKEN_TTL_MS, SIGNUP_TOKEN_TTL_MS } from '@acp/shared';
import { formatAmount } from './letters.js';
import type { Letters } from './letters.js';
import { escapeHtml } from './render.js';

const IST_DATE = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

const STEP_READY = {
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
} as const;

/** The product's emails in English. */
export const ENGLISH_LETTERS: Letters = {
  lang: 'en',
  welcome: ({ name, step1Link, unlockDelayMs }) => ({
    subject: `Welcome to ${APP_NAME}, ${name}`,
    title: `Welcome to ${APP_NAME}`,
    greeting: `Hi ${name},`,
    blocks: [
      {
        kind: 'p',
        text: `Your journey has three short steps, and each one opens ${describeDuration(unlockDelayMs)} after the one before:`,
      },
      {
        kind: 'list',
        items: [
          'Step 1: what you are naturally good at and how you like to work.',
          'Step 2: what gives you energy and what drains it.',
          'Step 3: the work you picture yourself doing; then your career blueprint, with the three careers that fit you best.',
        ],
      },
      {
        kind: 'p',
        text: 'Each step is one short set of questions, with no right or wrong answers.',
      },
      { kind: 'p', only: 'text', text: `Start Step 1 here:\n${step1Link}` },
      { kind: 'button', link: step1Link, label: 'Start Step 1' },
      { kind: 'p', text: 'We will email you when each next step is ready for you.' },
    ],
  }),
  stepReady: ({ name, day, stepLink }) => {
    const { step, about, after } = STEP_READY[day];
    return {
      subject: `${step} is ready for you`,
      title: `${step} is ready for you`,
      greeting: `Hi ${name},`,
      blocks: [
        { kind: 'p', text: `${step} of your ${APP_NAME} journey is open now. ${about}` },
        { kind: 'p', text: after },
        { kind: 'p', only: 'text', text: `Open ${step}:\n${stepLink}` },
        { kind: 'button', link: stepLink, label: `Open ${step}` },
      ],
    };
  },
  finishSignup: ({ name, link }) => ({
    subject: `Finish signing up to ${APP_NAME}`,
    title: 'One step left',
    greeting: `Hi ${name},`,
    blocks: [
      {
        kind: 'p',
        text: `Open this link to finish signing up to ${APP_NAME}. It works once, within ${describeDuration(SIGNUP_TOKEN_TTL_MS)}:`,
      },
      { kind: 'p', only: 'text', text: link },
      { kind: 'button', link, label: 'Finish signing up' },
      { kind: 'p', only: 'html', text: `Or copy this link: ${link}` },
      {
        kind: 'p',
        text: 'If you did not sign up, ignore this email: no account is made without this link.',
      },
    ],
  }),
  signupAttempt: ({ name, login, forgot, hasPassword }) => ({
    subject: `Someone tried to sign up to ${APP_NAME} with your address`,
    title: 'You already have an account',
    greeting: `Hi ${name},`,
    blocks: [
      {
        kind: 'p',
        text: `Someone, perhaps you, just tried to sign up to ${APP_NAME} with this email address. ${
          hasPassword
            ? 'You already have an account: log in with your password, or choose a new one if you have forgotten it.'
            : 'You already have an account, made with Google: log in with "Continue with Google", or set a password with "Forgot password?".'
        }`,
      },
      { kind: 'p', only: 'text', text: `Log in: ${login}\nForgot password: ${forgot}` },
      { kind: 'button', link: login, label: 'Log in' },
      {
        kind: 'p',
        only: 'html',
        text: 'Forgot your password?',
        html: `<a href="${escapeHtml(forgot)}">Forgot your password?</a>`,
      },
      {
        kind: 'p',
        text: 'If it was not you, you can ignore this email: nothing in your account has changed.',
      },
    ],
  }),
  resetPassword: ({ name, link }) => ({
    subject: `Reset your ${APP_NAME} password`,
    title: 'Reset your password',
    greeting: `Hi ${name},`,
    blocks: [
      {
        kind: 'p',
        text: 'We received a request to reset your password. Open this link to choose a new one:',
      },
      { kind: 'p', only: 'text', text: link },
      { kind: 'button', link, label: 'Reset password' },
      { kind: 'p', only: 'html', text: `Or copy this link: ${link}` },
      {
        kind: 'p',
        text: `The link works once and expires in ${describeDuration(RESET_TOKEN_TTL_MS)}. If you did not ask for this, you can ignore this email: your password stays the same.`,
      },
    ],
  }),
  passwordChanged: ({ name, appUrl }) => ({
    subject: `Your ${APP_NAME} password was changed`,
    title: 'Your password was changed',
    greeting: `Hi ${name},`,
    blocks: [
      { kind: 'p', text: 'Your password was just reset, and every device was signed out.' },
      {
        kind: 'p',
        text: `If this was you, log in again at ${appUrl}. If it was not you, reset your password right away from the login screen and contact us.`,
        html: `If this was you, <a href="${escapeHtml(appUrl)}">log in again</a>. If it was not you, reset your password right away from the login screen and contact us.`,
      },
    ],
  }),
  receipt: ({ name, facts, roadmap, refunds }) => {
    const roadmapLine = facts.career
      ? `Your roadmap for ${facts.career} is open now:`
      : 'Choose a career on your blueprint and your roadmap opens at once:';
    return {
      subject: `Your ${APP_NAME} payment receipt`,
      title: 'Payment receipt',
      greeting: `Hi ${name},`,
      blocks: [
        {
          kind: 'p',
          text: 'Thank you: your payment is confirmed and your full report is unlocked. Keep this email as your receipt.',
        },
        {
          kind: 'rows',
          rows: [
            ['Amount paid', formatAmount(facts.amount, facts.currency)],
            ['Date', `${IST_DATE.format(facts.paidAt)} IST`],
            ['For', 'Full report: deep roadmap and career PDF (one-time payment)'],
            ['Order id', facts.orderId],
            ['Payment id', facts.paymentId],
          ],
        },
        { kind: 'p', only: 'html', text: roadmapLine },
        { kind: 'p', only: 'text', text: `${roadmapLine}\n${roadmap}` },
        {
          kind: 'button',
          link: roadmap,
          label: facts.career ? 'Open my roadmap' : 'Open my blueprint',
        },
        {
          kind: 'p',
          text: `Questions about this payment, or a refund? See our refund policy: ${refunds}`,
          html: `Questions about this payment, or a refund? See our <a href="${escapeHtml(refunds)}" style="color:#4f46e5">refund policy</a>.`,
        },
      ],
    };
  },
  consentRequest: ({ childName, link }) => ({
    subject: `${childName} asks for your OK to use ${APP_NAME}`,
    title: 'Your OK is needed',
    greeting: 'Hello,',
    blocks: [
      {
        kind: 'p',
        text: `${childName} has signed up to ${APP_NAME}, a career guidance app for students, and gave this email as their parent's or guardian's. As they are under 18, we need your consent before we keep any of their answers.`,
      },
      {
        kind: 'p',
        text: 'Read what we collect, why, who sees it and how long we keep it, and give your consent here. The link works once, for 7 days:',
      },
      { kind: 'p', only: 'text', text: link },
      { kind: 'button', link, label: 'Read and give consent' },
      {
        kind: 'p',
        text: `If you do not know ${childName}, or do not want to give consent, ignore this email: without your consent nothing of their answers is kept.`,
      },
      // Many parents read Hindi first: a line in Hindi says what this is and where it is explained.
      {
        kind: 'aside',
        lang: 'hi',
        text: `नमस्ते, ${childName} ने ${APP_NAME} पर आपका ईमेल माता-पिता या अभिभावक के रूप में दिया है। उनकी उम्र 18 से कम है, इसलिए उनके जवाब रखने से पहले हमें आपकी अनुमति चाहिए। ऊपर के लिंक पर पूरी जानकारी हिंदी में भी है।`,
      },
    ],
  }),
  consentGiven: ({ childName, givenAt, version, parentView }) => ({
    subject: `Your consent for ${childName} is recorded`,
    title: 'Thank you: your consent is recorded',
    greeting: 'Hello,',
    blocks: [
      {
        kind: 'p',
        text: `Thank you. Your consent for ${childName} to use ${APP_NAME} was recorded on ${IST_DATE.format(givenAt)} IST, from this email address (consent text of ${version}). ${childName} can start their steps now.`,
      },
      {
        kind: 'p',
        text: `Your own page of ${childName}'s results fills in as they answer: the three careers that fit them, the route in India, costs, a Plan B and questions to talk about together. It shows nothing of their answers about feelings unless they choose to share them.`,
      },
      { kind: 'p', only: 'text', text: parentView },
      { kind: 'button', link: parentView, label: `Open ${childName}'s page` },
    ],
  }),
  consentWithdrawn: ({ childName }) => ({
    subject: `Your consent for ${childName} is withdrawn`,
    title: 'Consent withdrawn',
    greeting: 'Hello,',
    blocks: [
      {
        kind: 'p',
        text: `As you asked, your consent for ${childName} is withdrawn, and their answers and results on ${APP_NAME} have been erased. Their account stays, and nothing new is kept unless a parent or guardian gives consent again.`,
      },
    ],
  }),
  reminderFooter: (unsubscribe) => ({
    text: ['', '--', `Don't want these reminders? Stop them here: ${unsubscribe}`],
    html: `<br>Don't want these reminders? <a href="${escapeHtml(unsubscribe)}" style="color:#6b7280">Stop them</a>.`,
  }),
  withdrawFooter: (withdraw) => ({
    text: [
      '',
      '--',
      `To withdraw your consent at any time (this erases the answers and results): ${withdraw}`,
    ],
    html: `<br>To withdraw your consent at any time (this erases the answers and results), <a href="${escapeHtml(withdraw)}" style="color:#6b7280">use this link</a>.`,
  }),
};
