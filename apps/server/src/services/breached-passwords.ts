import { dictionary } from '@zxcvbn-ts/language-common';
import { messages } from '@acp/shared';
import { errors } from '../errors.js';

/**
 * The passwords most often found in public breaches: zxcvbn-ts's common list (about 49,000,
 * MIT licence, from breach-frequency data), kept on the server only. Compared lower-case.
 */
const BREACHED: ReadonlySet<string> = new Set(
  dictionary['passwords-common'].map((password) => password.toLowerCase()),
);

/** Look-alike characters people swap into words: "p@ssw0rd" is "password". */
const LOOK_ALIKES: Readonly<Record<string, string>> = {
  '0': 'o',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
};

const withoutEnds = (text: string) => text.replace(/^[^a-z]+|[^a-z]+$/g, '');
const unswapped = (text: string) => [...text].map((char) => LOOK_ALIKES[char] ?? char).join('');

/**
 * Whether a password is on the breached list, as typed or with the usual disguises: numbers or
 * symbols stuck on either end ("Superman1!", "2024password") and look-alike characters
 * ("P@ssw0rd!"). Only a core of four letters or more counts, so a passphrase is never refused
 * for a short word inside it.
 */
export function isBreachedPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (BREACHED.has(lower)) return true;
  const core = withoutEnds(lower);
  const cores = [core, unswapped(core), withoutEnds(unswapped(lower))];
  return cores.some((candidate) => candidate.length >= 4 && BREACHED.has(candidate));
}

/** A 400 naming the field when the new password is breached or common. */
export function assertNotBreached(password: string, field: 'password' | 'newPassword'): void {
  if (isBreachedPassword(password)) {
    throw errors.validation(messages.passwordCommon, { [field]: messages.passwordCommon });
  }
}
