import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildAnswers } from '../test/answers.js';
import { buildUser } from '../test/factories.js';
import { latestSignupToken } from '../test/outbox.js';

const serverEntry = fileURLToPath(new URL('../server.ts', import.meta.url));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'acp-kill-'));
const port = 4300 + Math.floor(Math.random() * 500);
const origin = `http://localhost:${port}`;
const children: ChildProcess[] = [];

function startServer(): ChildProcess {
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
    },
    stdio: 'ignore',
  });
  children.push(child);
  return child;
}

async function waitUntilUp(): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${origin}/api/v1/health/ready`)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not start');
}

const call = (url: string, body: unknown, cookie?: string) =>
  fetch(`${origin}/api/v1${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });

/** The token of the signup email to `email`, once the server's mail job has written it. */
async function signupToken(email: string): Promise<string> {
  for (let tries = 0; tries < 600; tries += 1) {
    const token = latestSignupToken(dataDir, email);
    if (token) return token;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no signup email for ${email}`);
}

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

// The embedded database only: a killed process must leave every acknowledged write readable.
describe.runIf(process.env.TEST_DB_KIND !== 'postgres')(
  'the process is killed during submissions',
  () => {
    it('keeps every acknowledged submission and opens again', { timeout: 180_000 }, async () => {
      const first = startServer();
      await waitUntilUp();
      const people: { email: string; password: string; cookie: string }[] = [];
      for (let i = 0; i < 8; i += 1) {
        const input = buildUser();
        expect((await call('/user/signup', input)).status).toBe(202);
        const response = await call('/user/signup/finish', {
          token: await signupToken(input.email),
        });
        const cookie = response.headers.get('set-cookie')?.split(';')[0] ?? '';
        people.push({ email: input.email, password: input.password, cookie });
      }

      const acknowledged = new Set<string>();
      // Kill right after the first acknowledgement, while the later submissions are in flight:
      // a fixed delay missed every acknowledgement when the machine was busy.
      let firstAcknowledged: () => void = () => undefined;
      const firstAck = new Promise<void>((resolve) => (firstAcknowledged = resolve));
      const submissions = people.map(async (person, index) => {
        await new Promise((resolve) => setTimeout(resolve, index * 15));
        try {
          const response = await call(
            '/form/day1form',
            { qnaArray: buildAnswers('day1') },
            person.cookie,
          );
          if (response.status === 201) {
            acknowledged.add(person.email);
            firstAcknowledged();
          }
        } catch {
          // cut off by the kill: not acknowledged
        }
      });
      await Promise.race([firstAck, new Promise((resolve) => setTimeout(resolve, 30_000))]);
      first.kill('SIGKILL');
      await Promise.all(submissions);
      if (first.exitCode === null && first.signalCode === null) {
        await new Promise((resolve) => first.once('exit', resolve));
      }
      // The kill landed mid-traffic: some submissions were acknowledged, the rest cut off.
      expect(acknowledged.size).toBeGreaterThan(0);

      startServer();
      await waitUntilUp();
      for (const person of people) {
        const login = await call('/user/signin', {
          email: person.email,
          password: person.password,
        });
        expect(login.status).toBe(200);
        const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? '';
        const user = (await (await call('/user/user', {}, cookie)).json()) as {
          user: { quesAns: { day1: unknown[] } };
        };
        if (acknowledged.has(person.email)) expect(user.user.quesAns.day1).toHaveLength(12);
        else expect([0, 12]).toContain(user.user.quesAns.day1.length);
      }
    });
  },
);
