import { describe, expect, it } from 'vitest';
import { RESET_TOKEN_TTL_MS, SIGNUP_TOKEN_TTL_MS } from '../constants.js';
import { alreadySubmittedMessage, messages, stepTooEarlyMessage } from '../messages.js';
import hi from './product-messages.hi.json';
import { loadProductMessages, translateProductMessage } from './product-messages.js';

describe('the product messages in Hindi', () => {
  it('word every message, with the same placeholders', () => {
    expect(Object.keys(hi).sort()).toEqual(Object.keys(messages).sort());
    for (const [key, english] of Object.entries(messages)) {
      const hindi = (hi as Record<string, string>)[key] ?? '';
      expect(hindi, key).toMatch(/[\u0900-\u097F]/);
      const placeholders = (text: string) => [...text.matchAll(/\{\w+\}/g)].map((m) => m[0]).sort();
      expect(placeholders(hindi), key).toEqual(placeholders(english));
    }
  });

  it('state the same link lifetimes as the English ones, which come from the constants', () => {
    // The Hindi wordings spell the durations out: they must follow the constants if those change.
    expect(hi.signupLinkInvalid).toContain(`${SIGNUP_TOKEN_TTL_MS / 3_600_000} घंटे`);
    expect(hi.forgotSent).toContain(`${RESET_TOKEN_TTL_MS / 60_000} मिनट`);
  });

  it('translates a message found by its English text, values included', async () => {
    const table = await loadProductMessages('hi');
    expect(translateProductMessage(messages.invalidCredentials, table)).toBe('ईमेल या पासवर्ड गलत है');
    const backOff = messages.accountBackOff.replace('{minutes}', '4 minutes');
    expect(translateProductMessage(backOff, table)).toContain('4 मिनट बाद फिर कोशिश करें');
    // Text that is not a product message, and English itself, stay as they are.
    expect(translateProductMessage('Asha Verma', table)).toBe('Asha Verma');
    expect(translateProductMessage(messages.invalidCredentials, null)).toBe(
      messages.invalidCredentials,
    );
    expect(await loadProductMessages('en')).toBeNull();
  });

  it('words the step-timing messages the functions build, with their numbers and delay', async () => {
    const table = await loadProductMessages('hi');
    expect(stepTooEarlyMessage('day3', '24 hours')).toBe(
      'Step 3 will be available after 24 hours of Step 2 submission.',
    );
    expect(translateProductMessage(stepTooEarlyMessage('day3', '24 hours'), table)).toBe(
      'स्टेप 2 जमा करने के 24 घंटे बाद स्टेप 3 खुलेगा।',
    );
    expect(translateProductMessage(stepTooEarlyMessage('day2', '1 minute'), table)).toBe(
      'स्टेप 1 जमा करने के 1 मिनट बाद स्टेप 2 खुलेगा।',
    );
    expect(alreadySubmittedMessage('day2')).toBe(
      'You have already submitted Step 2. Your answers are saved and cannot be changed.',
    );
    expect(translateProductMessage(alreadySubmittedMessage('day2'), table)).toBe(
      'आप स्टेप 2 पहले ही जमा कर चुके हैं। आपके जवाब सेव हैं और अब बदले नहीं जा सकते।',
    );
  });
});
