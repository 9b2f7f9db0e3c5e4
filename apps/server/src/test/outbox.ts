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
    .map((file) => decodeEml(fs.readFileSync(path.join(dir, file), 'utf8')));
}

/**
 * An .eml as readable text: encoded-word headers (a Hindi subject), base64 and quoted-printable
 * bodies decoded as UTF-8, so tests read what the person reads.
 */
function decodeEml(raw: string): string {
  const utf8 = (hex: string) => Buffer.from(hex.replace(/=/g, ''), 'hex').toString('utf8');
  return raw
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_m, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : data.replace(/_/g, ' ').replace(/(?:=[0-9A-F]{2})+/g, utf8),
    )
    .replace(
      /(Content-Transfer-Encoding: base64\r?\n(?:[^\n]+\r?\n)*\r?\n)([A-Za-z0-9+/=\r\n]+)/g,
      (_m, head: string, body: string) => head + Buffer.from(body, 'base64').toString('utf8'),
    )
    .replace(/=\r?\n/g, '')
    .replace(/(?:=[0-9A-F]{2})+/g, utf8);
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
