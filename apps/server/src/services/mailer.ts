import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Jobs } from './jobs.js';

export interface Email {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one link of the message, logged in outbox mode so a developer can follow it. */
  link?: string;
  /** Extra headers, e.g. List-Unsubscribe for one-click unsubscribe in the mail app. */
  headers?: Record<string, string>;
}

export interface Mailer {
  /**
   * Stores the email as a job: resolves once it is in the database, so a restart or a kill
   * after the answer loses nothing. Delivery follows on a worker, with retries.
   */
  send(email: Email): Promise<void>;
  /** Resolves when every email this instance stored has been delivered or kept as failed. */
  idle(): Promise<void>;
}

export interface MailTransport {
  /**
   * Sends over SMTP, or writes the message to the outbox (no SMTP set: development). A refused
   * message throws so that its job is tried again; after the last try the job is left failed and
   * the failure logged, and the message is not kept anywhere (it may carry a live link).
   */
  deliver(email: Email, lastAttempt: boolean): Promise<void>;
}

export interface MailerOptions {
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
 * the outbox directory.
 */
export function createMailTransport({
  smtpUrl,
  from,
  outboxDir,
  log,
}: MailerOptions): MailTransport {
  const smtp: Transporter | undefined = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;

  async function saveToOutbox(email: Email, dir: string) {
    const info = await outboxTransport().sendMail({ from, ...email });
    return writeEml(dir, info.message as Buffer);
  }

  return {
    async deliver(email, lastAttempt) {
      if (!smtp) {
        const file = await saveToOutbox(email, outboxDir);
        log.info({ subject: email.subject, link: email.link, file }, 'email written to outbox');
        return;
      }
      try {
        await smtp.sendMail({ from, ...email });
        log.info({ subject: email.subject }, 'email sent');
      } catch (error) {
        if (!lastAttempt) {
          log.warn({ err: error, subject: email.subject }, 'email delivery failed; will retry');
          throw error;
        }
        // Nothing is written to disk: the message may carry a live link (a reset, a consent).
        // The job stays in the queue as failed; the log says what and to which domain.
        log.error(
          { err: error, subject: email.subject, toDomain: email.to.split('@')[1] },
          'email delivery failed for good',
        );
        throw error;
      }
    },
  };
}

/** Email through the job queue: stored first, delivered by whichever instance takes the job. */
export function createMailer(transport: MailTransport, jobs: Jobs): Mailer {
  jobs.handle('email', (email, { lastAttempt }) => transport.deliver(email, lastAttempt));
  return {
    send: (email) => jobs.send('email', email),
    idle: () => jobs.idle(),
  };
}
