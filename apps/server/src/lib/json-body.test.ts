import { messages } from '@acp/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAnswers } from '../test/answers.js';
import { buildUser, signUpUser } from '../test/factories.js';
import { apiRequest, createTestApp, type TestApp } from '../test/test-app.js';
import { parseJsonBody } from './json-body.js';

describe('parseJsonBody', () => {
  it('parses JSON and refuses U+0000 in values and keys', () => {
    expect(parseJsonBody('{"a":["b",1]}')).toEqual({ a: ['b', 1] });
    expect(parseJsonBody('"a\\\\u0000"')).toBe('a\\u0000');
    expect(() => parseJsonBody('{"a":"x\\u0000"}')).toThrow(messages.nulInBody);
    expect(() => parseJsonBody('{"a\\u0000":1}')).toThrow(messages.nulInBody);
    expect(() => parseJsonBody('{"a":')).toThrow('not valid JSON');
  });
});

// PostgreSQL cannot store U+0000: these used to reach the database and answer 500.
describe('a NUL character in a request body', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_AUTH_MAX: '1000' });
  });
  afterAll(async () => t.close());

  const refused = { success: false, code: 'validation_error', message: messages.nulInBody };

  it('is refused with 400 on signup, contact, answers and payment verification', async () => {
    const { cookie } = await signUpUser(t.app);
    const day1 = buildAnswers('day1', { texts: ['Chemistry\u0000', 'Coding'] });
    const requests = [
      apiRequest('POST', '/user/signup', { body: buildUser({ name: 'Asha\u0000Verma' }) }),
      apiRequest('POST', '/contact', {
        body: {
          fullName: 'Asha\u0000',
          email: 'asha@example.com',
          inquiryType: 'General Inquiry',
          message: 'A question about my results.',
        },
      }),
      apiRequest('POST', '/form/day1form', { cookie, body: { qnaArray: day1 } }),
      apiRequest('POST', '/payment/verify', {
        cookie,
        body: {
          razorpay_order_id: 'order\u0000',
          razorpay_payment_id: 'p',
          razorpay_signature: 's',
        },
      }),
    ];
    for (const request of requests) {
      const response = await t.app.inject(request);
      expect(response.statusCode, request.url as string).toBe(400);
      expect(response.json()).toEqual(refused);
    }
    const progress = await t.app.inject(apiRequest('GET', '/user/progress-status', { cookie }));
    expect(progress.json().day1SubmittedAt).toBeNull();
  });
});
