import path from 'node:path';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { PublicUser } from '@acp/shared';
import type { Database } from './db/client.js';
import type { Config } from './env.js';
import { errors } from './errors.js';
import { parseJsonBody } from './lib/json-body.js';
import { authPlugin } from './plugins/auth.js';
import { csrfPlugin } from './plugins/csrf.js';
import { errorHandlerPlugin, sendFrameworkError } from './plugins/error-handler.js';
import { metricsPlugin } from './plugins/metrics.js';
import { openApiPlugin } from './plugins/openapi.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { webAppPlugin } from './plugins/web-app.js';
import { configRoutes } from './routes/config/index.js';
import { contactRoutes } from './routes/contact/index.js';
import { healthRoutes } from './routes/health/index.js';
import { aiRoutes } from './routes/ai/index.js';
import { careerRoutes } from './routes/careers/index.js';
import { formRoutes } from './routes/form/index.js';
import { consentRoutes } from './routes/consent/index.js';
import { parentRoutes } from './routes/parent/index.js';
import { payRoutes } from './routes/pay/index.js';
import { paymentRoutes } from './routes/payment/index.js';
import { userRoutes } from './routes/user/index.js';
import { emailRoutes, UNSUBSCRIBE_PATH } from './routes/email/index.js';
import { createJobs, type Jobs } from './services/jobs.js';
import { createMailer, createMailTransport, type Mailer } from './services/mailer.js';
import { runStepReminder, type RemindersContext } from './services/reminders.js';
import { createNarrator } from './services/narrator/create-narrator.js';
import type { Narrator } from './services/narrator/narrator.js';
import { createMetrics, type Metrics } from './services/metrics.js';
import { createPaymentProvider, type PaymentProvider } from './services/payments/providers.js';
import { clearReadCaches, ReadCache } from './services/read-cache.js';
import { serializeRequest } from './lib/log-redaction.js';
import type { ResolvedSession } from './services/session-service.js';
import {
  createInsightFlights,
  type Generated,
  type InsightFlights,
} from './services/insight-service.js';
import type { SubmissionsByDay } from './services/journey-service.js';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

// A type (not an interface) so it reads as a record of caches that clearReadCaches takes.
export type AppCaches = {
  sessions: ReadCache<ResolvedSession>;
  userViews: ReadCache<PublicUser>;
  insights: ReadCache<Generated>;
  submissions: ReadCache<SubmissionsByDay>;
};

/** Everything the app needs from outside, so tests can supply their own. */
export interface AppDeps {
  config: Config;
  database: Database;
  /** Durable jobs in the database (every email; reminders to come). */
  jobs: Jobs;
  mailer: Mailer;
  /** The current time; tests move it to cross time gates and expiries. */
  clock: () => Date;
  /** The LLM that rewrites the engine's results (AI_PROVIDER), or null for the engine alone. */
  narrator: Narrator | null;
  metrics: Metrics;
  /** The payment gateway: Razorpay when configured, else the sandbox. */
  payments: PaymentProvider;
  /** Read caches, only where this process is the sole writer (PGlite); see ReadCache. */
  caches: AppCaches | null;
  /** Narrations under way and fallback retries of this app (not shared by two apps). */
  insightFlights: InsightFlights;
  /** Shared rate-limit counters across app processes (REDIS_URL), or null. */
  redis: Redis | null;
  /** The welcome email and the "Step N is ready" reminders, run as jobs. */
  reminders: RemindersContext;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
  interface FastifyContextConfig {
    /**
     * A POST that changes nothing (the spec's current-user call), or changes data only when it
     * sets `request.dataChanged`: keeps the read caches otherwise.
     */
    readOnly?: boolean;
  }
  interface FastifyRequest {
    /** Set by a `readOnly` route that did change data after all: clears the read caches. */
    dataChanged: boolean;
  }
}

export interface BuildAppOptions {
  config: Config;
  database: Database;
  mailer?: Mailer;
  clock?: () => Date;
  payments?: PaymentProvider;
  /**
   * A Redis client for the rate-limit counters; by default one is made from REDIS_URL (and
   * closed with the app). A client passed in stays the caller's to close.
   */
  redis?: Redis | null;
  /** Tests read the logs: their level and where the lines go (redaction always applies). */
  logger?: { level?: string; stream?: { write(line: string): void } };
}

/** Builds the HTTP app without listening (tests use `app.inject`). */
export async function buildApp(options: BuildAppOptions) {
  const { config } = options;
  const app = Fastify({
    logger: {
      level: options.logger?.level ?? config.logLevel,
      ...(options.logger?.stream ? { stream: options.logger.stream } : {}),
      // Requests are logged without headers, query strings or reset tokens (lib/log-redaction).
      serializers: { req: serializeRequest },
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
    trustProxy: config.trustProxy,
    bodyLimit: 256 * 1024,
    genReqId: () => crypto.randomUUID(),
    frameworkErrors: sendFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const ownRedis = options.redis === undefined && config.redisUrl !== null;
  const redis =
    options.redis !== undefined
      ? options.redis
      : config.redisUrl
        ? new Redis(config.redisUrl, {
            connectTimeout: 1000,
            maxRetriesPerRequest: 1,
            lazyConnect: false,
          })
        : null;
  if (redis && ownRedis) {
    redis.on('error', (error: Error) => app.log.warn({ err: error.message }, 'redis unavailable'));
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }
  const jobs = createJobs({
    database: options.database,
    log: app.log,
    work: config.runJobs,
    retryLimit: config.mailRetries,
    retryDelaySeconds: Math.max(1, Math.round(config.mailRetryDelayMs / 1000)),
  });
  const mailer =
    options.mailer ??
    createMailer(
      createMailTransport({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        outboxDir: path.join(config.dataDir, 'outbox'),
        log: app.log,
      }),
      jobs,
    );
  const clock = options.clock ?? (() => new Date());
  const reminders: RemindersContext = {
    db: options.database.db,
    jobs,
    mailer,
    clock,
    appUrl: config.appUrl,
    unlockDelayMs: config.unlockDelayMs,
    log: app.log,
  };
  jobs.handle('reminder', (reminder) => runStepReminder(reminders, reminder));
  app.decorate('deps', {
    config,
    database: options.database,
    jobs,
    mailer,
    clock,
    narrator: createNarrator(config.ai),
    payments: options.payments ?? createPaymentProvider(config),
    metrics: createMetrics(),
    caches:
      options.database.kind === 'pglite'
        ? {
            sessions: new ReadCache<ResolvedSession>(),
            userViews: new ReadCache<PublicUser>(),
            insights: new ReadCache<Generated>(),
            submissions: new ReadCache<SubmissionsByDay>(),
          }
        : null,
    insightFlights: createInsightFlights(),
    redis,
    reminders,
  });
  // Lets a person quote the request id of a failure to support, and operators find its logs.
  app.addHook('onRequest', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });
  app.decorateRequest('dataChanged', false);
  app.addHook('onResponse', async (request) => {
    const readOnly =
      (safeMethods.has(request.method) || request.routeOptions.config.readOnly === true) &&
      !request.dataChanged;
    if (!readOnly) clearReadCaches(app.deps.caches);
  });

  // An empty JSON body (the spec's "empty" payloads) reads as {}.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    try {
      done(null, parseJsonBody(text));
    } catch (error) {
      done(error as Error, undefined);
    }
  });

  await app.register(errorHandlerPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(csrfPlugin, {
    allowedOrigins: config.allowedOrigins,
    // Server-to-server and authenticated by its own signature.
    exemptPaths: ['/api/v1/payment/webhook', UNSUBSCRIBE_PATH],
  });
  await app.register(rateLimit, {
    global: false,
    // Shared counters across app processes when Redis is configured; a Redis outage lets
    // requests through rather than taking the site down.
    ...(redis ? { redis, nameSpace: `${config.redisPrefix}:rate-limit:`, skipOnError: true } : {}),
    errorResponseBuilder: () => errors.rateLimited(),
  });
  await app.register(metricsPlugin);
  await app.register(authPlugin);
  await app.register(openApiPlugin);
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(configRoutes);
      await api.register(contactRoutes);
      await api.register(emailRoutes, { prefix: '/email' });
      await api.register(userRoutes, { prefix: '/user' });
      await api.register(formRoutes, { prefix: '/form' });
      await api.register(aiRoutes, { prefix: '/ai' });
      await api.register(careerRoutes, { prefix: '/careers' });
      await api.register(paymentRoutes, { prefix: '/payment' });
      await api.register(payRoutes, { prefix: '/pay' });
      await api.register(consentRoutes, { prefix: '/consent' });
      await api.register(parentRoutes, { prefix: '/parent' });
    },
    { prefix: '/api/v1' },
  );
  await app.register(webAppPlugin);
  // Jobs are in the database: closing finishes the ones running and leaves the rest for the next
  // start (the database itself is the caller's to close).
  app.addHook('onClose', async () => {
    await app.deps.jobs.stop();
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
