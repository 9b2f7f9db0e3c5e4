import { describe, expect, it } from 'vitest';
import { ENGLISH_LETTERS } from './letters.en.js';
import { HINDI_LETTERS } from './letters.hi.js';
import type { Body, Letters } from './letters.js';
import { renderLetter } from './render.js';

const paidAt = new Date('2026-11-25T10:00:00Z');
const facts = {
  amount: 49_900,
  currency: 'INR',
  paidAt,
  orderId: 'order_1',
  paymentId: 'pay_1',
  career: null,
};

/** Every email of a language, for the same facts. */
const everyLetter = (letters: Letters): [string, Body][] => [
  [
    'welcome',
    letters.welcome({
      name: 'Riya',
      step1Link: 'https://a.in/user/day1',
      unlockDelayMs: 86_400_000,
    }),
  ],
  [
    'stepReady 2',
    letters.stepReady({ name: 'Riya', day: 'day2', stepLink: 'https://a.in/user/day2' }),
  ],
  [
    'stepReady 3',
    letters.stepReady({ name: 'Riya', day: 'day3', stepLink: 'https://a.in/user/day3' }),
  ],
  ['finishSignup', letters.finishSignup({ name: 'Riya', link: 'https://a.in/signup/t' })],
  ...[true, false].map((hasPassword): [string, Body] => [
    `signupAttempt ${hasPassword}`,
    letters.signupAttempt({
      name: 'Riya',
      login: 'https://a.in/user/signin',
      forgot: 'https://a.in/forget-password',
      hasPassword,
    }),
  ]),
  ['resetPassword', letters.resetPassword({ name: 'Riya', link: 'https://a.in/reset-password/t' })],
  ['passwordChanged', letters.passwordChanged({ name: 'Riya', appUrl: 'https://a.in' })],
  ...[null, 'Lawyer'].map((career): [string, Body] => [
    `receipt ${career}`,
    letters.receipt({
      name: 'Riya',
      facts: { ...facts, career },
      roadmap: 'https://a.in/user/deep',
      refunds: 'https://a.in/refunds',
    }),
  ]),
  ['consentRequest', letters.consentRequest({ childName: 'Riya', link: 'https://a.in/consent/t' })],
  [
    'consentGiven',
    letters.consentGiven({
      childName: 'Riya',
      givenAt: paidAt,
      version: '2026-10',
      parentView: 'https://a.in/parent/t',
    }),
  ],
  ['consentWithdrawn', letters.consentWithdrawn({ childName: 'Riya' })],
];

/**
 * Words a Hindi email may write in Latin script: the brand, names, Google, the PDF (a career
 * chosen is named by the catalogue's Hindi title).
 */
const LATIN_ALLOWED = new Set(['AI', 'Career', 'Path', 'Riya', 'Google', 'PDF', 'pm', 'am']);

const shapeOf = (body: Body) =>
  body.blocks.map((block) =>
    block.kind === 'button'
      ? `button ${block.link}`
      : block.kind === 'p'
        ? `p ${block.only ?? ''}`
        : block.kind,
  );

describe('the emails in Hindi', () => {
  const english = new Map(everyLetter(ENGLISH_LETTERS));

  it.each(everyLetter(HINDI_LETTERS))(
    '%s says what the English says, part for part',
    (key, body) => {
      expect(shapeOf(body)).toEqual(shapeOf(english.get(key) as Body));
    },
  );

  it.each(everyLetter(HINDI_LETTERS))('%s is written in Hindi', (key, body) => {
    const { subject, text } = renderLetter({ ...body, lang: 'hi' });
    // The English aside for a parent who reads English is the one part in English, by design.
    const hindi = text.replace(/^Riya has signed up.*$/m, '');
    const latin = `${subject} ${hindi}`
      // Links and the payment's ids (Razorpay's "order_…", "pay_…") are identifiers, not words.
      .replace(/https?:\/\/\S+|order_1|pay_1/g, '')
      .match(/[A-Za-z]+/g)
      ?.filter((word) => !LATIN_ALLOWED.has(word));
    expect(latin ?? [], key).toEqual([]);
  });

  it('says the link lifetimes and the dates as Hindi does', () => {
    const finish = renderLetter({
      ...HINDI_LETTERS.finishSignup({ name: 'Riya', link: 'x' }),
      lang: 'hi',
    });
    expect(finish.text).toContain('24 घंटे के अंदर');
    const reset = renderLetter({
      ...HINDI_LETTERS.resetPassword({ name: 'Riya', link: 'x' }),
      lang: 'hi',
    });
    expect(reset.text).toContain('30 मिनट में बंद हो जाता है');
    const receipt = renderLetter({
      ...HINDI_LETTERS.receipt({ name: 'Riya', facts, roadmap: 'x', refunds: 'y' }),
      lang: 'hi',
    });
    expect(receipt.text).toContain('₹499.00');
    expect(receipt.text).toContain('25 नवंबर 2026');
    const lawyer = renderLetter({
      ...HINDI_LETTERS.receipt({
        name: 'Riya',
        facts: { ...facts, career: 'Lawyer' },
        roadmap: 'x',
        refunds: 'y',
      }),
      lang: 'hi',
    });
    expect(lawyer.text).toContain('वकील के लिए आपका रोडमैप');
  });
});
