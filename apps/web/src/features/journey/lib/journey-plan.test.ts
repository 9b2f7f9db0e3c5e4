import { describe, expect, it } from 'vitest';
import { buildUser } from '@/test/factories';
import { journeyPlan } from './journey-plan';

const answered = [{ question: 'Q', answer: 'A' }];
const NOW = 1_000_000;
const openAll = () => null;
const states = (plan: ReturnType<typeof journeyPlan>) => plan.steps.map((step) => step.state.kind);

describe('journeyPlan', () => {
  it('starts a new person at Step 1, with the later steps "not yet"', () => {
    const plan = journeyPlan(buildUser(), openAll, NOW);
    expect(states(plan)).toEqual(['open', 'later', 'later']);
    expect(plan.next).toEqual({ kind: 'go', label: 'hub.startStep1', to: '/user/day1' });
  });

  it('waits for Step 2 until its unlock time, then offers it', () => {
    const user = buildUser({ quesAns: { day1: answered, day2: [], day3: [] } });
    const unlockAt = (day: 'day2' | 'day3') => (day === 'day2' ? NOW + 60_000 : null);
    const waiting = journeyPlan(user, unlockAt, NOW);
    expect(states(waiting)).toEqual(['done', 'waiting', 'later']);
    expect(waiting.next).toEqual({ kind: 'wait', step: 2, unlockAtMs: NOW + 60_000 });

    const open = journeyPlan(user, unlockAt, NOW + 60_000);
    expect(states(open)).toEqual(['done', 'open', 'later']);
    expect(open.next).toEqual({
      kind: 'go',
      label: 'hub.takeStep',
      values: { step: 2 },
      to: '/user/day2',
    });
  });

  it('leads from the three steps to the blueprint, the choice and the roadmap', () => {
    const quesAns = { day1: answered, day2: answered, day3: answered };
    const blueprint = buildUser({ quesAns }).careerResponse;
    expect(journeyPlan(buildUser({ quesAns }), openAll, NOW).next).toMatchObject({
      label: 'plan.seeBlueprint',
      to: '/user/day3home',
    });
    const withBlueprint = buildUser({
      quesAns,
      careerResponse: [...blueprint, {} as (typeof blueprint)[number]],
    });
    expect(journeyPlan(withBlueprint, openAll, NOW).next).toMatchObject({
      label: 'plan.chooseCareer',
    });
    const chosen = { ...withBlueprint, chosenCareer: { title: 'Data Scientist', code: 'x' } };
    expect(journeyPlan(chosen, openAll, NOW).next).toMatchObject({
      label: 'plan.unlockRoadmap',
      to: '/user/deep',
    });
    expect(journeyPlan({ ...chosen, isPaymentDone: true }, openAll, NOW).next).toMatchObject({
      label: 'plan.seeRoadmap',
    });
    // Someone who is struggling is not pushed towards paying.
    expect(journeyPlan({ ...chosen, showSupportCard: true }, openAll, NOW).next).toMatchObject({
      label: 'plan.seeBlueprint',
    });
  });
});
