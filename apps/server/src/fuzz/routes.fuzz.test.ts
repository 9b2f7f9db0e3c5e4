import { CONSENT_VERSION, messages } from '@acp/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usersRepo } from '../db/users-repo.js';
import { hashPassword } from '../services/passwords.js';
import { buildAnswers } from '../test/answers.js';
import { buildUser } from '../test/factories.js';
import { completeJourneyWithResults } from '../test/journey.js';
import { apiRequest, createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app.js';
import {
  describeRequest,
  expectPrototypeIntact,
  expectSafeResponse,
  newSessionCookie,
  payThroughSandbox,
  signUpPerson,
  snapshotUsers,
  tableCounts,
  type Person,
} from './fuzz-fixtures.js';
import {
  fieldsBody,
  hostileHeaders,
  hostileQuery,
  hostileSegment,
  hostileValue,
  mutatedBody,
  rawBodies,
  toJson,
} from './hostile-inputs.js';
import { apiRoutesOf, registeredApiRoutes, urlFor, type ApiRoute } from './route-catalogue.js';

/** Runs per route; FUZZ_RUNS raises it for a longer local hunt. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 8);

/** Stands for the caller's own email in valid bodies; filled in once the caller exists. */
const SELF_EMAIL = 'self@fuzz.invalid';

// Built at collection time so that every discovered route gets its own test.
const t: TestApp = await createTestApp({
  RATE_LIMIT_AUTH_MAX: '1000000',
  RATE_LIMIT_AI_MAX: '1000000',
});
const routes: ApiRoute[] = await apiRoutesOf(t.app);
/** Paid, full journey, a roadmap, a PDF and a real payment: gets deep into every handler. */
let veteran: Person;
/** Never acts; nothing of theirs may ever change. */
let bystander: Person;
let veteranProof: Awaited<ReturnType<typeof payThroughSandbox>>;
let freshPasswordHash: string;

beforeAll(async () => {
  freshPasswordHash = await hashPassword('Fresh-Persona-77');
  for (const name of ['veteran', 'bystander'] as const) {
    const person = await signUpPerson(t, {
      name: `Fuzz ${name}`,
      email: `${name}@fuzz.example.com`,
    });
    await completeJourneyWithResults(t, person.cookie);
    const proof = await payThroughSandbox(t, person.cookie);
    const post = (url: string, body: unknown = {}) =>
      t.app.inject(apiRequest('POST', url, { cookie: person.cookie, body }));
    const blueprint = (await post('/ai/aicarrerfind-day3')).json();
    await post('/user/select-career', {
      choosedCareer: blueprint.data.results.topCareers.careers[0].title,
    });
    await post('/ai/godeep');
    await post('/user/career-pdf');
    await post('/contact', {
      fullName: person.name,
      email: person.email,
      inquiryType: 'General Inquiry',
      message: 'A message that must stay mine.',
    });
    if (name === 'veteran') {
      veteran = person;
      veteranProof = proof;
    } else bystander = person;
  }
}, 120_000);
afterAll(async () => t.close());

type Persona = 'anonymous' | 'forged' | 'fresh' | 'veteran';

/** Who sends the request: cookie and the user ids whose rows it may touch. */
async function actAs(
  persona: Persona,
): Promise<{ cookie?: string; userIds: string[]; email?: string }> {
  switch (persona) {
    case 'anonymous':
      return { userIds: [] };
    case 'forged':
      return { cookie: `acp_session=${'A'.repeat(43)}`, userIds: [] };
    case 'fresh': {
      const input = buildUser();
      const user = await usersRepo.create(t.database.db, {
        name: input.name,
        email: input.email,
        contact: input.contact,
        passwordHash: freshPasswordHash,
      });
      if (!user) throw new Error('fresh user not created');
      return { cookie: await newSessionCookie(t, user.id), userIds: [user.id], email: user.email };
    }
    case 'veteran':
      return {
        cookie: await newSessionCookie(t, veteran.id),
        userIds: [veteran.id],
        email: veteran.email,
      };
  }
}

/** A valid body per route (where one exists), for "one thing wrong" mutations. */
function validBody(route: ApiRoute): object | undefined {
  const email = SELF_EMAIL;
  const bodies: Record<string, object> = {
    'POST /api/v1/user/signup': buildUser(),
    'POST /api/v1/user/signup/finish': { token: 'a'.repeat(43) },
    'POST /api/v1/user/signin': { email, password: 'Not-The-Password-1' },
    'POST /api/v1/user/forget-password': { email: 'nobody@fuzz.example.com' },
    'POST /api/v1/user/reset-password/{token}': { newPassword: 'Brand-New-Pass-9' },
    'POST /api/v1/user/delete': { email, password: 'Not-The-Password-1' },
    'POST /api/v1/user/select-career': { choosedCareer: 'Software Developers' },
    'POST /api/v1/user/age': { dateOfBirth: '2010-02-14', parentEmail: 'parent@fuzz.example.com' },
    'POST /api/v1/user/consent/parent-email': { parentEmail: 'parent@fuzz.example.com' },
    'POST /api/v1/user/parent-view': { shareFeelings: true },
    'POST /api/v1/user/parent-view/settings': { shareFeelings: false },
    'POST /api/v1/user/locale': { locale: 'hi' },
    'POST /api/v1/consent/{token}': { isAdult: true, isGuardian: true, version: CONSENT_VERSION },
    'POST /api/v1/contact': {
      fullName: 'Asha Verma',
      email: 'asha@fuzz.example.com',
      phone: '',
      inquiryType: 'General Inquiry',
      message: 'Hello, I have a question about my results.',
    },
    'POST /api/v1/form/day1form': { qnaArray: buildAnswers('day1') },
    'POST /api/v1/form/day2form': { qnaArray: buildAnswers('day2') },
    'POST /api/v1/form/day3form': { qnaArray: buildAnswers('day3') },
    'POST /api/v1/payment/verify': veteranProof,
    'POST /api/v1/payment/sandbox/checkout': {
      orderId: veteranProof.razorpay_order_id,
      outcome: 'fail',
    },
  };
  return bodies[route.id];
}

function bodyArbitrary(route: ApiRoute, valid: object | undefined): fc.Arbitrary<string> {
  const options: fc.Arbitrary<string>[] = [hostileValue.map(toJson), rawBodies, fc.constant('{}')];
  if (route.bodyFields.length > 0) options.push(fieldsBody(route.bodyFields).map(toJson));
  if (valid) options.push(mutatedBody(valid).map(toJson), mutatedBody(valid).map(toJson));
  return fc.oneof(...options);
}

function requestArbitrary(route: ApiRoute) {
  return fc.record({
    persona: fc.constantFrom<Persona>('anonymous', 'forged', 'fresh', 'veteran', 'veteran'),
    params: fc.array(fc.oneof(hostileSegment, fc.constant('abc')), {
      minLength: route.pathParams.length,
      maxLength: route.pathParams.length,
    }),
    query: route.method === 'GET' ? hostileQuery(route.queryParams) : fc.constant(''),
    headers: hostileHeaders(TEST_ORIGIN),
    body: bodyArbitrary(route, validBody(route)),
  });
}

describe('route discovery', () => {
  it('finds every registered API route in the OpenAPI document', () => {
    expect(routes.map((route) => route.id).sort()).toEqual(registeredApiRoutes(t.app));
    expect(routes.length).toBeGreaterThanOrEqual(27);
  });
});

describe('hostile inputs on every route', () => {
  it.each(routes.map((route) => [route.id, route] as const))(
    '%s never answers 5xx, leaks internals or changes a refused record',
    async (_id, route) => {
      const bystanderBefore = await snapshotUsers(t.database.db, [bystander.id]);
      await fc.assert(
        fc.asyncProperty(requestArbitrary(route), async (input) => {
          const actor = await actAs(input.persona);
          const payload = input.body.replaceAll(
            JSON.stringify(SELF_EMAIL),
            JSON.stringify(actor.email ?? 'nobody@fuzz.example.com'),
          );
          const request = {
            method: route.method,
            url: urlFor(route, input.params, input.query),
            headers: { ...input.headers, ...(actor.cookie ? { cookie: actor.cookie } : {}) },
            ...(route.method === 'POST' ? { payload } : {}),
          };
          const watched = [...actor.userIds, veteran.id];
          const before = await snapshotUsers(t.database.db, watched);
          const countsBefore = await tableCounts(t.database.db);

          const response = await t.app.inject(request);
          const context = `${input.persona}: ${describeRequest(request)}`;
          expectSafeResponse(response, context);

          const countsAfter = await tableCounts(t.database.db);
          expect(countsAfter.paid_users, context).toBe(countsBefore.paid_users);
          expect(countsAfter.paid_payments, context).toBe(countsBefore.paid_payments);
          if (response.statusCode >= 400) {
            expect(await snapshotUsers(t.database.db, watched), context).toBe(before);
            expect(countsAfter, context).toEqual(countsBefore);
          }
          expectPrototypeIntact();
        }),
        { numRuns: RUNS },
      );
      expect(await snapshotUsers(t.database.db, [bystander.id])).toBe(bystanderBefore);
    },
    120_000,
  );
});

describe('rate limits', () => {
  it('answer 429 with the error envelope on every limited route', async () => {
    const limited = await createTestApp({ RATE_LIMIT_AUTH_MAX: '2', RATE_LIMIT_AI_MAX: '2' });
    try {
      const person = await signUpPerson(limited, {
        name: 'Rate Limited',
        email: 'rate@fuzz.example.com',
      });
      const seen = new Set<string>();
      for (const route of routes) {
        // Signing out would end the session every later (per-session) limit counts by.
        const cookie = route.id.endsWith('/user/signout')
          ? await newSessionCookie(limited, person.id)
          : person.cookie;
        for (let i = 0; i < 4; i += 1) {
          const response = await limited.app.inject({
            method: route.method,
            url: urlFor(route, ['abc'], ''),
            headers: {
              origin: TEST_ORIGIN,
              'content-type': 'application/json',
              cookie,
            },
            ...(route.method === 'POST' ? { payload: '{}' } : {}),
          });
          expectSafeResponse(response, route.id);
          if (response.statusCode === 429) {
            seen.add(route.id);
            expect(response.json()).toEqual({
              success: false,
              code: 'rate_limited',
              message: messages.tooManyRequests,
            });
          }
        }
      }
      expect([...seen]).toEqual(
        expect.arrayContaining([
          'POST /api/v1/user/signin',
          'POST /api/v1/ai/aicarrerfind-day1',
          'POST /api/v1/payment/order',
          'POST /api/v1/user/career-pdf',
        ]),
      );
    } finally {
      await limited.close();
    }
  }, 60_000);
});
