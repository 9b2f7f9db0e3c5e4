import { SUPPORT_NOTICE, type DeepRoadmap, type PublicUser } from '@acp/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PaidPlanRoute } from '@/features/payment/components/paid-plan-route';
import { PAID_PLAN_OFFER_STATE } from '@/lib/paid-plan';
import { expectInReadingOrder } from '@/test/dom-order';
import {
  answerByPath,
  buildCareerResult,
  buildDeepRoadmap,
  buildLowSignalNote,
  buildSupportNotice,
  buildUser,
} from '@/test/factories';
import { renderWithApp } from '@/test/render';
import { DeepPage } from './deep-page';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const chosen = { title: 'Data Analyst', code: '15-2051.00' };

/** The deep page inside the paid-plan layout, as the router composes it. */
function renderDeep(overrides: Partial<PublicUser>, state?: unknown) {
  const user = buildUser({
    careerResponse: [buildCareerResult()],
    chosenCareer: chosen,
    ...overrides,
  });
  return renderWithApp(<DeepPage />, {
    path: '/user/deep',
    layout: <PaidPlanRoute />,
    state,
    user,
  });
}

/** A paid person whose freshly fetched roadmap is `roadmap`. */
async function renderPaidWith(roadmap: DeepRoadmap, overrides: Partial<PublicUser> = {}) {
  fetchMock.mockImplementation(
    answerByPath({ '/ai/godeep': { success: true, engine: 'local', data: roadmap } }),
  );
  renderDeep({ isPaymentDone: true, ...overrides });
  await screen.findByText(roadmap.congrats_message);
}

describe('DeepPage for a person who may be struggling and has not paid', () => {
  it('offers nothing by itself: a calm line and a plain link to the pricing section', () => {
    renderDeep({ showSupportCard: true });
    expect(
      screen.getByText(/The deep roadmap for this career is part of the paid plan/),
    ).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'See the plans in our pricing section' }),
    ).toHaveAttribute('href', '/#pricing');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /unlock|upgrade/i })).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/unlock|upgrade/i);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the support card first, right after the heading', () => {
    renderDeep({ showSupportCard: true });
    expectInReadingOrder(
      screen.getByRole('heading', { level: 1, name: 'Data Analyst' }),
      screen.getByRole('region', { name: SUPPORT_NOTICE.heading }),
      screen.getByRole('link', { name: 'See the plans in our pricing section' }),
    );
  });

  it('opens the offer when the person came from the pricing section to buy', () => {
    renderDeep({ showSupportCard: true }, PAID_PLAN_OFFER_STATE);
    expect(screen.getByRole('dialog', { name: 'UNLOCK FULL REPORT' })).toBeInTheDocument();
  });
});

describe('DeepPage for anyone else who has not paid', () => {
  it('offers the full report behind a button, and shows no support card', async () => {
    const user = userEvent.setup();
    renderDeep({});
    expect(screen.queryByRole('region', { name: SUPPORT_NOTICE.heading })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Unlock the full report' }));
    expect(screen.getByRole('dialog', { name: 'UNLOCK FULL REPORT' })).toBeInTheDocument();
  });
});

describe('DeepPage for a paid person', () => {
  it('shows the roadmap and the PDF to a person who may be struggling, with the support card', async () => {
    await renderPaidWith(buildDeepRoadmap({ support: buildSupportNotice() }), {
      showSupportCard: true,
    });
    const card = screen.getByRole('region', { name: 'Someone is here for you' });
    expectInReadingOrder(
      screen.getByRole('heading', { level: 1 }),
      card,
      screen.getByRole('heading', { name: 'Your first steps' }),
    );
    expect(screen.getByRole('button', { name: 'Generate PDF' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the support card the roadmap carries', async () => {
    await renderPaidWith(buildDeepRoadmap({ support: buildSupportNotice() }));
    expect(screen.getByRole('region', { name: 'Someone is here for you' })).toBeInTheDocument();
  });

  it('shows no support card when neither the roadmap nor the person asks for one', async () => {
    await renderPaidWith(buildDeepRoadmap());
    expect(screen.queryByRole('link', { name: /^Call / })).not.toBeInTheDocument();
  });

  it('says plainly when the answers carried too little, before the roadmap', async () => {
    await renderPaidWith(buildDeepRoadmap({ lowSignal: buildLowSignalNote() }));
    const note = screen.getByRole('region', { name: 'We need a little more from you' });
    expect(within(note).getAllByRole('listitem')).toHaveLength(2);
    expectInReadingOrder(note, screen.getByRole('heading', { name: 'Your first steps' }));
  });
});
