import type { EducationStage, Locale } from '@acp/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable('users', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  /** Stored lower-case; unique. */
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  contact: text('contact'),
  /** argon2id PHC string; null for accounts created through Google. */
  passwordHash: text('password_hash'),
  /** Google's stable subject id, when linked. */
  googleSub: text('google_sub').unique(),
  avatarUrl: text('avatar_url'),
  isPaymentDone: boolean('is_payment_done').notNull().default(false),
  /** Where they are in their studies or work (`educationStageSchema`); null until they say. */
  educationStage: jsonb('education_stage').$type<EducationStage>(),
  /**
   * Careers they are already thinking about, picked before Step 3 (catalogue ids, at most three):
   * `[]` for "Not sure yet", null until asked. Named careers of the blueprint (decision 020).
   */
  careerAims: jsonb('career_aims').$type<string[]>(),
  /** The language chosen on a device (`en` or `hi`): emails, the PDF, a new device. Null: none. */
  locale: text('locale').$type<Locale>(),
  /** `YYYY-MM-DD`; null for accounts made before it was asked (asked before their next step). */
  dateOfBirth: date('date_of_birth', { mode: 'string' }),
  /** A parent's or guardian's email, given when the person is under 18. */
  parentEmail: text('parent_email'),
  /** When a parent's consent now in force was given (under 18); null while none is. */
  parentalConsentAt: timestamp('parental_consent_at', { withTimezone: true }),
  /** When they stopped the reminder emails; null while reminders are on. */
  remindersOffAt: timestamp('reminders_off_at', { withTimezone: true }),
  /** The secret of the unsubscribe link in every reminder: it stops reminders, nothing else. */
  emailToken: uuid('email_token')
    .notNull()
    .unique()
    .default(sql`gen_random_uuid()`),
  ...timestamps,
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 (hex) of the cookie token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    ...timestamps,
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** Absolute expiry; the idle expiry is derived from lastSeenAt. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    ...timestamps,
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('password_reset_tokens_user_id_idx').on(table.userId)],
);

/** One questionnaire submission per user and day (spec's quesAns). */
export const answers = pgTable(
  'answers',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: text('day', { enum: ['day1', 'day2', 'day3'] }).notNull(),
    qna: jsonb('qna').$type<{ question: string; answer: string }[]>().notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    /** A free-text answer signals distress: show the support card. Only the flag is kept. */
    distressFlag: boolean('distress_flag').notNull().default(false),
    /**
     * A free-text answer may signal distress, not clearly: the person is asked how they have
     * been feeling; their answer becomes `distressFlag` (or nothing) and this is cleared.
     */
    distressCheck: boolean('distress_check').notNull().default(false),
  },
  (table) => [unique('answers_user_day_unique').on(table.userId, table.day)],
);

/** Answers given so far to a step not yet submitted, kept as they are given; gone on submit. */
export const answerDrafts = pgTable(
  'answer_drafts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: text('day', { enum: ['day1', 'day2', 'day3'] }).notNull(),
    qna: jsonb('qna').$type<{ question: string; answer: string }[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);

/** Generated results; history kept, the latest of a kind is the one shown. */
export const insightResults = pgTable(
  'insight_results',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Insertion order: "latest" means highest seq, even within one timestamp. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: ['day1', 'day2', 'career', 'deep'] }).notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    /** Which engine wrote it: `local` or `llm:<model>`. */
    engine: text('engine').notNull(),
    /** Hash of everything the result was made from: the same inputs reuse the stored result. */
    inputHash: text('input_hash').notNull(),
    /** The language it is written in (decision 016): results made before it are English. */
    locale: text('locale').$type<Locale>().notNull().default('en'),
    ...timestamps,
  },
  (table) => [index('insight_results_user_kind_idx').on(table.userId, table.kind, table.seq)],
);

/** The careers a person chose from their blueprint, latest last. */
export const careerSelections = pgTable(
  'career_selections',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    code: text('code').notNull(),
    ...timestamps,
  },
  (table) => [index('career_selections_user_idx').on(table.userId, table.seq)],
);

/** One checkout attempt: an order at the provider and, once paid, its payment id. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    /** Nulled when an account is deleted; the accounting record stays. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    provider: text('provider', { enum: ['sandbox', 'razorpay'] }).notNull(),
    orderId: text('order_id').notNull().unique(),
    paymentId: text('payment_id').unique(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    receipt: text('receipt').notNull(),
    status: text('status', { enum: ['created', 'paid', 'failed'] })
      .notNull()
      .default('created'),
    ...timestamps,
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [index('payments_user_id_idx').on(table.userId)],
);

/** Webhook events already handled (replays are ignored). */
/**
 * "Ask a parent to pay": a link (its token hashed here) that lets someone without an account pay
 * for this one person's full report, and do nothing else. One live link per person.
 */
export const payLinks = pgTable('pay_links', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  /** The career the student was unlocking when they made the link (shown until one is chosen). */
  career: text('career'),
  ...timestamps,
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  orderId: text('order_id'),
  ...timestamps,
});

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** The latest career PDF of each user. */
export const careerPdfs = pgTable('career_pdfs', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  pdf: bytea('pdf').notNull(),
  filename: text('filename').notNull(),
  ...timestamps,
});

/** Messages sent through the contact form. */
export const contactMessages = pgTable('contact_messages', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  fullName: text('full_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  inquiryType: text('inquiry_type').notNull(),
  message: text('message').notNull(),
  ...timestamps,
});

export type UserRow = typeof users.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type AnswersRow = typeof answers.$inferSelect;
export type InsightResultRow = typeof insightResults.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

/**
 * A request for a parent's consent: the emailed link (its token hashed), single use, a week long.
 * Sending a new one (again, or to another email) ends the ones before it.
 */
export const consentRequests = pgTable(
  'consent_requests',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentEmail: text('parent_email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    ...timestamps,
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When it was used or replaced; a link works only while this is null. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [index('consent_requests_user_id_idx').on(table.userId)],
);

/**
 * A parent's consent as given: from which email, to which version of the text, when; and its
 * withdrawal, through the link (its token hashed) in every later email to that parent.
 */
export const parentalConsents = pgTable(
  'parental_consents',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentEmail: text('parent_email').notNull(),
    textVersion: text('text_version').notNull(),
    givenAt: timestamp('given_at', { withTimezone: true }).notNull(),
    withdrawTokenHash: text('withdraw_token_hash').notNull().unique(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (table) => [index('parental_consents_user_id_idx').on(table.userId)],
);
export type ParentalConsentRow = typeof parentalConsents.$inferSelect;

/**
 * The read-only page a student shares with a parent (its token hashed): one live link per
 * student, revocable, showing when it was last opened; the Step 2 map only if the student says so.
 */
export const parentViews = pgTable('parent_views', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  ...timestamps,
  lastOpenedAt: timestamp('last_opened_at', { withTimezone: true }),
  shareFeelings: boolean('share_feelings').notNull().default(false),
});
export type ParentViewRow = typeof parentViews.$inferSelect;

/**
 * Wrong passwords per account (keyed on the SHA-256 of the lower-case email, so an address with
 * no account is counted alike and not stored as typed): after five, each next try waits twice as
 * long as the last, up to fifteen minutes (decision 015).
 */
export const loginThrottles = pgTable('login_throttles', {
  emailHash: text('email_hash').primaryKey(),
  failures: integer('failures').notNull(),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
});

/**
 * A signup waiting for its address to be proven (decision 015). Every signup answers "check your
 * email": a new address gets a link (its token hashed here, with what the form said and the
 * password already hashed) that creates the account; an address that has one gets a notice, kept
 * here without a token only to count against the hourly cap. Rows older than a day are deleted.
 */
export const signupRequests = pgTable(
  'signup_requests',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    /** Lower-case, as in `users.email`. */
    email: text('email').notNull(),
    /** Null for a notice to an existing account. */
    tokenHash: text('token_hash').unique(),
    name: text('name'),
    contact: text('contact'),
    passwordHash: text('password_hash'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    parentEmail: text('parent_email'),
    /** The language the signup form was filled in (decision 016): the new account's. */
    locale: text('locale').$type<Locale>(),
    ...timestamps,
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When the link was used, or closed because the address got an account. */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('signup_requests_email_idx').on(table.email, table.createdAt)],
);
export type SignupRequestRow = typeof signupRequests.$inferSelect;
