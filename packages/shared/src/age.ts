import { ADULT_AGE, MIN_AGE } from './constants.js';

/** A date of birth as sent and stored: `YYYY-MM-DD`. */
export const DATE_OF_BIRTH_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The calendar date `YYYY-MM-DD` is real (no 31 February). */
export function isRealDate(value: string): boolean {
  if (!DATE_OF_BIRTH_PATTERN.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** Full years of age on `today` (India's date, where the service is used) of a person born then. */
export function ageOn(dateOfBirth: string, today: Date): number {
  const [year, month, day] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const local = new Date(today.getTime() + 5.5 * 60 * 60 * 1000); // IST, UTC+5:30
  const [nowYear, nowMonth, nowDay] = [
    local.getUTCFullYear(),
    local.getUTCMonth() + 1,
    local.getUTCDate(),
  ];
  const hadBirthday = nowMonth > month || (nowMonth === month && nowDay >= day);
  return nowYear - year - (hadBirthday ? 0 : 1);
}

/** Someone 13 to 17 on `today`: asked for a parent's or guardian's email (and, later, consent). */
export function isMinor(dateOfBirth: string, today: Date = new Date()): boolean {
  if (!isRealDate(dateOfBirth)) return false;
  const age = ageOn(dateOfBirth, today);
  return age >= MIN_AGE && age < ADULT_AGE;
}
