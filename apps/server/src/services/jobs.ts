import type { FastifyBaseLogger } from 'fastify';
import { fromPglite, PgBoss, type JobWithMetadata } from 'pg-boss';
import type { Database } from '../db/client.js';
import type { Email } from './mailer.js';
import type { StepReminder } from './reminders.js';

/** Every kind of job and what it carries. */
export interface JobTypes {
  email: Email;
  reminder: StepReminder;
}
export type JobName = keyof JobTypes;

export interface JobAttempt {
  /** 0 for the first try. */
  attempt: number;
  /** No retry follows if this try fails: keep what must not be lost. */
  lastAttempt: boolean;
}
export type JobHandler<N extends JobName> = (
  data: JobTypes[N],
  attempt: JobAttempt,
) => Promise<void>;

export interface Jobs {
  /** How a kind of job runs; registered before the first job is sent. */
  handle<N extends JobName>(name: N, handler: JobHandler<N>): void;
  /**
   * Stores a job in the database: it survives a restart or a kill and runs once, on one
   * instance, now or at `startAfter`. Resolves once it is stored.
   */
  send<N extends JobName>(
    name: N,
    data: JobTypes[N],
    options?: { startAfter?: Date },
  ): Promise<void>;
  /** Opens the queue and, where this instance works jobs, its workers. Safe to call again. */
  start(): Promise<void>;
  /**
   * Resolves when every job this instance stored to run now has finished (done, or failed for
   * good); a job waiting for its `startAfter` counts once that time has come.
   */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

export interface JobsOptions {
  database: Database;
  log: FastifyBaseLogger;
  /** False for an instance that stores jobs but leaves running them to others. */
  work: boolean;
  /** Tries after the first that fails, with a growing delay from `retryDelaySeconds`. */
  retryLimit: number;
  retryDelaySeconds: number;
  /** How often an idle worker looks for due jobs (retries, delayed jobs, other instances'). */
  pollSeconds?: number;
}

const FINISHED = new Set(['completed', 'failed', 'cancelled']);
const IDLE_POLL_MS = 25;
const MAX_TRACKED = 1000;

function bossFor(database: Database): PgBoss {
  const settings = { schedule: false, migrate: true } as const;
  return database.connection.kind === 'pglite'
    ? new PgBoss({ ...settings, db: fromPglite(database.connection.client), backend: 'pglite' })
    : new PgBoss({ ...settings, connectionString: database.connection.url, max: 2 });
}

/**
 * The job queue, in the app's own database through pg-boss: the same tables on PostgreSQL and
 * on the embedded PGlite. It opens with the first job or at server start, so an app that sends
 * nothing (most tests) never pays for it.
 */
export function createJobs({
  database,
  log,
  work,
  retryLimit,
  retryDelaySeconds,
  pollSeconds = 2,
}: JobsOptions): Jobs {
  const boss = bossFor(database);
  boss.on('error', (error: Error) => log.error({ err: error }, 'job queue error'));
  const handlers = new Map<JobName, JobHandler<JobName>>();
  const workers = new Map<JobName, string>();
  const sent = new Map<string, JobName>();
  let starting: Promise<void> | null = null;
  let stopped = false;

  async function open() {
    await boss.start();
    for (const [name, handler] of handlers) {
      await boss.createQueue(name, {
        retryLimit,
        retryDelay: retryDelaySeconds,
        retryBackoff: true,
        // A try that has not finished in a minute is taken as lost (a killed process) and retried.
        expireInSeconds: 60,
      });
      if (!work) continue;
      const id = await boss.work(
        name,
        { pollingIntervalSeconds: pollSeconds, includeMetadata: true },
        async ([job]: JobWithMetadata<JobTypes[typeof name]>[]) => {
          if (!job) return;
          await handler(job.data, {
            attempt: job.retryCount,
            lastAttempt: job.retryCount >= job.retryLimit,
          });
        },
      );
      workers.set(name, id);
    }
  }

  const jobs: Jobs = {
    handle(name, handler) {
      handlers.set(name, handler as JobHandler<JobName>);
    },
    start() {
      starting ??= open().catch((error: unknown) => {
        starting = null;
        throw error;
      });
      return starting;
    },
    async send(name, data, options = {}) {
      await jobs.start();
      const id = await boss.send(
        name,
        data,
        options.startAfter ? { startAfter: options.startAfter } : {},
      );
      if (!id) throw new Error(`the ${name} job was not stored`);
      sent.set(id, name);
      // Only `idle` reads this, and only tests call it: a long-running server keeps the newest.
      if (sent.size > MAX_TRACKED) sent.delete(sent.keys().next().value ?? id);
      const worker = workers.get(name);
      // Run it now rather than at the next poll.
      if (worker && !options.startAfter) boss.notifyWorker(worker);
    },
    async idle() {
      if (!work) return;
      while (!stopped) {
        let pending = false;
        for (const [id, name] of sent) {
          const job = await boss.getJobById(name, id);
          if (!job || FINISHED.has(job.state)) sent.delete(id);
          else if (job.state !== 'created' || job.startAfter.getTime() <= Date.now())
            pending = true;
        }
        if (!pending) return;
        await new Promise((resolve) => setTimeout(resolve, IDLE_POLL_MS));
      }
    },
    async stop() {
      if (!starting) return;
      await starting.catch(() => undefined);
      stopped = true;
      // The database belongs to the app: pg-boss closes only what it opened.
      await boss.stop({
        graceful: true,
        close: database.connection.kind === 'postgres',
        timeout: 10_000,
      });
    },
  };
  return jobs;
}
