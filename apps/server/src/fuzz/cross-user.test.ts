import { messages } from '@acp/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAnswers } from '../test/answers.js';
import { apiRequest, createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app.js';
import {
  describeRequest,
  expectSafeResponse,
  newSessionCookie,
  payThroughSandbox,
  signUpPerson,
  snapshotUsers,
  type Person,
} from './fuzz-fixtures.js';
import { encodeAll, toJson } from './hostile-inputs.js';
import { apiRoutesOf, urlFor, type ApiRoute } from './route-catalogue.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 8);

// Built at collection time so that every discovered route gets its own test.
const t: TestApp = await createTestApp({
  RATE_LIMIT_AUTH_MAX: '1000000',
  RATE_LIMIT_AI_MAX: '1000000',
});
const routes: ApiRoute[] = await apiRoutesOf(t.app);

/** Routes meant for callers without a session; every other route must answer 401 to them. */
const publicRoutes = new Set([
  'GET /api/v1/health',
  'GET /api/v1/health/ready',
  'GET /api/v1/config',
  'POST /api/v1/contact',
  'POST /api/v1/user/signup',
  // The emailed link's token is the key (routes/user/session-routes.test.ts).
  'POST /api/v1/user/signup/finish',
  'POST /api/v1/user/signin',
  'POST /api/v1/user/signout',
  'POST /api/v1/user/forget-password',
  'POST /api/v1/user/reset-password/{token}',
  'GET /api/v1/user/google-auth',
  'POST /api/v1/payment/webhook',
  // The token of the link is the key; tested in services/reminders.test.ts.
  'POST /api/v1/email/unsubscribe',
  // The pay link's token is the key, and it can only pay: tested in routes/pay/pay-link.test.ts.
  'GET /api/v1/pay/{token}',
  'POST /api/v1/pay/{token}/order',
  'POST /api/v1/pay/{token}/sandbox',
  'POST /api/v1/pay/{token}/verify',
  // A parent's emailed links: the token is the key (routes/consent/consent-routes.test.ts).
  'GET /api/v1/consent/{token}',
  'POST /api/v1/consent/{token}',
  'GET /api/v1/consent/withdraw/{token}',
  'POST /api/v1/consent/withdraw/{token}',
  // A parent's read-only page: the token is the key (routes/parent/parent-view.test.ts).
  'GET /api/v1/parent/{token}',
]);
const protectedRoutes = routes.filter((route) => !publicRoutes.has(route.id));

const post = (cookie: string, url: string, body: unknown = {}) =>
  t.app.inject(apiRequest('POST', url, { cookie, body }));
const get = (cookie: string, url: string) => t.app.inject(apiRequest('GET', url, { cookie }));

/** All three steps with these answers, every result, moving the clock past each gate. */
async function completeJourney(cookie: string, choice: number, texts: string[]) {
  for (const [index, day] of (['day1', 'day2', 'day3'] as const).entries()) {
    if (index > 0) t.clock.advance(24 * 60 * 60 * 1000);
    const submitted = await post(cookie, `/form/${day}form`, {
      qnaArray: buildAnswers(day, { choice, texts }),
    });
    if (submitted.statusCode !== 201) throw new Error(`${day}: ${submitted.body}`);
  }
  for (const kind of ['aicarrerfind-day1', 'aicarrerfind-day2', 'aicarrerfind-day3']) {
    await post(cookie, `/ai/${kind}`);
  }
}

const topCareers = async (cookie: string): Promise<string[]> =>
  (await post(cookie, '/ai/aicarrerfind-day3'))
    .json<{ data: { results: { topCareers: { careers: { title: string }[] } } } }>()
    .data.results.topCareers.careers.map((career) => career.title);

/** A: everything a person can have. */
let a: Person;
let aProof: Awaited<ReturnType<typeof payThroughSandbox>>;
let aPdf: Buffer;
let aCareers: string[];
const aTexts = [
  'Zephyrology, the subject nobody else has heard of',
  'Quasar-lantern juggling at a professional level',
  'Anaya keeps a notebook of marigold-circuit sketches',
  'Tamarind-orbit dreams of building tiny observatories',
];
const aContactMessage = 'Private note from Anaya about the velvet-comet discount.';
/** B1: signed in, nothing else. B2: paid, a journey of their own, no PDF. */
let newcomer: Person;
let peer: Person;
let peerCareers: string[];

/** Text that only A's data contains: none of it may reach B. */
let aMarkers: string[];

beforeAll(async () => {
  a = await signUpPerson(t, { name: 'Anaya Crossfield', email: 'anaya.crossfield@example.com' });
  await completeJourney(a.cookie, 2, aTexts);
  aProof = await payThroughSandbox(t, a.cookie);
  aCareers = await topCareers(a.cookie);
  await post(a.cookie, '/user/select-career', { choosedCareer: aCareers[0] });
  expect((await post(a.cookie, '/ai/godeep')).statusCode).toBe(200);
  expect((await post(a.cookie, '/user/career-pdf')).statusCode).toBe(200);
  aPdf = (await get(a.cookie, '/user/career-pdf')).rawPayload;
  const contact = await post(a.cookie, '/contact', {
    fullName: a.name,
    email: a.email,
    inquiryType: 'Payment/Unlocking Issue',
    message: aContactMessage,
  });
  expect(contact.statusCode).toBe(201);

  newcomer = await signUpPerson(t, { name: 'Bilal Outsider', email: 'bilal.outsider@example.com' });
  peer = await signUpPerson(t, { name: 'Chitra Neighbour', email: 'chitra.neighbour@example.com' });
  await completeJourney(peer.cookie, 4, ['Geography was never for me', 'Painting murals']);
  await payThroughSandbox(t, peer.cookie);
  peerCareers = await topCareers(peer.cookie);

  aMarkers = [
    a.email,
    a.name,
    'Anaya',
    ...aTexts.map((text) => text.split(' ')[0] ?? text),
    aContactMessage,
    aProof.razorpay_order_id,
    aProof.razorpay_payment_id,
    aProof.razorpay_signature,
  ];
}, 120_000);
afterAll(async () => t.close());

function expectNothingOfA(body: string, context: string) {
  for (const marker of aMarkers) expect(body, `${context} leaked ${marker}`).not.toContain(marker);
}

describe('without a session', () => {
  it('lists the protected routes it checks', () => {
    expect(protectedRoutes.length).toBeGreaterThanOrEqual(16);
    expect(publicRoutes.size + protectedRoutes.length).toBe(routes.length);
  });

  it.each(protectedRoutes.map((route) => [route.id, route] as const))(
    '%s answers 401 to no cookie, a forged cookie and an ended session',
    async (_id, route) => {
      const ended = await newSessionCookie(t, a.id);
      await post(ended, '/user/signout');
      for (const cookie of [undefined, 'acp_session=forged-token', ended]) {
        const response = await t.app.inject({
          method: route.method,
          url: urlFor(route, ['abc'], ''),
          headers: {
            origin: TEST_ORIGIN,
            'content-type': 'application/json',
            ...(cookie ? { cookie } : {}),
          },
          ...(route.method === 'POST' ? { payload: '{}' } : {}),
        });
        expect(response.statusCode, `${route.id} with ${cookie}`).toBe(401);
        expect(response.json()).toEqual({
          success: false,
          code: 'unauthorized',
          message: messages.notLoggedIn,
        });
      }
    },
  );
});

describe("another user's data", () => {
  it("B cannot unlock the report with A's valid payment proof", async () => {
    const before = await snapshotUsers(t.database.db, [a.id, newcomer.id]);
    const response = await post(newcomer.cookie, '/payment/verify', aProof);
    expect(response.statusCode).toBe(404);
    expect((await post(newcomer.cookie, '/user/payment')).json().isPaymentDone).toBe(false);
    expect(await snapshotUsers(t.database.db, [a.id, newcomer.id])).toBe(before);
  });

  it("B cannot fail or pay A's order through the sandbox checkout", async () => {
    const before = await snapshotUsers(t.database.db, [a.id]);
    for (const outcome of ['fail', 'pay']) {
      const response = await post(newcomer.cookie, '/payment/sandbox/checkout', {
        orderId: aProof.razorpay_order_id,
        outcome,
      });
      expect(response.statusCode).toBe(404);
      expectNothingOfA(response.body, outcome);
    }
    expect(await snapshotUsers(t.database.db, [a.id])).toBe(before);
  });

  it("B cannot download A's PDF, paid or not", async () => {
    const unpaid = await get(newcomer.cookie, '/user/career-pdf');
    expect(unpaid.statusCode).toBe(402);
    const paid = await get(peer.cookie, '/user/career-pdf');
    expect(paid.statusCode).toBe(404);
    expect(paid.rawPayload.equals(aPdf)).toBe(false);
  });

  it("B choosing one of A's careers saves B's own choice and changes nothing of A's", async () => {
    const foreign = aCareers.filter((title) => !peerCareers.includes(title));
    expect(foreign.length).toBeGreaterThan(0);
    const aBefore = await snapshotUsers(t.database.db, [a.id]);
    for (const title of foreign) {
      // Any catalogue career may be chosen ("check any career"), as the chooser's own.
      const response = await post(peer.cookie, '/user/select-career', { choosedCareer: title });
      expect(response.statusCode).toBe(200);
      expect(response.json().chosenCareer.title).toBe(title);
      expectNothingOfA(response.body, title);
    }
    expect(await snapshotUsers(t.database.db, [a.id])).toBe(aBefore);
    const notACareer = await post(peer.cookie, '/user/select-career', {
      choosedCareer: `${a.name}'s career`,
    });
    expect(notACareer.statusCode).toBe(400);
    expect(notACareer.json().code).toBe('validation_error');
    expect(
      (await post(newcomer.cookie, '/user/select-career', { choosedCareer: aCareers[0] }))
        .statusCode,
    ).toBe(403);
  });

  it("B cannot delete A's account, even knowing A's email and password", async () => {
    const response = await post(peer.cookie, '/user/delete', {
      email: a.email,
      password: a.password,
    });
    expect(response.statusCode).toBe(400);
    const signin = await t.app.inject(
      apiRequest('POST', '/user/signin', { body: { email: a.email, password: a.password } }),
    );
    expect(signin.statusCode).toBe(200);
  });

  it('every route called by B with A’s identifiers returns and changes nothing of A’s', async () => {
    const aView = (await post(a.cookie, '/user/user')).body;
    // The markers are real: A's own view and export carry them (all but the signature).
    const aExport = (await get(a.cookie, '/user/export')).body;
    for (const marker of aMarkers.filter((m) => m !== aProof.razorpay_signature)) {
      expect(aView + aExport).toContain(marker);
    }
    const aBefore = withoutResetTokens(await snapshotUsers(t.database.db, [a.id]));
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(aimedRequest(route), async (input) => {
          const caller = input.caller === 'newcomer' ? newcomer : peer;
          const request = {
            method: route.method,
            url: urlFor(route, input.params, ''),
            headers: {
              origin: TEST_ORIGIN,
              'content-type': 'application/json',
              cookie: await newSessionCookie(t, caller.id),
            },
            ...(route.method === 'POST' ? { payload: input.body } : {}),
          };
          const response = await t.app.inject(request);
          const context = `${input.caller}: ${describeRequest(request)}`;
          expectSafeResponse(response, context);
          expectNothingOfA(response.body, context);
          expect(response.rawPayload.equals(aPdf), context).toBe(false);
        }),
        { numRuns: Math.max(4, Math.round(RUNS / 2)) },
      );
    }
    expect(withoutResetTokens(await snapshotUsers(t.database.db, [a.id]))).toBe(aBefore);
    expect((await post(a.cookie, '/user/user')).body).toBe(aView);
    expect((await post(newcomer.cookie, '/user/payment')).json().isPaymentDone).toBe(false);
  }, 120_000);
});

/**
 * Anyone may ask for a reset link for any email (it goes to that inbox): a request naming A's
 * email adds a reset token of A's, by design. Everything else of A's must stay as it was.
 */
function withoutResetTokens(snapshot: string): string {
  const parsed = JSON.parse(snapshot) as Record<string, unknown>;
  delete parsed.r;
  return JSON.stringify(parsed);
}

/** Values that point at A's records, per body field; other fields get all of them. */
function aimedValues(route: ApiRoute, field: string): unknown[] {
  const ids = [aProof.razorpay_order_id, aProof.razorpay_payment_id, aProof.razorpay_signature];
  const byField: Record<string, unknown[]> = {
    email: [a.email, a.email.toUpperCase(), ` ${a.email} `],
    // Through B's session: B's own delete must not accept A's credentials.
    password: route.id === 'POST /api/v1/user/delete' ? [a.password] : ['Not-The-Password-1'],
    razorpay_order_id: [aProof.razorpay_order_id],
    razorpay_payment_id: [aProof.razorpay_payment_id],
    razorpay_signature: [aProof.razorpay_signature],
    orderId: [aProof.razorpay_order_id],
    outcome: ['pay', 'fail'],
    choosedCareer: aCareers,
    userId: [a.id],
  };
  return byField[field] ?? [a.email, a.id, ...ids, ...aCareers];
}

function aimedRequest(route: ApiRoute) {
  const fields = route.bodyFields.length > 0 ? route.bodyFields : ['userId', 'email'];
  return fc.record({
    caller: fc.constantFrom('newcomer', 'peer'),
    params: fc.array(fc.constantFrom(a.id, aProof.razorpay_order_id).map(encodeAll), {
      minLength: route.pathParams.length,
      maxLength: route.pathParams.length,
    }),
    body: fc
      .tuple(...fields.map((field) => fc.constantFrom(...aimedValues(route, field))))
      .map((values) => toJson(Object.fromEntries(fields.map((field, i) => [field, values[i]])))),
  });
}
