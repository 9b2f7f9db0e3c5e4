import { describe, expect, it } from 'vitest';
import { formatHms, localUnlockTime, remainingSeconds } from './countdown';

describe('formatHms', () => {
  it('shows hours, minutes and seconds with two digits each', () => {
    expect(formatHms(0)).toBe('00:00:00');
    expect(formatHms(5)).toBe('00:00:05');
    expect(formatHms(60)).toBe('00:01:00');
    expect(formatHms(3599)).toBe('00:59:59');
    expect(formatHms(86_400)).toBe('24:00:00');
    expect(formatHms(90_061)).toBe('25:01:01');
  });

  it('never shows a negative or fractional time', () => {
    expect(formatHms(-3)).toBe('00:00:00');
    expect(formatHms(61.9)).toBe('00:01:01');
  });
});

describe('remainingSeconds', () => {
  it('is the delay minus the time since submission, rounded up, never below 0', () => {
    expect(remainingSeconds(10_000, 0)).toBe(10);
    expect(remainingSeconds(10_000, 9_001)).toBe(1);
    expect(remainingSeconds(10_000, 10_000)).toBe(0);
    expect(remainingSeconds(10_000, 50_000)).toBe(0);
  });
});

describe('localUnlockTime', () => {
  const progress = {
    serverTime: '2026-03-01T10:00:30.000Z',
    day2UnlocksAt: '2026-03-01T10:01:00.000Z',
    day3UnlocksAt: null,
  };

  it("uses the server's clock, so a device clock that is hours off does not matter", () => {
    const deviceNow = Date.parse('2026-03-01T07:12:00.000Z'); // 2 h 48 min behind
    const unlockAt = localUnlockTime(progress, 'day2', deviceNow);
    expect(unlockAt).toBe(deviceNow + 30_000);
    expect(remainingSeconds(unlockAt!, deviceNow)).toBe(30);
    expect(remainingSeconds(unlockAt!, deviceNow + 29_500)).toBe(1);
    expect(remainingSeconds(unlockAt!, deviceNow + 30_000)).toBe(0);
  });

  it('is null before the previous step is submitted', () => {
    expect(localUnlockTime(progress, 'day3', 0)).toBeNull();
  });
});
