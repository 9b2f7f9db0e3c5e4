import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';

export interface Email {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one link of the message, logged in outbox mode so a developer can follow it. */
  link?: string;
}

export interface Mailer {
  /** Queues an email; delivery happens in the background and failures are logged, never thrown. */
  send(email: Email): void;
  /** Resolves when every queued email has been delivered or recorded. */
  idle(): Promise<void>;
}

interface MailerOptions {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}

const outboxTransport = () =>
  nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

async function writeEml(dir: string, raw: Buffer): Promise<string> {
  await fs.mkdir(dir, { recursive: true });
  const file = path.join(
    dir,
    `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.eml`,
  );
  await fs.writeFile(file, raw);
  return file;
}

/**
 * Sends over SMTP when `smtpUrl` is set, otherwise writes each message as an .eml file under
 * the outbox directory. A message SMTP refuses is kept under `outbox/failed` so it is never lost.
 */
export function createMailer({ smtpUrl, from, outboxDir, log }: MailerOptions): Mailer {
  const smtp: Transporter | undefined = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  const pending = new Set<Promise<void>>();

  async function saveToOutbox(email: Email, dir: string) {
    const info = await outboxTransport().sendMail({ from, ...email });
    return writeEml(dir, info.message as Buffer);
  }

  async function deliver(email: Email): Promise<void> {
    if (!smtp) {
      const file = await saveToOutbox(email, outboxDir);
      log.info({ subject: email.subject, link: email.link, file }, 'email written to outbox');
      return;
    }
    try {
      await smtp.sendMail({ from, ...email });
      log.info({ subject: email.subject }, 'email sent');
    } catch (error) {
      const file = await saveToOutbox(email, path.join(outboxDir, 'failed'));
      log.error(
        { err: error, subject: email.subject, file },
        'email delivery failed; kept in outbox',
      );
    }
  }

  return {
    send(email) {
      const job = deliver(email)
        .catch((error: unknown) => log.error({ err: error, subject: email.subject }, 'email lost'))
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
