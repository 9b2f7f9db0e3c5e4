import type { ProgressStatus } from '@acp/shared';

/**
 * When the next step unlocks, as a point on this device's clock: the server's remaining time
 * (unlock time − server time) added to the moment the answer arrived, so a wrong device clock
 * does not matter. Null when the step has no unlock time yet.
 */
export function localUnlockTime(
  progress: Pick<ProgressStatus, 'serverTime' | 'day2UnlocksAt' | 'day3UnlocksAt'>,
  step: 'day2' | 'day3',
  receivedAtMs: number,
): number | null {
  const unlocksAt = step === 'day2' ? progress.day2UnlocksAt : progress.day3UnlocksAt;
  if (!unlocksAt) return null;
  return receivedAtMs + (Date.parse(unlocksAt) - Date.parse(progress.serverTime));
}

/** Whole seconds left until `unlockAtMs` (rounded up, so 0 means really open), never below 0. */
export function remainingSeconds(unlockAtMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((unlockAtMs - nowMs) / 1000));
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Seconds as hh:mm:ss (hours may pass 99 for long delays). */
export function formatHms(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds % 60)}`;
}
