import type { JourneyDay, MessageId, PublicUser } from '@acp/shared';

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
  /** Messages of the catalogue (decision 016). */
  title: MessageId;
  state: StepState;
  questions: string;
  result: string;
  resultLabel: MessageId;
}

/** The one thing to do next, as the hub's main button (or the wait before it). */
export type NextAction =
  | { kind: 'go'; label: MessageId; values?: { step: number }; to: string }
  | { kind: 'wait'; step: 2 | 3; unlockAtMs: number };

export interface JourneyPlan {
  steps: PlanStep[];
  next: NextAction;
  /** The career blueprint exists. */
  hasBlueprint: boolean;
}

type PlanUser = Pick<
  PublicUser,
  | 'quesAns'
  | 'careerResponse'
  | 'chosenCareer'
  | 'isPaymentDone'
  | 'showSupportCard'
  | 'supportCheckIn'
>;

const STEPS = [
  {
    day: 'day1',
    number: 1,
    title: 'plan.step1.title',
    result: '/user/day1home',
    resultLabel: 'plan.step1.result',
  },
  {
    day: 'day2',
    number: 2,
    title: 'plan.step2.title',
    result: '/user/day2home',
    resultLabel: 'plan.step2.result',
  },
  {
    day: 'day3',
    number: 3,
    title: 'plan.step3.title',
    result: '/user/day3home',
    resultLabel: 'hub.blueprint',
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
    return pending.number === 1
      ? { kind: 'go', label: 'hub.startStep1', to: pending.questions }
      : {
          kind: 'go',
          label: 'hub.takeStep',
          values: { step: pending.number },
          to: pending.questions,
        };
  }
  if (!hasBlueprint) return { kind: 'go', label: 'plan.seeBlueprint', to: '/user/day3home' };
  if (!user.chosenCareer) return { kind: 'go', label: 'plan.chooseCareer', to: '/user/day3home' };
  if (user.isPaymentDone) return { kind: 'go', label: 'plan.seeRoadmap', to: '/user/deep' };
  // Someone who is struggling is never pushed towards paying (decision 006).
  if (user.showSupportCard || user.supportCheckIn) {
    return { kind: 'go', label: 'plan.seeBlueprint', to: '/user/day3home' };
  }
  return { kind: 'go', label: 'plan.unlockRoadmap', to: '/user/deep' };
}
