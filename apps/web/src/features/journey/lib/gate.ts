import {
  describeDuration,
  messages,
  stepTooEarlyMessage,
  type ProgressStatus,
  type PublicUser,
} from '@acp/shared';

/** The journey screens behind the login (product.md §2), by their path under /user. */
export const JOURNEY_PAGES = [
  'day1',
  'day1home',
  'day2',
  'day2home',
  'day3',
  'day3home',
  'deep',
] as const;
export type JourneyPage = (typeof JOURNEY_PAGES)[number];

/** What the gate knows: which steps have answers, and the server's progress (null if it failed). */
export interface GateFacts {
  answered: { day1: boolean; day2: boolean; day3: boolean };
  progress: Pick<
    ProgressStatus,
    | 'day1SubmittedAt'
    | 'day2SubmittedAt'
    | 'day2UnlocksAt'
    | 'day3UnlocksAt'
    | 'unlockDelaySeconds'
    | 'serverTime'
  > | null;
}

export type GateDecision =
  { allowed: true } | { allowed: false; message: string; redirectTo: string };

const refuse = (message: string, redirectTo: string): GateDecision => ({
  allowed: false,
  message,
  redirectTo,
});

/** Whether the server's clock had reached the unlock time when it answered. */
function isTooEarly(unlocksAt: string | null, serverTime: string): boolean {
  return unlocksAt !== null && Date.parse(serverTime) < Date.parse(unlocksAt);
}

/** The time gate of Step 2 or 3 (product.md §8): a missing submission time, or too early. */
function timeGate(step: 'day2' | 'day3', progress: NonNullable<GateFacts['progress']>) {
  const submittedAt = step === 'day2' ? progress.day1SubmittedAt : progress.day2SubmittedAt;
  const unlocksAt = step === 'day2' ? progress.day2UnlocksAt : progress.day3UnlocksAt;
  const home = step === 'day2' ? '/user/day1home' : '/user/day2home';
  if (!submittedAt) {
    return refuse(step === 'day2' ? messages.completeStep1 : messages.completeStep2, home);
  }
  if (isTooEarly(unlocksAt, progress.serverTime)) {
    return refuse(
      stepTooEarlyMessage(step, describeDuration(progress.unlockDelaySeconds * 1000)),
      home,
    );
  }
  return { allowed: true } as const;
}

/** The extra gates of product.md §2 and §8 for one journey page: allowed, or why not and where to. */
export function decideJourneyAccess(page: JourneyPage, facts: GateFacts): GateDecision {
  const { answered, progress } = facts;
  switch (page) {
    case 'day1':
      return { allowed: true };
    case 'day1home':
      return answered.day1 ? { allowed: true } : refuse(messages.completeStep1Form, '/user/day1');
    case 'day2home':
      return answered.day2 ? { allowed: true } : refuse(messages.completeStep2Form, '/user/day2');
    case 'day2':
      if (!answered.day1) return refuse(messages.completeStep1Form, '/user/day1');
      if (!progress) return refuse(messages.checkAccessFailed, '/');
      return timeGate('day2', progress);
    case 'day3':
    case 'day3home':
    case 'deep':
      if (!answered.day2) return refuse(messages.completeStep2Form, '/user/day2');
      if (!progress) return refuse(messages.checkAccessFailed, '/');
      return timeGate('day3', progress);
  }
}

/** Whether a page's gate needs the server's progress status. */
export function needsProgress(page: JourneyPage): boolean {
  return page !== 'day1' && page !== 'day1home' && page !== 'day2home';
}

/** Which steps the user has answered (product.md §4: a day is done when its list has an item). */
export function answeredSteps(user: Pick<PublicUser, 'quesAns'>): GateFacts['answered'] {
  return {
    day1: user.quesAns.day1.length > 0,
    day2: user.quesAns.day2.length > 0,
    day3: user.quesAns.day3.length > 0,
  };
}
