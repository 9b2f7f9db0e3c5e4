import { messages } from '@acp/shared';
import { describe, expect, it } from 'vitest';
import { decideJourneyAccess, needsProgress, type GateFacts } from './gate';

const T0 = '2026-03-01T10:00:00.000Z';
const plus = (iso: string, seconds: number) =>
  new Date(Date.parse(iso) + seconds * 1000).toISOString();

/** Facts for a person who answered `days` steps, each submitted at T0 with a 60 s delay. */
function facts(days: 0 | 1 | 2 | 3, serverTime: string, delaySeconds = 60): GateFacts {
  return {
    answered: { day1: days >= 1, day2: days >= 2, day3: days >= 3 },
    progress: {
      day1SubmittedAt: days >= 1 ? T0 : null,
      day2SubmittedAt: days >= 2 ? T0 : null,
      day2UnlocksAt: days >= 1 ? plus(T0, delaySeconds) : null,
      day3UnlocksAt: days >= 2 ? plus(T0, delaySeconds) : null,
      unlockDelaySeconds: delaySeconds,
      serverTime,
    },
  };
}

const refused = (message: string, redirectTo: string) => ({
  allowed: false,
  message,
  redirectTo,
});
const later = plus(T0, 61);

describe('decideJourneyAccess', () => {
  it('always lets a logged-in person open Step 1', () => {
    expect(decideJourneyAccess('day1', facts(0, T0))).toEqual({ allowed: true });
  });

  it('sends a result page without its answers back to the questionnaire', () => {
    expect(decideJourneyAccess('day1home', facts(0, T0))).toEqual(
      refused(messages.completeStep1Form, '/user/day1'),
    );
    expect(decideJourneyAccess('day1home', facts(1, T0))).toEqual({ allowed: true });
    expect(decideJourneyAccess('day2home', facts(1, later))).toEqual(
      refused(messages.completeStep2Form, '/user/day2'),
    );
    expect(decideJourneyAccess('day2home', facts(2, T0))).toEqual({ allowed: true });
  });

  it('opens Step 2 only after Step 1 and its delay', () => {
    expect(decideJourneyAccess('day2', facts(0, T0))).toEqual(
      refused(messages.completeStep1Form, '/user/day1'),
    );
    expect(decideJourneyAccess('day2', facts(1, plus(T0, 30)))).toEqual(
      refused('Step 2 will be available after 1 minute of Step 1 submission.', '/user/day1home'),
    );
    expect(decideJourneyAccess('day2', facts(1, plus(T0, 60)))).toEqual({ allowed: true });
  });

  it('says "24 hours" with the production delay', () => {
    expect(decideJourneyAccess('day2', facts(1, plus(T0, 3600), 86_400))).toEqual(
      refused('Step 2 will be available after 24 hours of Step 1 submission.', '/user/day1home'),
    );
  });

  it('asks for the Step 1 submission time when answers exist without one', () => {
    const f = facts(1, later);
    f.progress = { ...f.progress!, day1SubmittedAt: null };
    expect(decideJourneyAccess('day2', f)).toEqual(
      refused(messages.completeStep1, '/user/day1home'),
    );
  });

  it.each(['day3', 'day3home', 'deep'] as const)(
    'gates %s on Step 2 answers and its delay',
    (page) => {
      expect(decideJourneyAccess(page, facts(1, later))).toEqual(
        refused(messages.completeStep2Form, '/user/day2'),
      );
      expect(decideJourneyAccess(page, facts(2, plus(T0, 10), 5 * 60))).toEqual(
        refused('Step 3 will be available after 5 minutes of Step 2 submission.', '/user/day2home'),
      );
      const noTime = facts(2, later);
      noTime.progress = { ...noTime.progress!, day2SubmittedAt: null };
      expect(decideJourneyAccess(page, noTime)).toEqual(
        refused(messages.completeStep2, '/user/day2home'),
      );
      expect(decideJourneyAccess(page, facts(3, later))).toEqual({ allowed: true });
    },
  );

  it('refuses a time-gated page when the access check failed', () => {
    for (const page of ['day2', 'day3', 'day3home', 'deep'] as const) {
      const f = { ...facts(3, later), progress: null };
      expect(needsProgress(page)).toBe(true);
      expect(decideJourneyAccess(page, f)).toEqual(refused(messages.checkAccessFailed, '/'));
    }
    expect(needsProgress('day1home')).toBe(false);
    expect(decideJourneyAccess('day1home', { ...facts(1, T0), progress: null })).toEqual({
      allowed: true,
    });
  });
});
