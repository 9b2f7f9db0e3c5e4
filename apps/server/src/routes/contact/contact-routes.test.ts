import fs from 'node:fs';
import path from 'node:path';
import { messages } from '@acp/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema.js';
import { signUpUser } from '../../test/factories.js';
import { outboxEmails } from '../../test/outbox.js';
import { apiRequest, createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    SUPPORT_EMAIL: 'support@aicareerpath.example',
    RATE_LIMIT_AUTH_MAX: '1000',
  });
});
afterAll(async () => t.close());

const valid = {
  fullName: 'Ishaan Mehta',
  email: 'ishaan@example.com',
  phone: '+91 98200 11111',
  inquiryType: 'Payment/Unlocking Issue',
  message: 'I paid but my report is still locked. Please help.',
};

describe('contact', () => {
  it('stores the message, links a logged-in sender and emails support', async () => {
    const { cookie } = await signUpUser(t.app);
    const response = await t.app.inject(apiRequest('POST', '/contact', { cookie, body: valid }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, message: messages.contactSent });
    const rows = await t.database.db.select().from(contactMessages);
    expect(rows.at(-1)).toMatchObject({
      fullName: 'Ishaan Mehta',
      inquiryType: 'Payment/Unlocking Issue',
    });
    expect(rows.at(-1)?.userId).not.toBeNull();
    await t.app.deps.mailer.idle();
    const mail = outboxEmails(t.dataDir).at(-1);
    expect(mail).toContain('To: support@aicareerpath.example');
    expect(mail).toContain('I paid but my report is still locked');
    expect(fs.existsSync(path.join(t.dataDir, 'outbox'))).toBe(true);
  });

  it('accepts a visitor without an account and without a phone', async () => {
    const response = await t.app.inject(
      apiRequest('POST', '/contact', { body: { ...valid, phone: '' } }),
    );
    expect(response.statusCode).toBe(201);
  });

  it.each([
    ['fullName', { fullName: 'A' }, messages.contactNameRequired],
    ['email', { email: 'nope' }, messages.emailInvalidForgot],
    ['phone', { phone: '123' }, messages.contactPhoneInvalid],
    ['inquiryType', { inquiryType: 'Complaint' }, messages.contactInquiryInvalid],
    ['message', { message: 'hi' }, messages.contactMessageMin],
  ])('refuses a bad %s with a clear message', async (field, override, message) => {
    const response = await t.app.inject(
      apiRequest('POST', '/contact', { body: { ...valid, ...override } }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[field]).toBe(message);
  });
});
