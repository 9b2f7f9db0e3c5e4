import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildUser } from '../test/factories.js';
import { outboxEmails } from '../test/outbox.js';

const serverEntry = fileURLToPath(new URL('../server.ts', import.meta.url));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'acp-jobs-kill-'));
const port = 4800 + Math.floor(Math.random() * 500);
const origin = `http://localhost:${port}`;
const children: ChildProcess[] = [];

function startServer(env: Record<string, string> = {}): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      APP_URL: origin,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      RATE_LIMIT_AUTH_MAX: '10000',
      DATABASE_URL: '',
      SMTP_URL: '',
      ...env,
    },
    stdio: 'ignore',
  });
  children.push(child);
  return child;
}

async function waitFor<T>(what: string, check: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const found = await check().catch(() => undefined);
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not happen within 60 s`);
}

const up = () =>
  waitFor('start-up', async () =>
    (await fetch(`${origin}/api/v1/health/ready`)).ok ? true : undefined,
  );

const call = (url: string, body: unknown) =>
  fetch(`${origin}/api/v1${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(body),
  });

const signupEmailsTo = (email: string) =>
  outboxEmails(dataDir).filter((raw) => raw.includes(`To: ${email}`) && raw.includes('/signup/'));

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

// The embedded database: the queue lives in the same data directory as everything else.
describe.runIf(process.env.TEST_DB_KIND !== 'postgres')(
  'an email queued when the process dies',
  () => {
    it('is sent after the restart', { timeout: 180_000 }, async () => {
      // An instance that stores jobs but runs none: the email waits in the queue.
      const first = startServer({ RUN_JOBS: 'false' });
      await up();
      const person = buildUser();
      expect((await call('/user/signup', person)).status).toBe(202);
      first.kill('SIGKILL');
      await new Promise((resolve) => first.once('exit', resolve));
      expect(signupEmailsTo(person.email)).toEqual([]);

      startServer();
      await up();
      const sent = await waitFor('the signup email', async () => {
        const emails = signupEmailsTo(person.email);
        return emails.length > 0 ? emails : undefined;
      });
      expect(sent).toHaveLength(1);
      const token = sent[0]?.match(new RegExp(`${origin}/signup/([A-Za-z0-9_-]+)`))?.[1];
      // Its link still finishes the signup after the restart.
      expect((await call('/user/signup/finish', { token })).status).toBe(201);
    });
  },
);
