import { messages, PRICE_LABEL, type PublicUser } from '@acp/shared';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PAID_PLAN_OFFER_STATE } from '@/lib/paid-plan';
import { buildCareerResult, buildUser } from '@/test/factories';
import { renderWithApp } from '@/test/render';
import { LandingPage } from './landing-page';

const day1Route = [{ path: '/user/day1', element: <h1>Step 1</h1> }];

describe('LandingPage', () => {
  it('asks a visitor to sign up first, with the toast, and keeps Step 1 as the next page', async () => {
    const user = userEvent.setup();
    const { router } = renderWithApp(<LandingPage />, {
      routes: [...day1Route, { path: '/user/signup', element: <h1>Signup modal</h1> }],
    });
    await user.click(screen.getByRole('button', { name: 'Take Test' }));
    expect(await screen.findByText(messages.loginToTakeTest)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user/signup');
    expect(router.state.location.search).toBe('?next=%2Fuser%2Fday1');
  });

  it('starts Step 1 when logged in', async () => {
    const user = userEvent.setup();
    renderWithApp(<LandingPage />, {
      routes: day1Route,
      user: null,
    });
    await user.click(screen.getByRole('button', { name: 'Take Test' }));
    expect(await screen.findByRole('heading', { name: 'Step 1' })).toBeInTheDocument();
  });
});

const answered = [{ question: 'Q', answer: 'A' }];

describe('LandingPage for a logged-in user', () => {
  const renderFor = (user: ReturnType<typeof buildUser>) =>
    renderWithApp(<LandingPage />, {
      user,
    });

  it('shows the progress and a way to resume after Step 1', async () => {
    renderFor(buildUser({ quesAns: { day1: answered, day2: [], day3: [] } }));
    expect(await screen.findByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');
    expect(screen.getByRole('link', { name: 'Resume your journey' })).toHaveAttribute(
      'href',
      '/user/day2',
    );
    expect(screen.queryByRole('link', { name: 'See your Journey' })).not.toBeInTheDocument();
  });

  it('links to the blueprint once every step and a career response exist', async () => {
    renderFor(
      buildUser({
        quesAns: { day1: answered, day2: answered, day3: answered },
        careerResponse: [{}] as PublicUser['careerResponse'],
      }),
    );
    expect(await screen.findByRole('link', { name: 'See your Journey' })).toHaveAttribute(
      'href',
      '/user/day3home',
    );
    expect(screen.queryByRole('link', { name: /Resume/ })).not.toBeInTheDocument();
  });

  it('shows neither link nor progress to a visitor', () => {
    renderWithApp(<LandingPage />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Resume|See your Journey/ })).not.toBeInTheDocument();
  });
});

describe('LandingPage sections', () => {
  it('has every section of the spec in order, and its calls to action start Step 1', () => {
    renderWithApp(<LandingPage />, { user: null });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'How it works',
      'Why it works',
      'TOP 3 CAREER PATHS FOR YOU',
      'What our users say',
      'Discover Your Potential Plan',
      'YOUR CLARITY IS 3 DAYS AWAY. YOU IN?',
    ]);
    for (const name of [
      'Take the 3-Step Journey Now',
      'Unlock Yours After Step 3',
      'TAKE DAYS 1-3',
      'UNLOCK FULL REPORT',
      'Take the Test Now',
    ]) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', '/user/day1');
    }
  });

  it('leads a visitor’s calls to action to the signup, then Step 1', () => {
    renderWithApp(<LandingPage />);
    for (const name of ['Take the 3-Step Journey Now', 'Take the Test Now', 'TAKE DAYS 1-3']) {
      expect(screen.getByRole('link', { name })).toHaveAttribute(
        'href',
        '/user/signup?next=%2Fuser%2Fday1',
      );
    }
    expect(screen.getByText('Trusted by 500+ users')).toBeInTheDocument();
    // Only claims true on every deployment: a model is optional (decision 005).
    expect(screen.getByText('Real careers plus emotional analysis')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/GPT/);
    expect(screen.getByText('FREE')).toBeInTheDocument();
    expect(screen.getByText(PRICE_LABEL)).toBeInTheDocument();
  });
});

describe('LandingPage pricing for a person with a blueprint', () => {
  const blueprintUser = (overrides: Partial<PublicUser> = {}) =>
    buildUser({
      quesAns: { day1: answered, day2: answered, day3: answered },
      careerResponse: [buildCareerResult()],
      ...overrides,
    });
  /** Renders the page and lets the logged-in part of the pricing cards load. */
  const renderFor = async (user: PublicUser) => {
    const view = renderWithApp(<LandingPage />, {
      routes: [
        { path: '/user/day3home', element: <h1>Blueprint</h1> },
        { path: '/user/deep', element: <h1>Deep roadmap</h1> },
      ],
      user,
    });
    await act(async () => {
      await import('./user-card-link');
    });
    return view;
  };

  it('is the section "/#pricing" leads to', async () => {
    await renderFor(blueprintUser());
    expect(screen.getByRole('region', { name: 'Discover Your Potential Plan' })).toHaveAttribute(
      'id',
      'pricing',
    );
  });

  it('takes an unpaid person who chose to buy to the offer on their blueprint', async () => {
    const user = userEvent.setup();
    const { router } = await renderFor(blueprintUser());
    await user.click(screen.getByRole('link', { name: 'UNLOCK FULL REPORT' }));
    expect(await screen.findByRole('heading', { name: 'Blueprint' })).toBeInTheDocument();
    expect(router.state.location.state).toEqual(PAID_PLAN_OFFER_STATE);
  });

  it('takes them to the offer on their roadmap once a career is chosen', async () => {
    await renderFor(blueprintUser({ chosenCareer: { title: 'Teacher', code: '25-2031.00' } }));
    expect(screen.getByRole('link', { name: 'UNLOCK FULL REPORT' })).toHaveAttribute(
      'href',
      '/user/deep',
    );
  });

  it('starts Step 1 as before for a person who has already paid', async () => {
    await renderFor(blueprintUser({ isPaymentDone: true }));
    expect(screen.getByRole('link', { name: 'UNLOCK FULL REPORT' })).toHaveAttribute(
      'href',
      '/user/day1',
    );
  });
});
