import { messages, SUPPORT_NOTICE, type CareerResult, type PublicUser } from '@acp/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PaidPlanRoute } from '@/features/payment/components/paid-plan-route';
import { expectInReadingOrder } from '@/test/dom-order';
import {
  answerByPath,
  buildCareerResult,
  buildLowSignalNote,
  buildMentionedCareer,
  buildSupportNotice,
  buildUser,
} from '@/test/factories';
import { renderWithApp } from '@/test/render';
import { BlueprintPage } from './blueprint-page';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

/** The blueprint inside the paid-plan layout, as the router composes it. */
function renderBlueprint(user: PublicUser) {
  return renderWithApp(<BlueprintPage />, {
    path: '/user/day3home',
    layout: <PaidPlanRoute />,
    routes: [{ path: '/user/deep', element: <h1>Deep roadmap page</h1> }],
    user,
  });
}

const careerCards = () =>
  within(screen.getByRole('list', { name: 'Your top careers' })).getAllByRole('listitem');

describe('BlueprintPage support card', () => {
  it('shows the support card of the blueprint right after the heading, before the careers', () => {
    renderBlueprint(
      buildUser({ careerResponse: [buildCareerResult({ support: buildSupportNotice() })] }),
    );
    const card = screen.getByRole('region', { name: 'Someone is here for you' });
    expectInReadingOrder(
      screen.getByRole('heading', { level: 1 }),
      card,
      screen.getByRole('heading', { name: 'Your top careers' }),
    );
  });

  it('shows the shared support card when an earlier answer asked for it', () => {
    renderBlueprint(buildUser({ careerResponse: [buildCareerResult()], showSupportCard: true }));
    expect(screen.getByRole('region', { name: SUPPORT_NOTICE.heading })).toBeInTheDocument();
  });

  it('shows no support card when neither the blueprint nor the person asks for one', () => {
    renderBlueprint(buildUser({ careerResponse: [buildCareerResult()] }));
    expect(screen.queryByRole('link', { name: /^Call / })).not.toBeInTheDocument();
  });
});

describe('BlueprintPage career choice', () => {
  const answerSelection = () =>
    fetchMock.mockImplementation(
      answerByPath({
        '/user/select-career': {
          success: true,
          message: messages.careerSelected,
          chosenCareer: { title: 'Teacher', code: '15-1251.00' },
        },
        '/user/user': { success: true, user: buildUser({ showSupportCard: true }) },
      }),
    );

  it('saves the choice of a person who may be struggling without offering the paid plan', async () => {
    const user = userEvent.setup();
    answerSelection();
    const { router } = renderBlueprint(
      buildUser({ careerResponse: [buildCareerResult()], showSupportCard: true }),
    );
    await user.click(screen.getByRole('button', { name: 'Select Teacher' }));
    expect(await screen.findByRole('heading', { name: 'Deep roadmap page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user/deep');
    expect(fetchMock).toHaveBeenCalledWith(
      expect.stringMatching(/\/user\/select-career$/),
      expect.objectContaining({ body: JSON.stringify({ choosedCareer: 'Teacher' }) }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('also holds the offer back when only the blueprint carries the support notice', async () => {
    const user = userEvent.setup();
    answerSelection();
    renderBlueprint(
      buildUser({ careerResponse: [buildCareerResult({ support: buildSupportNotice() })] }),
    );
    await user.click(screen.getByRole('button', { name: 'Select Teacher' }));
    expect(await screen.findByRole('heading', { name: 'Deep roadmap page' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers the paid plan first to anyone else, and saves nothing until they pay', async () => {
    const user = userEvent.setup();
    renderBlueprint(buildUser({ careerResponse: [buildCareerResult()] }));
    await user.click(screen.getByRole('button', { name: 'Select Teacher' }));
    expect(screen.getByRole('dialog', { name: 'UNLOCK FULL REPORT' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('BlueprintPage confidence', () => {
  it('marks every career as a low-confidence first guess and drops the fit score', () => {
    renderBlueprint(
      buildUser({
        careerResponse: [buildCareerResult({ confidence: 'low', lowSignal: buildLowSignalNote() })],
      }),
    );
    const cards = careerCards();
    expect(cards).toHaveLength(3);
    for (const card of cards) {
      expect(within(card).getByText('Low confidence')).toBeInTheDocument();
      expect(card).not.toHaveTextContent(/Fit \d+%/);
    }
    expect(screen.getByText(/These careers are a first guess/)).toBeInTheDocument();
    const note = screen.getByRole('region', { name: 'We need a little more from you' });
    expect(within(note).getAllByRole('listitem')).toHaveLength(2);
    expectInReadingOrder(note, screen.getByRole('heading', { name: 'Your top careers' }));
  });

  it('shows each fit score and no badge when the blueprint has normal confidence', () => {
    renderBlueprint(buildUser({ careerResponse: [buildCareerResult({ confidence: 'normal' })] }));
    expect(careerCards().map((card) => within(card).getByText(/^Fit \d+%/).textContent)).toEqual([
      'Fit 80% strong match',
      'Fit 75% good match',
      'Fit 70% good match',
    ]);
    // One sentence says what the figure is; no second percentage competes with it.
    expect(screen.getByText(/^Fit is how closely a career matches/)).toBeInTheDocument();
    expect(screen.queryByText('Low confidence')).not.toBeInTheDocument();
    expect(screen.queryByText(/first guess/)).not.toBeInTheDocument();
  });
});

/** A blueprint whose second top career the person named, and two more careers they named. */
function blueprintWithNamedCareers(overrides: Partial<CareerResult> = {}): CareerResult {
  const blueprint = buildCareerResult(overrides);
  const careers = blueprint.results.topCareers.careers.map((career, index) =>
    index === 1 ? { ...career, named: true } : career,
  );
  return {
    ...blueprint,
    results: {
      ...blueprint.results,
      topCareers: { ...blueprint.results.topCareers, careers },
      mentionedCareers: [
        buildMentionedCareer(),
        buildMentionedCareer({
          id: 'lawyer',
          title: 'Lawyer',
          fitScore: 38,
          code: '23-1011.00',
          message: 'You mentioned becoming a lawyer. Here is how it fits you.',
          reasons: ['It draws on persuasion.'],
        }),
      ],
    },
  };
}

describe('BlueprintPage careers the person named', () => {
  it('marks the top careers they named with a badge', () => {
    renderBlueprint(buildUser({ careerResponse: [blueprintWithNamedCareers()] }));
    const badged = careerCards().filter((card) => within(card).queryByText('Named by you'));
    expect(badged.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Teacher',
    ]);
  });

  it('lists the named careers left out of the top 3 with their fit, why, and Select', () => {
    renderBlueprint(buildUser({ careerResponse: [blueprintWithNamedCareers()] }));
    const section = screen.getByRole('region', { name: 'Careers you named' });
    expectInReadingOrder(screen.getByRole('heading', { name: 'Your top careers' }), section);
    const cards = within(section)
      .getAllByRole('listitem')
      .filter((item) => within(item).queryByRole('heading'));
    expect(cards).toHaveLength(2);
    const [pilot, lawyer] = cards as [HTMLElement, HTMLElement];
    expect(within(pilot).getByRole('heading', { name: 'Pilot' })).toBeInTheDocument();
    expect(within(pilot).getByText('Fit 41%')).toBeInTheDocument();
    expect(pilot).toHaveTextContent(/You mentioned becoming a pilot/);
    expect(within(pilot).getByText('It draws on quick decisions.')).toBeInTheDocument();
    expect(within(pilot).getByRole('button', { name: 'Select Pilot' })).toBeEnabled();
    expect(within(lawyer).getByText('Fit 38%')).toBeInTheDocument();
    expect(within(lawyer).getByRole('button', { name: 'Select Lawyer' })).toBeEnabled();
  });

  it('shows "Low confidence" instead of their fit when the blueprint is a first guess', () => {
    renderBlueprint(
      buildUser({ careerResponse: [blueprintWithNamedCareers({ confidence: 'low' })] }),
    );
    const section = screen.getByRole('region', { name: 'Careers you named' });
    expect(within(section).getAllByText('Low confidence')).toHaveLength(2);
    expect(section).not.toHaveTextContent(/Fit \d+%/);
  });

  it('selects a named career as a top career is selected', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(
      answerByPath({
        '/user/select-career': {
          success: true,
          message: messages.careerSelected,
          chosenCareer: { title: 'Pilot', code: '53-2011.00' },
        },
        '/user/user': { success: true, user: buildUser({ showSupportCard: true }) },
      }),
    );
    renderBlueprint(
      buildUser({ careerResponse: [blueprintWithNamedCareers()], showSupportCard: true }),
    );
    await user.click(screen.getByRole('button', { name: 'Select Pilot' }));
    expect(await screen.findByRole('heading', { name: 'Deep roadmap page' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      expect.stringMatching(/\/user\/select-career$/),
      expect.objectContaining({ body: JSON.stringify({ choosedCareer: 'Pilot' }) }),
    );
  });

  it('has no such section, and no badge, when they named none', () => {
    renderBlueprint(buildUser({ careerResponse: [buildCareerResult()] }));
    expect(screen.queryByRole('region', { name: 'Careers you named' })).not.toBeInTheDocument();
    expect(screen.queryByText('Named by you')).not.toBeInTheDocument();
  });
});

describe('BlueprintPage before the blueprint exists', () => {
  const step3 = {
    day1: [],
    day2: [],
    day3: [{ question: 'What do you enjoy?', answer: 'Drawing' }],
  };
  const careerCalls = () =>
    fetchMock.mock.calls.filter(([input]) =>
      (input instanceof Request ? input.url : input.toString()).endsWith('/ai/aicarrerfind-day3'),
    );

  it('makes the blueprint on arrival once Step 3 is answered, with the panel busy meanwhile', async () => {
    const result = buildCareerResult();
    fetchMock.mockImplementation(
      answerByPath({
        '/ai/aicarrerfind-day3': result,
        '/user/user': {
          success: true,
          user: buildUser({ quesAns: step3, careerResponse: [result] }),
        },
      }),
    );
    renderBlueprint(buildUser({ quesAns: step3 }));
    expect(screen.getByRole('heading', { name: 'READY TO START BUILDING?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generating...' })).toBeDisabled();
    expect(await screen.findByRole('heading', { name: 'Your top careers' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'READY TO START BUILDING?' })).toBeNull();
    expect(careerCalls()).toHaveLength(1);
  });

  it('offers the spec button to try again after a failure, and it works', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(
      answerByPath({
        '/ai/aicarrerfind-day3': { success: false, code: 'ai_failed', message: 'Busy, sorry' },
      }),
    );
    renderBlueprint(buildUser({ quesAns: step3 }));
    const retry = await screen.findByRole('button', { name: 'generate your career roadmap' });
    expect(retry).toBeEnabled();
    expect(screen.getByRole('status')).toHaveTextContent('Your answers are safe: try again.');
    await user.click(retry);
    await vi.waitFor(() => expect(careerCalls()).toHaveLength(2));
  });

  it('asks for nothing and points to Step 3 while Step 3 is not answered', () => {
    fetchMock.mockImplementation(answerByPath({}));
    renderBlueprint(buildUser());
    expect(screen.getByRole('link', { name: 'Go to Step 3' })).toHaveAttribute(
      'href',
      '/user/day3',
    );
    expect(screen.queryByRole('button', { name: /generat/i })).toBeNull();
    expect(careerCalls()).toHaveLength(0);
  });
});
