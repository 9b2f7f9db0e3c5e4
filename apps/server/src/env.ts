import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { parseDuration } from './lib/duration.js';

const duration = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((value, ctx) => {
      const ms = parseDuration(value);
      if (ms === null) {
        ctx.addIssue({
          code: 'custom',
          message: `"${value}" is not a duration like 30s, 1m, 24h or 7d`,
        });
        return z.NEVER;
      }
      return ms;
    });

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

/** A social profile: an https address on the network's own site (hostname given as a pattern). */
const socialProfile = (hostname: RegExp) =>
  optionalString.pipe(z.url({ protocol: /^https$/, hostname }).optional());

const here = path.dirname(fileURLToPath(import.meta.url));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Public origin of the app; links in emails are built from it. */
  APP_URL: optionalString.pipe(z.url().optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString,
  UNLOCK_DELAY: duration('1m'),
  SESSION_IDLE_TIMEOUT: duration('7d'),
  SESSION_MAX_AGE: duration('30d'),
  RATE_LIMIT_AUTH_MAX: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_AI_MAX: z.coerce.number().int().positive().default(20),
  RATE_LIMIT_WINDOW: duration('1m'),
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  EXTRA_ORIGINS: optionalString,
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default('AI Career Path <no-reply@aicareerpath.local>'),
  /** Tries after a refused email (with a growing delay) before its job is left failed. */
  MAIL_RETRIES: z.coerce.number().int().min(0).max(20).default(4),
  MAIL_RETRY_DELAY: duration('30s'),
  /** false: this instance stores jobs (emails) but leaves running them to the others. */
  RUN_JOBS: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((value) => value === 'true' || value === '1'),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  GOOGLE_ISSUER: z.string().default('https://accounts.google.com'),
  WEB_DIST_DIR: z.string().default(path.resolve(here, '../../web/dist')),
  AI_PROVIDER: z.enum(['local', 'openai']).default('local'),
  AI_API_KEY: optionalString,
  AI_BASE_URL: optionalString.pipe(z.url().optional()),
  AI_MODEL: z.string().default('gpt-4o-mini'),
  AI_TIMEOUT: duration('60s'),
  AI_MAX_CONCURRENCY: z.coerce.number().int().positive().default(4),
  RAZORPAY_KEY_ID: optionalString,
  RAZORPAY_KEY_SECRET: optionalString,
  RAZORPAY_WEBHOOK_SECRET: optionalString,
  RAZORPAY_API_URL: z.url().default('https://api.razorpay.com/v1'),
  /** Where contact-form messages are emailed; also shown as the team's address when set. */
  SUPPORT_EMAIL: optionalString.pipe(z.email().optional()),
  /** The team's phone and postal address, shown in the footer and on the contact page when set. */
  SUPPORT_PHONE: optionalString.pipe(
    z
      .string()
      .regex(/^\+?[0-9][0-9 ()-]{5,22}$/, 'a phone number like +91 80 1234 5678')
      .optional(),
  ),
  SUPPORT_ADDRESS: optionalString.pipe(z.string().max(200).optional()),
  SOCIAL_INSTAGRAM: socialProfile(/^(www\.)?instagram\.com$/),
  SOCIAL_LINKEDIN: socialProfile(/^(www\.|in\.)?linkedin\.com$/),
  SOCIAL_X: socialProfile(/^(www\.)?(x|twitter)\.com$/),
  SOCIAL_YOUTUBE: socialProfile(/^(www\.)?youtube\.com$/),
  /** Shared rate-limit counters when several app processes serve one database. */
  REDIS_URL: optionalString.pipe(z.url().optional()),
  /** Key prefix in Redis, so several deployments can share one server. */
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w:-]+$/)
    .default('acp'),
  /** Bearer token that unlocks GET /api/v1/metrics; without it the endpoint is off. */
  METRICS_TOKEN: optionalString.pipe(z.string().min(16, 'at least 16 characters').optional()),
  /** Pool size per process when DATABASE_URL is set. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
});

export type RawEnv = z.input<typeof envSchema>;

/** The server's configuration, parsed once at start-up. */
export type Config = ReturnType<typeof toConfig>;

function toConfig(env: z.output<typeof envSchema>) {
  const appUrl = new URL(env.APP_URL ?? `http://localhost:${env.PORT}`);
  return {
    nodeEnv: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    appUrl: appUrl.origin,
    secureCookies: appUrl.protocol === 'https:',
    logLevel: env.LOG_LEVEL,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    unlockDelayMs: env.UNLOCK_DELAY,
    sessionIdleMs: env.SESSION_IDLE_TIMEOUT,
    sessionMaxAgeMs: env.SESSION_MAX_AGE,
    rateLimitAuthMax: env.RATE_LIMIT_AUTH_MAX,
    rateLimitAiMax: env.RATE_LIMIT_AI_MAX,
    rateLimitWindowMs: env.RATE_LIMIT_WINDOW,
    trustProxy: env.TRUST_PROXY,
    allowedOrigins: [
      appUrl.origin,
      ...(env.EXTRA_ORIGINS ?? '')
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    ],
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    mailRetries: env.MAIL_RETRIES,
    mailRetryDelayMs: env.MAIL_RETRY_DELAY,
    runJobs: env.RUN_JOBS,
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? {
            clientId: env.GOOGLE_CLIENT_ID,
            clientSecret: env.GOOGLE_CLIENT_SECRET,
            tokenUrl: env.GOOGLE_TOKEN_URL,
            jwksUrl: env.GOOGLE_JWKS_URL,
            issuer: env.GOOGLE_ISSUER,
          }
        : null,
    webDistDir: path.resolve(env.WEB_DIST_DIR),
    ai: {
      provider: env.AI_PROVIDER,
      apiKey: env.AI_API_KEY,
      baseUrl: env.AI_BASE_URL,
      model: env.AI_MODEL,
      timeoutMs: env.AI_TIMEOUT,
      maxConcurrency: env.AI_MAX_CONCURRENCY,
    },
    razorpay:
      env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET
        ? {
            keyId: env.RAZORPAY_KEY_ID,
            keySecret: env.RAZORPAY_KEY_SECRET,
            webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
            apiUrl: env.RAZORPAY_API_URL.replace(/\/$/, ''),
          }
        : null,
    supportEmail: env.SUPPORT_EMAIL,
    contact: {
      email: env.SUPPORT_EMAIL ?? null,
      phone: env.SUPPORT_PHONE ?? null,
      address: env.SUPPORT_ADDRESS ?? null,
    },
    social: (
      [
        ['instagram', env.SOCIAL_INSTAGRAM],
        ['linkedin', env.SOCIAL_LINKEDIN],
        ['x', env.SOCIAL_X],
        ['youtube', env.SOCIAL_YOUTUBE],
      ] as const
    ).flatMap(([network, href]) => (href ? [{ network, href }] : [])),
    redisUrl: env.REDIS_URL,
    redisPrefix: env.REDIS_PREFIX,
    metricsToken: env.METRICS_TOKEN,
    databasePoolSize: env.DATABASE_POOL_SIZE,
  };
}

/** Settings that are fine for trying the product but unsafe with real users (product.md §6). */
function productionProblems(env: z.output<typeof envSchema>): string[] {
  const problems: string[] = [];
  if (!env.APP_URL?.startsWith('https://')) {
    problems.push(
      'APP_URL: must be the public https:// address in production (secure cookies, HSTS, email links)',
    );
  }
  if (!env.DATABASE_URL) {
    problems.push(
      'DATABASE_URL: required in production (the embedded database is for one process on one machine)',
    );
  }
  if (!env.SMTP_URL) {
    problems.push('SMTP_URL: required in production, or password-reset emails never reach anyone');
  }
  if (!env.RAZORPAY_KEY_ID) {
    problems.push(
      'RAZORPAY_KEY_ID: required in production; the sandbox checkout unlocks the paid plan for free',
    );
  } else if (!env.RAZORPAY_WEBHOOK_SECRET) {
    problems.push(
      'RAZORPAY_WEBHOOK_SECRET: required in production so captured payments are never missed',
    );
  }
  if (
    env.AI_PROVIDER === 'openai' &&
    env.AI_BASE_URL?.startsWith('http://') &&
    !/^http:\/\/(localhost|127\.|\[::1\])/.test(env.AI_BASE_URL)
  ) {
    problems.push('AI_BASE_URL: use https for a remote model server (answers travel to it)');
  }
  return problems;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

/** Parses environment variables into the config, or throws a ConfigError listing every bad one. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const problems: string[] = [];
  if (env.GOOGLE_CLIENT_ID && !env.GOOGLE_CLIENT_SECRET) {
    problems.push('GOOGLE_CLIENT_SECRET: required when GOOGLE_CLIENT_ID is set');
  }
  if (env.RAZORPAY_KEY_ID && !env.RAZORPAY_KEY_SECRET) {
    problems.push('RAZORPAY_KEY_SECRET: required when RAZORPAY_KEY_ID is set');
  }
  if (env.AI_PROVIDER === 'openai' && !env.AI_API_KEY && !env.AI_BASE_URL) {
    problems.push(
      'AI_API_KEY: required when AI_PROVIDER=openai (or set AI_BASE_URL for a local server)',
    );
  }
  if (parsed.data.NODE_ENV === 'production') problems.push(...productionProblems(parsed.data));
  if (problems.length > 0) throw new ConfigError(problems);
  return toConfig(parsed.data);
}
