import { parentViewSchema } from '@acp/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser } from '../../test/factories.js';
import { completeJourneyWithResults } from '../../test/journey.js';
import { apiRequest, createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_MAX: '1000', RATE_LIMIT_AI_MAX: '1000' });
});
afterAll(async () => t.close());

const post = (url: string, cookie?: string, body: unknown = {}) =>
  t.app.inject(apiRequest('POST', url, { cookie, body }));
const get = (url: string, cookie?: string) => t.app.inject(apiRequest('GET', url, { cookie }));
const tokenOf = (url: string) => url.split('/parent/')[1] ?? '';

/** A student with their blueprint, and a parent link they made. */
async function studentWithLink(shareFeelings = false) {
  const student = await signUpUser(t.app, { name: 'Riya Sharma' });
  await completeJourneyWithResults(t, student.cookie, {
    day2: ['I feel low when my marks come out', 'Talking to my didi helps me'],
  });
  const made = await post('/user/parent-view', student.cookie, { shareFeelings });
  expect(made.statusCode).toBe(200);
  return { ...student, token: tokenOf(made.json().url) };
}

describe('the parent view', () => {
  it('shows the top 3 with why, the Indian route and Plan B, and questions; no words of the student', async () => {
    const { token, cookie } = await studentWithLink();
    const response = await get(`/parent/${token}`);
    expect(response.statusCode).toBe(200);
    const view = parentViewSchema.parse(response.json());
    expect(view).toMatchObject({ firstName: 'Riya', stepsDone: 3, feelings: null });
    expect(view.careers).toHaveLength(3);
    for (const career of view.careers) {
      expect(career.why.length).toBeGreaterThan(0);
      expect(career.route?.planB).toHaveLength(2);
      expect(career.route?.cost).toBeTruthy();
    }
    expect(view.questions.length).toBeGreaterThanOrEqual(3);
    // Nothing the student wrote, nothing of Step 2, no support signal.
    const body = response.body;
    for (const private_ of ['didi', 'marks come out', '“', 'showSupportCard', 'helpline']) {
      expect(body).not.toContain(private_);
    }
    // The student sees that it was opened.
    const status = (await get('/user/parent-view', cookie)).json();
    expect(status.link.lastOpenedAt).toBe(t.clock.now().toISOString());
  });

  it('shows the careers the student picked, in the page language, with their fit', async () => {
    const { token, cookie } = await studentWithLink();
    expect(parentViewSchema.parse((await get(`/parent/${token}`)).json()).careerAims).toEqual([]);
    const picked = await post('/user/career-aims', cookie, { careers: ['vet'] });
    expect(picked.statusCode, picked.body).toBe(200);
    const { careerAims, careers } = parentViewSchema.parse((await get(`/parent/${token}`)).json());
    expect(careerAims).toEqual([
      {
        title: 'Vet (veterinary doctor)',
        fitScore: expect.any(Number),
        inTopThree: careers.some((career) => career.title === 'Vet (veterinary doctor)'),
      },
    ]);
    const hindi = parentViewSchema.parse((await get(`/parent/${token}?lang=hi`)).json());
    expect(hindi.careerAims[0]?.title).toBe('पशु चिकित्सक (वेट)');
  });

  it('shows the Step 2 map only when the student chooses, and the choice can change', async () => {
    const { token, cookie } = await studentWithLink(true);
    const shared = parentViewSchema.parse((await get(`/parent/${token}`)).json());
    expect(shared.feelings?.length).toBeGreaterThan(0);
    const hidden = await post('/user/parent-view/settings', cookie, { shareFeelings: false });
    expect(hidden.json().link.shareFeelings).toBe(false);
    expect((await get(`/parent/${token}`)).json().feelings).toBeNull();
  });

  it('stops opening when revoked or replaced', async () => {
    const { token, cookie } = await studentWithLink();
    const replaced = await post('/user/parent-view', cookie, { shareFeelings: false });
    const second = tokenOf(replaced.json().url);
    expect((await get(`/parent/${token}`)).statusCode).toBe(404);
    expect((await get(`/parent/${second}`)).statusCode).toBe(200);
    expect((await post('/user/parent-view/revoke', cookie)).statusCode).toBe(200);
    expect((await get(`/parent/${second}`)).statusCode).toBe(404);
    expect((await get('/user/parent-view', cookie)).json().link).toBeNull();
  });

  it('is read-only: the token signs no one in and changes nothing, but it can pay once', async () => {
    const { token, cookie } = await studentWithLink();
    const asCookie = `acp_session=${token}`;
    for (const url of ['/user/user', '/user/select-career', '/form/day1draft', '/user/delete']) {
      expect((await post(url, asCookie)).statusCode, url).toBe(401);
    }
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH'] as const) {
      const response = await t.app.inject({
        ...apiRequest('POST', `/parent/${token}`, { body: {} }),
        method,
      });
      // Refused: no such route (404), or refused before routing (403 for a cross-site write).
      expect([403, 404], method).toContain(response.statusCode);
    }

    const order = await post(`/pay/${token}/order`);
    expect(order.statusCode).toBe(200);
    const paid = await post(`/pay/${token}/sandbox`, undefined, {
      orderId: order.json().orderId,
      outcome: 'pay',
    });
    expect(paid.statusCode).toBe(200);
    const verified = await post(`/pay/${token}/verify`, undefined, paid.json().response);
    expect(verified.json().isPaymentDone).toBe(true);
    expect((await post('/user/user', cookie)).json().user.isPaymentDone).toBe(true);
    expect((await get(`/parent/${token}`)).json().isPaymentDone).toBe(true);
    expect((await post(`/pay/${token}/order`)).statusCode).toBe(409);
  });

  it('speaks the language the page is shown in: the reasons and the questions', async () => {
    const { token, cookie } = await studentWithLink(true);
    const english = parentViewSchema.parse((await get(`/parent/${token}`)).json());
    const hindi = parentViewSchema.parse((await get(`/parent/${token}?lang=hi`)).json());
    const devanagari = /[\u0900-\u097f]/;
    // The blueprint was made in English: its reasons stay English until one is made in Hindi;
    // the careers' titles and routes are the catalogue's and the route data's, in Hindi at once.
    expect(hindi.careers.map((career) => career.why)).toEqual(
      english.careers.map((career) => career.why),
    );
    for (const career of hindi.careers) {
      expect(career.title).toMatch(devanagari);
      expect(career.route?.cost).toMatch(devanagari);
      expect(career.route?.after10).toMatch(/।$/);
      expect(career.route?.planB.map((plan) => plan.title).join(' ')).toMatch(devanagari);
    }
    expect(
      hindi.careers.map((career) => career.route?.exams.map((exam) => exam.month)),
    ).not.toEqual(english.careers.map((career) => career.route?.exams.map((exam) => exam.month)));
    expect(hindi.questions).toHaveLength(english.questions.length);
    for (const question of hindi.questions) expect(question).toMatch(devanagari);
    expect(hindi.questions[0]).toContain('Riya');

    // Once the student reads in Hindi, the Hindi results are the ones the parent sees in Hindi.
    await post('/user/locale', cookie, { locale: 'hi' });
    await post('/ai/aicarrerfind-day3', cookie);
    await post('/ai/aicarrerfind-day2', cookie);
    const inHindi = parentViewSchema.parse((await get(`/parent/${token}`)).json());
    expect(inHindi.careers.map((career) => career.title)).toEqual(
      hindi.careers.map((career) => career.title),
    );
    expect(inHindi.careers[0]?.why.join(' ')).toMatch(devanagari);
    expect(inHindi.feelings?.[0]?.label).toMatch(devanagari);
    expect(inHindi.questions[1]).toMatch(devanagari);
    // And a parent who reads English still gets English.
    const again = parentViewSchema.parse((await get(`/parent/${token}?lang=en`)).json());
    expect(again).toEqual(english);
    expect((await get(`/parent/${token}?lang=fr`)).statusCode).toBe(400);
  });

  it('refuses an unknown link with a clear message', async () => {
    const response = await get(`/parent/${'y'.repeat(43)}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toMatch(/share a new one/);
  });
});
