import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { buildApp, type App, type BuildAppOptions } from '../app.js';
import type { Database } from '../db/client.js';
import { loadConfig } from '../env.js';
import { createTestDatabase } from './test-database.js';

export const TEST_ORIGIN = 'http://localhost:3000';

/** A clock tests can move forward. */
export function createTestClock(start = new Date('2026-01-01T10:00:00Z')) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
  };
}

export interface TestApp {
  app: App;
  database: Database;
  clock: ReturnType<typeof createTestClock>;
  dataDir: string;
  close(): Promise<void>;
}

/** Builds the app on a fresh database with test settings; `env` overrides variables. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: Pick<BuildAppOptions, 'logger' | 'redis' | 'mailer'> & {
    /** Another instance's database: two app processes on one database (not closed here). */
    database?: Database;
  } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'acp-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    APP_URL: TEST_ORIGIN,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    ...env,
  });
  const shared = options.database;
  const database = shared ?? (await createTestDatabase());
  const clock = createTestClock();
  const app = await buildApp({
    config,
    database,
    clock: clock.now,
    logger: options.logger,
    ...(options.redis !== undefined ? { redis: options.redis } : {}),
    ...(options.mailer ? { mailer: options.mailer } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    clock,
    dataDir,
    async close() {
      await app.close();
      if (!shared) await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** An API call as the web app makes it: JSON, same origin, with the session cookie if given. */
export function apiRequest(
  method: 'GET' | 'POST',
  url: string,
  options: { body?: unknown; cookie?: string; headers?: Record<string, string> } = {},
): InjectOptions {
  return {
    method,
    url: `/api/v1${url}`,
    headers: {
      origin: TEST_ORIGIN,
      ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
    ...(method === 'POST' ? { payload: JSON.stringify(options.body ?? {}) } : {}),
  };
}

/** The `name=value` pair of the session cookie set by a response. */
export function sessionCookieOf(response: { cookies: { name: string; value: string }[] }): string {
  const cookie = response.cookies.find((c) => c.name.endsWith('acp_session') && c.value !== '');
  if (!cookie) throw new Error('response set no session cookie');
  return `${cookie.name}=${cookie.value}`;
}
