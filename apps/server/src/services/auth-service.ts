import { ageProblems, messages, RESET_TOKEN_TTL_MS, SIGNUP_TOKEN_TTL_MS } from '@acp/shared';
import type { Locale } from '@acp/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { resetTokensRepo } from '../db/reset-tokens-repo.js';
import type { UserRow } from '../db/schema.js';
import { sessionsRepo } from '../db/sessions-repo.js';
import { signupRequestsRepo } from '../db/signup-requests-repo.js';
import { usersRepo } from '../db/users-repo.js';
import { errors } from '../errors.js';
import { assertNotBreached } from './breached-passwords.js';
import { loginThrottle } from './login-throttle.js';
import { createToken, hashToken } from '../lib/tokens.js';
import {
  finishSignupEmail,
  passwordChangedEmail,
  resetPasswordEmail,
  signupAttemptEmail,
} from './emails.js';
import type { Mailer } from './mailer.js';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.js';
import { startSession, type SessionPolicy } from './session-service.js';

export interface AuthContext {
  db: Db;
  now: Date;
  policy: SessionPolicy;
  mailer: Mailer;
  appUrl: string;
  log: FastifyBaseLogger;
}

export interface SignedIn {
  user: UserRow;
  token: string;
}

/** At most this many signup emails (links or notices) go to one address in an hour. */
export const SIGNUP_EMAILS_PER_HOUR = 3;
/** Signups, used or not, are forgotten after a day. */
const SIGNUP_KEPT_MS = 24 * 60 * 60 * 1000;

export interface SignupInput {
  name: string;
  email: string;
  password: string;
  contact: string;
  dateOfBirth: string;
  parentEmail?: string | undefined;
  /** The form's language: the new account's and its emails'. */
  locale?: Locale | undefined;
}

/**
 * Starts a signup (decision 015). The caller gets the same answer whatever the address: a new one
 * gets a link that finishes the signup, one with an account gets a notice, and neither more than
 * three times an hour. The password is hashed either way, so the time taken tells nothing either.
 */
export async function requestSignup(ctx: AuthContext, input: SignupInput): Promise<void> {
  assertAgeRules(input, ctx.now);
  assertNotBreached(input.password, 'password');
  const passwordHash = await hashPassword(input.password);
  await signupRequestsRepo.deleteOlderThan(ctx.db, new Date(ctx.now.getTime() - SIGNUP_KEPT_MS));
  const hourAgo = new Date(ctx.now.getTime() - 60 * 60 * 1000);
  if (
    (await signupRequestsRepo.countSince(ctx.db, input.email, hourAgo)) >= SIGNUP_EMAILS_PER_HOUR
  ) {
    ctx.log.warn('signup email not sent: hourly cap for the address reached');
    return;
  }
  const existing = await usersRepo.findByEmail(ctx.db, input.email);
  if (existing) {
    await signupRequestsRepo.recordNotice(ctx.db, input.email, ctx.now);
    await ctx.mailer.send(
      signupAttemptEmail(
        existing.email,
        existing.name,
        ctx.appUrl,
        Boolean(existing.passwordHash),
        existing.locale ?? input.locale ?? 'en',
      ),
    );
    ctx.log.info({ userId: existing.id }, 'signup for an existing account: owner notified');
    return;
  }
  const token = createToken();
  await signupRequestsRepo.createPending(
    ctx.db,
    {
      email: input.email,
      tokenHash: hashToken(token),
      name: input.name,
      contact: input.contact,
      passwordHash,
      dateOfBirth: input.dateOfBirth,
      parentEmail: input.parentEmail ?? null,
      locale: input.locale ?? null,
    },
    ctx.now,
    new Date(ctx.now.getTime() + SIGNUP_TOKEN_TTL_MS),
  );
  await ctx.mailer.send(
    finishSignupEmail(
      input.email,
      input.name,
      `${ctx.appUrl}/signup/${token}`,
      input.locale ?? 'en',
    ),
  );
  ctx.log.info('signup started: link sent');
}

/**
 * Finishes a signup with the single-use link from its email: the address is proven, the account
 * made and a session started. A link that is unknown, used or expired is refused; so is one whose
 * address got an account meanwhile (another link, or Google), with a message to log in.
 */
export async function finishSignup(ctx: AuthContext, token: string): Promise<SignedIn> {
  const user = await ctx.db.transaction(async (tx) => {
    const pending = await signupRequestsRepo.consume(tx, hashToken(token), ctx.now);
    if (!pending?.passwordHash || !pending.name || !pending.dateOfBirth) return undefined;
    const created = await usersRepo.create(tx, {
      name: pending.name,
      email: pending.email,
      contact: pending.contact,
      passwordHash: pending.passwordHash,
      dateOfBirth: pending.dateOfBirth,
      parentEmail: pending.parentEmail,
      locale: pending.locale,
    });
    if (!created) throw errors.conflict(messages.emailTaken);
    await signupRequestsRepo.closeAllFor(tx, pending.email, ctx.now);
    return created;
  });
  if (!user) throw errors.invalidToken(messages.signupLinkInvalid);
  ctx.log.info({ userId: user.id }, 'user signed up');
  return { user, token: await startSession(ctx.db, user.id, ctx.now, ctx.policy) };
}

/** The age rules on the server's date: a 400 naming the field (under 13, no parent's email). */
export function assertAgeRules(
  input: { dateOfBirth: string; parentEmail?: string | undefined; email: string },
  now: Date,
): void {
  const problems = ageProblems(input, now);
  const [field, message] = Object.entries(problems)[0] ?? [];
  if (field && message) throw errors.validation(message, { [field]: message });
}

export async function signin(
  ctx: AuthContext,
  input: { email: string; password: string },
): Promise<SignedIn> {
  await loginThrottle.assertAllowed(ctx.db, input.email, ctx.now);
  const user = await usersRepo.findByEmail(ctx.db, input.email);
  if (!user?.passwordHash) {
    await verifyAgainstDummy(input.password);
    // Counted alike, so the back-off does not tell an address with an account from one without.
    await loginThrottle.recordFailure(ctx.db, input.email, ctx.now);
    ctx.log.info('sign-in refused');
    throw errors.invalidCredentials();
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    await loginThrottle.recordFailure(ctx.db, input.email, ctx.now);
    ctx.log.info({ userId: user.id }, 'sign-in refused');
    throw errors.invalidCredentials();
  }
  await loginThrottle.clear(ctx.db, input.email);
  ctx.log.info({ userId: user.id }, 'user signed in');
  return { user, token: await startSession(ctx.db, user.id, ctx.now, ctx.policy) };
}

/** At most this many reset emails go to one address in an hour, whoever asks and from where. */
export const RESET_EMAILS_PER_HOUR = 3;

/**
 * Sends a reset link when the account exists and fewer than three went to it in the past hour;
 * the caller answers the same either way.
 */
export async function requestPasswordReset(ctx: AuthContext, email: string): Promise<void> {
  const user = await usersRepo.findByEmail(ctx.db, email);
  if (!user) return;
  const hourAgo = new Date(ctx.now.getTime() - 60 * 60 * 1000);
  if ((await resetTokensRepo.countSince(ctx.db, user.id, hourAgo)) >= RESET_EMAILS_PER_HOUR) {
    ctx.log.warn({ userId: user.id }, 'password reset not sent: hourly cap reached');
    return;
  }
  const token = createToken();
  await resetTokensRepo.create(ctx.db, {
    userId: user.id,
    tokenHash: hashToken(token),
    now: ctx.now,
    expiresAt: new Date(ctx.now.getTime() + RESET_TOKEN_TTL_MS),
  });
  const link = `${ctx.appUrl}/reset-password/${token}`;
  await ctx.mailer.send(resetPasswordEmail(user.email, user.name, link, user.locale ?? 'en'));
  ctx.log.info({ userId: user.id }, 'password reset requested');
}

/** Sets a new password with a single-use token; ends every session of the user. */
export async function resetPassword(
  ctx: AuthContext,
  token: string,
  newPassword: string,
): Promise<void> {
  // Checked before the token is used, so a refused password leaves the link working.
  assertNotBreached(newPassword, 'newPassword');
  const passwordHash = await hashPassword(newPassword);
  const user = await ctx.db.transaction(async (tx) => {
    const userId = await resetTokensRepo.consume(tx, hashToken(token), ctx.now);
    if (!userId) return undefined;
    // Proving the address ends any Google link made before (issue 21: a Google account that was
    // attached to this address by someone else loses its way in); the owner re-links by signing
    // in with their own Google account.
    const updated = await usersRepo.update(tx, userId, { passwordHash, googleSub: null });
    await sessionsRepo.deleteAllForUser(tx, userId);
    await resetTokensRepo.invalidateAllForUser(tx, userId, ctx.now);
    return updated;
  });
  if (!user) throw errors.invalidToken(messages.resetInvalid);
  // The owner proved the address: wrong passwords tried by others no longer slow them down.
  await loginThrottle.clear(ctx.db, user.email);
  await ctx.mailer.send(
    passwordChangedEmail(user.email, user.name, ctx.appUrl, user.locale ?? 'en'),
  );
  ctx.log.info({ userId: user.id }, 'password reset; all sessions ended');
}
