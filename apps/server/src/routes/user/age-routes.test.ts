import { messages } from '@acp/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.js';
import { buildAnswers } from '../../test/answers.js';
import { buildUser, signUpUser, signupTokenFor } from '../../test/factories.js';
import { apiRequest, createTestApp, type TestApp } from '../../test/test-app.js';

// The test clock starts on 2026-01-01 (IST afternoon).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_MAX: '1000' });
});
afterAll(async () => t.close());

const signup = (body: Record<string, unknown>) =>
  t.app.inject(apiRequest('POST', '/user/signup', { body }));
const post = (url: string, cookie: string, body: unknown = {}) =>
  t.app.inject(apiRequest('POST', url, { cookie, body }));

describe('age at signup', () => {
  it('refuses a signup without a date of birth, or with one that is not a real date', async () => {
    const withoutBirth: Partial<ReturnType<typeof buildUser>> = buildUser();
    delete withoutBirth.dateOfBirth;
    for (const [body, message] of [
      [withoutBirth, messages.dateOfBirthRequired],
      [buildUser({ dateOfBirth: '2009-02-30' }), messages.dateOfBirthInvalid],
      [buildUser({ dateOfBirth: '15/04/2009' }), messages.dateOfBirthInvalid],
      [buildUser({ dateOfBirth: '2031-01-01' }), messages.dateOfBirthInvalid],
    ] as const) {
      const response = await signup(body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'validation_error',
        fields: { dateOfBirth: message },
      });
    }
  });

  it('refuses anyone under 13 kindly, and keeps nothing', async () => {
    // 13 on 2 January 2026: still 12 on the test clock's day.
    const input = buildUser({ dateOfBirth: '2013-01-02' });
    const response = await signup(input);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ dateOfBirth: messages.tooYoung });
    const [row] = await t.database.db.select().from(users).where(eq(users.email, input.email));
    expect(row).toBeUndefined();
    // Thirteen today: welcome, with a parent's email.
    expect(
      (await signup(buildUser({ dateOfBirth: '2013-01-01', parentEmail: 'maa@example.com' })))
        .statusCode,
    ).toBe(202);
  });

  it("asks someone under 18 for a parent's email that is not their own", async () => {
    const minor = buildUser({ dateOfBirth: '2010-06-01' });
    expect((await signup(minor)).json().fields).toEqual({
      parentEmail: messages.parentEmailRequired,
    });
    expect(
      (await signup({ ...minor, parentEmail: minor.email.toUpperCase() })).json().fields,
    ).toEqual({ parentEmail: messages.parentEmailSame });
    const ok = await signup({ ...minor, parentEmail: 'papa.verma@example.com' });
    expect(ok.statusCode).toBe(202);
    const token = await signupTokenFor(t.app, minor.email);
    const made = await t.app.inject(apiRequest('POST', '/user/signup/finish', { body: { token } }));
    expect(made.json().user).toMatchObject({
      dateOfBirth: '2010-06-01',
      parentEmail: 'papa.verma@example.com',
    });
    // 18 today: an adult needs no parent's email.
    expect((await signup(buildUser({ dateOfBirth: '2008-01-01' }))).statusCode).toBe(202);
  });
});

describe('an account without a date of birth', () => {
  /** An account made before the date of birth was asked (or through Google). */
  async function olderAccount() {
    const person = await signUpUser(t.app);
    await t.database.db
      .update(users)
      .set({ dateOfBirth: null })
      .where(eq(users.email, person.input.email));
    return person;
  }

  it('keeps no answers or drafts until it is given, once', async () => {
    const { cookie } = await olderAccount();
    const qnaArray = buildAnswers('day1');
    for (const url of ['/form/day1form', '/form/day1draft']) {
      const refused = await post(url, cookie, { qnaArray });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        success: false,
        code: 'age_required',
        message: messages.ageRequired,
      });
    }
    expect((await post('/user/user', cookie)).json().user.dateOfBirth).toBeNull();

    const tooYoung = await post('/user/age', cookie, { dateOfBirth: '2015-03-03' });
    expect(tooYoung.json().fields).toEqual({ dateOfBirth: messages.tooYoung });
    const given = await post('/user/age', cookie, { dateOfBirth: '2001-03-03' });
    expect(given.statusCode).toBe(200);
    expect(given.json().user.dateOfBirth).toBe('2001-03-03');
    expect((await post('/form/day1form', cookie, { qnaArray })).statusCode).toBe(201);

    const again = await post('/user/age', cookie, { dateOfBirth: '1990-01-01' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(messages.ageAlreadyGiven);
  });

  it("takes a parent's email with an under-18 date of birth", async () => {
    const { cookie } = await olderAccount();
    expect((await post('/user/age', cookie, { dateOfBirth: '2011-05-05' })).json().fields).toEqual({
      parentEmail: messages.parentEmailRequired,
    });
    const given = await post('/user/age', cookie, {
      dateOfBirth: '2011-05-05',
      parentEmail: 'amma@example.com',
    });
    expect(given.json().user).toMatchObject({ parentEmail: 'amma@example.com' });
  });
});
