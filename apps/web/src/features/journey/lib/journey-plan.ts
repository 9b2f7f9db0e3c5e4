import type { JourneyDay, PublicUser } from '@acp/shared';

/** Where one step stands for the person. */
export type StepState =
  | { kind: 'done' }
  | { kind: 'open' }
  /** The step before is done; this one opens at `unlockAtMs` (this device's clock). */
  | { kind: 'waiting'; unlockAtMs: number }
  /** The step before is not done yet. */
  | { kind: 'later' };

export interface PlanStep {
  day: JourneyDay;
  number: 1 | 2 | 3;
  title: string;
  state: StepState;
  questions: string;
  result: string;
  resultLabel: string;
}

/** The one thing to do next, as the hub's main button (or the wait before it). */
export type NextAction =
  { kind: 'go'; label: string; to: string } | { kind: 'wait'; step: 2 | 3; unlockAtMs: number };

export interface JourneyPlan {
  steps: PlanStep[];
  next: NextAction;
  /** The career blueprint exists. */
  hasBlueprint: boolean;
}

type PlanUser = Pick<
  PublicUser,
  'quesAns' | 'careerResponse' | 'chosenCareer' | 'isPaymentDone' | 'showSupportCard'
>;

const STEPS = [
  {
    day: 'day1',
    number: 1,
    title: 'Decode your inner operating system',
    result: '/user/day1home',
    resultLabel: 'Your inner strengths',
  },
  {
    day: 'day2',
    number: 2,
    title: 'Decode your emotional blueprint',
    result: '/user/day2home',
    resultLabel: 'Your emotional map',
  },
  {
    day: 'day3',
    number: 3,
    title: 'Discover your aligned career path',
    result: '/user/day3home',
    resultLabel: 'Your career blueprint',
  },
] as const;

/**
 * The journey as the hub shows it: each step done, open, waiting for its unlock time, or for the
 * step before; and the next action. `unlockAt` gives a step's opening time on this device's clock
 * (null when unknown: the step is then shown open and its page's gate still checks the time).
 */
export function journeyPlan(
  user: PlanUser,
  unlockAt: (day: 'day2' | 'day3') => number | null,
  nowMs: number,
): JourneyPlan {
  const done = (day: JourneyDay) => user.quesAns[day].length > 0;
  const steps: PlanStep[] = STEPS.map((step, index) => {
    let state: StepState;
    if (done(step.day)) state = { kind: 'done' };
    else if (step.day === 'day1') state = { kind: 'open' };
    else if (!done(STEPS[index - 1]?.day ?? 'day1')) state = { kind: 'later' };
    else {
      const at = unlockAt(step.day);
      state = at !== null && at > nowMs ? { kind: 'waiting', unlockAtMs: at } : { kind: 'open' };
    }
    return { ...step, questions: `/user/${step.day}`, state };
  });

  const hasBlueprint = user.careerResponse.length > 0;
  return { steps, next: nextAction(user, steps, hasBlueprint), hasBlueprint };
}

function nextAction(user: PlanUser, steps: PlanStep[], hasBlueprint: boolean): NextAction {
  const pending = steps.find((step) => step.state.kind !== 'done');
  if (pending) {
    if (pending.state.kind === 'waiting') {
      return { kind: 'wait', step: pending.number as 2 | 3, unlockAtMs: pending.state.unlockAtMs };
    }
    return {
      kind: 'go',
      label: pending.number === 1 ? 'Start Step 1' : `Take Step ${pending.number}`,
      to: pending.questions,
    };
  }
  if (!hasBlueprint)
    return { kind: 'go', label: 'See your career blueprint', to: '/user/day3home' };
  if (!user.chosenCareer) return { kind: 'go', label: 'Choose your career', to: '/user/day3home' };
  if (user.isPaymentDone) return { kind: 'go', label: 'See your roadmap', to: '/user/deep' };
  // Someone who is struggling is never pushed towards paying (decision 006).
  if (user.showSupportCard) {
    return { kind: 'go', label: 'See your career blueprint', to: '/user/day3home' };
  }
  return { kind: 'go', label: 'Unlock your roadmap', to: '/user/deep' };
}
