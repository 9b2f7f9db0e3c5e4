import fs from 'node:fs';
import path from 'node:path';

/** The raw .eml files of the outbox, oldest first. */
export function outboxEmails(dataDir: string): string[] {
  const dir = path.join(dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.eml'))
    .sort()
    .map((file) => decodeQuotedPrintable(fs.readFileSync(path.join(dir, file), 'utf8')));
}

function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The reset token in the newest reset email sent to `to`. */
export function latestResetToken(dataDir: string, to: string): string {
  const email = outboxEmails(dataDir)
    .filter((raw) => raw.includes(`To: ${to}`) && raw.includes('/reset-password/'))
    .at(-1);
  const token = email?.match(/\/reset-password\/([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no reset email for ${to}`);
  return token;
}

/** The token in the newest finish-signup email sent to `to`, if there is one yet. */
export function latestSignupToken(dataDir: string, to: string): string | undefined {
  const email = outboxEmails(dataDir)
    .filter((raw) => raw.includes(`To: ${to}`) && raw.includes('/signup/'))
    .at(-1);
  return email?.match(/\/signup\/([A-Za-z0-9_-]+)/)?.[1];
}
