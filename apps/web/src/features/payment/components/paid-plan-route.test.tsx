import type { PublicUser } from '@acp/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PAID_PLAN_OFFER_STATE, usePaidPlan } from '@/lib/paid-plan';
import { buildCareerResult, buildUser } from '@/test/factories';
import { renderWithApp } from '@/test/render';
import { PaidPlanRoute } from './paid-plan-route';

/** A paid screen: one button asks for the plan and shows the answer. */
function PaidAction() {
  const { requirePaidPlan } = usePaidPlan();
  const [answer, setAnswer] = useState('not asked');
  return (
    <>
      <button
        type="button"
        onClick={() => void requirePaidPlan().then((paid) => setAnswer(String(paid)))}
      >
        Paid action
      </button>
      <p>Paid: {answer}</p>
    </>
  );
}

function renderRoute(overrides: Partial<PublicUser>, state?: unknown) {
  const user = buildUser({ careerResponse: [buildCareerResult()], ...overrides });
  return renderWithApp(<PaidAction />, {
    path: '/user/day3home',
    layout: <PaidPlanRoute />,
    state,
    user,
  });
}

describe('PaidPlanRoute', () => {
  it('offers the plan when a paid action asks for it', async () => {
    const user = userEvent.setup();
    renderRoute({});
    await user.click(screen.getByRole('button', { name: 'Paid action' }));
    expect(screen.getByRole('dialog', { name: 'UNLOCK FULL REPORT' })).toBeInTheDocument();
  });

  it('never opens the offer by itself for a person who may be struggling', async () => {
    const user = userEvent.setup();
    renderRoute({ showSupportCard: true });
    await user.click(screen.getByRole('button', { name: 'Paid action' }));
    expect(await screen.findByText('Paid: false')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the offer when the person came from the pricing section, and only once', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute({ showSupportCard: true }, PAID_PLAN_OFFER_STATE);
    const dialog = screen.getByRole('dialog', { name: 'UNLOCK FULL REPORT' });
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    expect(dialog).not.toBeInTheDocument();
    expect(router.state.location.state).toBeNull();
  });

  it('answers at once for a person who has paid', async () => {
    const user = userEvent.setup();
    renderRoute({ isPaymentDone: true, showSupportCard: true }, PAID_PLAN_OFFER_STATE);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Paid action' }));
    expect(await screen.findByText('Paid: true')).toBeInTheDocument();
  });
});
