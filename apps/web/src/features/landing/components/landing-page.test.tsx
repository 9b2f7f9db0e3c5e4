import { messages } from '@acp/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { LandingPage } from './landing-page';

const day1Route = [{ path: '/user/day1', element: <h1>Step 1</h1> }];

describe('LandingPage', () => {
  it('refuses to start the test when logged out, with an error toast and no navigation', async () => {
    const user = userEvent.setup();
    const { router } = renderWithApp(<LandingPage />, { routes: day1Route });
    await user.click(screen.getByRole('button', { name: 'Take Test' }));
    expect(await screen.findByText(messages.loginToTakeTest)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('starts Step 1 when logged in', async () => {
    const user = userEvent.setup();
    renderWithApp(<LandingPage />, {
      routes: day1Route,
      preloadedState: { auth: { isloggedIn: true, user: null, loading: false, error: null } },
    });
    await user.click(screen.getByRole('button', { name: 'Take Test' }));
    expect(await screen.findByRole('heading', { name: 'Step 1' })).toBeInTheDocument();
  });
});
