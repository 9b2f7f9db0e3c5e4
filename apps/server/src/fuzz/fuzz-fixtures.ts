import { apiErrorSchema, errorCodes } from '@acp/shared';
import { asc, inArray, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import {
  answers,
  careerPdfs,
  careerSelections,
  contactMessages,
  insightResults,
  passwordResetTokens,
  payments,
  sessions,
  users,
} from '../db/schema.js';
import { usersRepo } from '../db/users-repo.js';
import { startSession } from '../services/session-service.js';
import { signupTokenFor } from '../test/factories.js';
import { apiRequest, sessionCookieOf, type TestApp } from '../test/test-app.js';

/** A signed-in person the fuzz suite acts as or watches. */
export interface Person {
  id: string;
  email: string;
  name: string;
  /** The password they signed up with (never given to the fuzzer). */
  password: string;
  cookie: string;
}

/** Signs a person up through the API with the given name and email. */
export async function signUpPerson(
  t: TestApp,
  fields: { name: string; email: string; password?: string },
): Promise<Person> {
  const password = fields.password ?? 'Saffron-Kite-42';
  const started = await t.app.inject(
    apiRequest('POST', '/user/signup', {
      body: { ...fields, password, contact: '+91 98765 43210', dateOfBirth: '2000-04-15' },
    }),
  );
  if (started.statusCode !== 202) throw new Error(`signup failed: ${started.body}`);
  const token = await signupTokenFor(t.app, fields.email.toLowerCase());
  const response = await t.app.inject(
    apiRequest('POST', '/user/signup/finish', { body: { token } }),
  );
  if (response.statusCode !== 201) throw new Error(`signup finish failed: ${response.body}`);
  const user = await usersRepo.findByEmail(t.database.db, fields.email);
  if (!user) throw new Error('signed-up user not found');
  return { ...fields, id: user.id, password, cookie: sessionCookieOf(response) };
}

/** A new session for a person, straight in the database (cheaper than signing in). */
export async function newSessionCookie(t: TestApp, userId: string): Promise<string> {
  const { sessionIdleMs, sessionMaxAgeMs } = t.app.deps.config;
  const token = await startSession(t.database.db, userId, t.clock.now(), {
    idleMs: sessionIdleMs,
    maxAgeMs: sessionMaxAgeMs,
  });
  return `acp_session=${token}`;
}

/** Pays for the full report through order → sandbox checkout → verify, as the web app does. */
export async function payThroughSandbox(t: TestApp, cookie: string) {
  const post = async (url: string, body: unknown = {}) => {
    const response = await t.app.inject(apiRequest('POST', url, { cookie, body }));
    if (response.statusCode >= 300) throw new Error(`${url} failed: ${response.body}`);
    return response.json<Record<string, unknown>>();
  };
  const order = await post('/payment/order');
  const checkout = await post('/payment/sandbox/checkout', {
    orderId: order.orderId,
    outcome: 'pay',
  });
  const proof = checkout.response as {
    razorpay_order_id: string;
    razorpay_payment_id: string;
    razorpay_signature: string;
  };
  await post('/payment/verify', proof);
  return proof;
}

/**
 * Everything stored about these users (sessions without their last-seen time, PDFs by name),
 * as comparable JSON: equal snapshots mean nothing of theirs changed.
 */
export async function snapshotUsers(db: Db, userIds: string[]): Promise<string> {
  const [u, s, r, a, i, c, p, pdf, m] = await Promise.all([
    db.select().from(users).where(inArray(users.id, userIds)).orderBy(asc(users.id)),
    db
      .select({
        id: sessions.id,
        userId: sessions.userId,
        tokenHash: sessions.tokenHash,
        expiresAt: sessions.expiresAt,
      })
      .from(sessions)
      .where(inArray(sessions.userId, userIds))
      .orderBy(asc(sessions.id)),
    db
      .select()
      .from(passwordResetTokens)
      .where(inArray(passwordResetTokens.userId, userIds))
      .orderBy(asc(passwordResetTokens.id)),
    db.select().from(answers).where(inArray(answers.userId, userIds)).orderBy(asc(answers.id)),
    db
      .select({
        id: insightResults.id,
        kind: insightResults.kind,
        engine: insightResults.engine,
        inputHash: insightResults.inputHash,
      })
      .from(insightResults)
      .where(inArray(insightResults.userId, userIds))
      .orderBy(asc(insightResults.id)),
    db
      .select()
      .from(careerSelections)
      .where(inArray(careerSelections.userId, userIds))
      .orderBy(asc(careerSelections.id)),
    db.select().from(payments).where(inArray(payments.userId, userIds)).orderBy(asc(payments.id)),
    db
      .select({
        userId: careerPdfs.userId,
        filename: careerPdfs.filename,
        createdAt: careerPdfs.createdAt,
      })
      .from(careerPdfs)
      .where(inArray(careerPdfs.userId, userIds))
      .orderBy(asc(careerPdfs.userId)),
    db
      .select()
      .from(contactMessages)
      .where(inArray(contactMessages.userId, userIds))
      .orderBy(asc(contactMessages.id)),
  ]);
  return JSON.stringify({ u, s, r, a, i, c, p, pdf, m });
}

/** Row counts of every table, and how many accounts have the paid plan (one query). */
export async function tableCounts(db: Db): Promise<Record<string, number>> {
  // Both drivers answer `execute` with `{ rows }`.
  const result = (await db.execute(sql`
    select
      (select count(*) from users) as users,
      (select count(*) from users where is_payment_done) as paid_users,
      (select count(*) from sessions) as sessions,
      (select count(*) from password_reset_tokens) as reset_tokens,
      (select count(*) from answers) as answers,
      (select count(*) from insight_results) as insight_results,
      (select count(*) from career_selections) as career_selections,
      (select count(*) from payments) as payments,
      (select count(*) from payments where status = 'paid') as paid_payments,
      (select count(*) from payment_events) as payment_events,
      (select count(*) from career_pdfs) as career_pdfs,
      (select count(*) from contact_messages) as contact_messages`)) as {
    rows: Record<string, number | string>[];
  };
  const [row] = result.rows;
  return Object.fromEntries(Object.entries(row ?? {}).map(([key, n]) => [key, Number(n)]));
}

const envelopeSchema = apiErrorSchema.extend({ code: z.enum(errorCodes) }).strict();

/** What a client must never see: stack frames, file paths, driver and SQL internals. */
export const internalsPattern =
  /\n\s+at |node_modules|\/work\/|\/src\/|\w\.(?:ts|js|mjs):\d+|\b\w*Error:|ZodError|drizzle|pglite|postgres|sqlstate|duplicate key|violates|syntax error|relation "/i;

/**
 * The response contract of every route: never a 5xx; a failure is exactly the error envelope
 * with a known code and no internals; a JSON success says `success: true`.
 */
export function expectSafeResponse(response: LightMyRequestResponse, context: string): void {
  const where = `${context}\n→ ${response.statusCode} ${response.body.slice(0, 300)}`;
  expect(response.statusCode, where).toBeLessThan(500);
  const type = String(response.headers['content-type'] ?? '');
  if (response.statusCode >= 400) {
    expect(type, where).toMatch(/^application\/json/);
    expect(envelopeSchema.safeParse(response.json()).error, where).toBeUndefined();
    expect(response.body, where).not.toMatch(internalsPattern);
    return;
  }
  if (type.startsWith('application/json') && !response.headers['content-disposition']) {
    expect(response.json<{ success?: unknown }>().success, where).toBe(true);
  }
}

/** Whether anything leaked onto Object.prototype (a polluting key that was merged naively). */
export function expectPrototypeIntact(): void {
  expect(Object.keys(Object.prototype)).toEqual([]);
  expect(({} as Record<string, unknown>).isPaymentDone).toBeUndefined();
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
}

/** Describes a request for failure messages, without 100 KB of payload. */
export function describeRequest(request: {
  method: string;
  url: string;
  headers: object;
  payload?: string;
}) {
  const payload = request.payload ?? '';
  const shown =
    payload.length > 300 ? `${payload.slice(0, 300)}… (${payload.length} chars)` : payload;
  return `${request.method} ${request.url.slice(0, 200)} ${JSON.stringify(request.headers).slice(0, 300)} ${JSON.stringify(shown)}`;
}
