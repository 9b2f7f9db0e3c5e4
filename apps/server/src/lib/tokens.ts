import { createHash, randomBytes } from 'node:crypto';

/** A 256-bit random token, URL-safe. */
export function createToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 of a token, hex: what the database stores instead of the token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
