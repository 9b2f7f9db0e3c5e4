import { messages } from '@acp/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser } from '@/test/factories';
import { renderWithApp } from '@/test/render';
import { ProtectedRoute } from './protected-route';

const routes = [
  { path: '/', element: <h1>Landing</h1> },
  {
    path: '/user',
    element: <ProtectedRoute />,
    children: [{ path: 'profile', element: <h1>Profile</h1> }],
  },
];

function renderGuard(auth: {
  isloggedIn: boolean;
  loading: boolean;
  user: ReturnType<typeof buildUser> | null;
}) {
  return renderWithApp(<h1>unused</h1>, {
    path: '/unused',
    routes,
    preloadedState: { auth: { ...auth, error: null } },
  }).router.navigate('/user/profile');
}

describe('ProtectedRoute', () => {
  it('warns and redirects home when not logged in', async () => {
    await renderGuard({ isloggedIn: false, loading: false, user: null });
    expect(await screen.findByRole('heading', { name: 'Landing' })).toBeInTheDocument();
    expect(await screen.findByText(messages.loginToAccess)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Profile' })).not.toBeInTheDocument();
  });

  it('shows a spinner while the session is being checked', async () => {
    await renderGuard({ isloggedIn: true, loading: true, user: null });
    expect(await screen.findByRole('status')).toHaveTextContent('Checking your session');
    expect(screen.queryByRole('heading', { name: 'Profile' })).not.toBeInTheDocument();
  });

  it('shows the page when logged in', async () => {
    await renderGuard({ isloggedIn: true, loading: false, user: buildUser() });
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.queryByText(messages.loginToAccess)).not.toBeInTheDocument();
  });
});
