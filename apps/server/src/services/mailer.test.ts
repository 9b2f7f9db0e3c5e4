import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetPasswordEmail } from './emails.js';
import { createTestDatabase } from '../test/test-database.js';
import { createJobs } from './jobs.js';
import { createMailer, createMailTransport, type Email, type MailTransport } from './mailer.js';

const log = pino({ level: 'silent' });
const received: { to: string; raw: string }[] = [];
let smtp: SMTPServer;
let port: number;
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'acp-mail-'));
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const email = () =>
  resetPasswordEmail('ravi@example.com', 'Ravi <b>', 'http://localhost:3000/reset-password/abc');

describe('mailer', () => {
  it('delivers over SMTP with text and HTML bodies', async () => {
    const transport = createMailTransport({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'AI Career Path <no-reply@example.com>',
      outboxDir: path.join(dataDir, 'outbox'),
      log,
    });
    await transport.deliver(email(), false);
    const message = received.at(-1);
    expect(message?.to).toBe('ravi@example.com');
    expect(message?.raw).toContain('Subject: Reset your AI Career Path password');
    expect(message?.raw).toContain('text/plain');
    expect(message?.raw).toContain('text/html');
    // The name is escaped in HTML.
    expect(message?.raw).toContain('Ravi &#60;b&#62;');
  });

  it('lets a refused message be tried again, and writes nothing with its live link to disk', async () => {
    const transport = createMailTransport({
      smtpUrl: 'smtp://127.0.0.1:1',
      from: 'AI Career Path <no-reply@example.com>',
      outboxDir: path.join(dataDir, 'outbox'),
      log,
    });
    await expect(transport.deliver(email(), false)).rejects.toThrow();
    expect(fs.existsSync(path.join(dataDir, 'outbox', 'failed'))).toBe(false);
    // The last try fails the job (the queue keeps its failure); no file anywhere holds the link.
    await expect(transport.deliver(email(), true)).rejects.toThrow();
    expect(fs.existsSync(path.join(dataDir, 'outbox'))).toBe(false);
  });

  it('writes .eml files to the outbox without SMTP', async () => {
    const outboxDir = path.join(dataDir, 'plain-outbox');
    const transport = createMailTransport({
      from: 'AI Career Path <no-reply@example.com>',
      outboxDir,
      log,
    });
    await transport.deliver(email(), false);
    expect(fs.readdirSync(outboxDir).filter((f) => f.endsWith('.eml'))).toHaveLength(1);
  });
});

describe('email through the job queue', () => {
  it('stores the email, delivers it on a worker, and tries again after a refusal', async () => {
    const database = await createTestDatabase();
    const tries: { to: string; lastAttempt: boolean }[] = [];
    const flaky: MailTransport = {
      deliver: async (message: Email, lastAttempt: boolean) => {
        tries.push({ to: message.to, lastAttempt });
        if (tries.length === 1) throw new Error('421 try again later');
      },
    };
    const jobs = createJobs({
      database,
      log,
      work: true,
      retryLimit: 2,
      retryDelaySeconds: 1,
      pollSeconds: 0.5,
    });
    const mailer = createMailer(flaky, jobs);
    try {
      await mailer.send(email());
      await mailer.idle();
      expect(tries).toEqual([
        { to: 'ravi@example.com', lastAttempt: false },
        { to: 'ravi@example.com', lastAttempt: false },
      ]);
    } finally {
      await jobs.stop();
      await database.close();
    }
  });
});
