import { messages } from '@acp/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser } from '@/test/factories';
import { renderWithApp } from '@/test/render';
import { ProtectedRoute } from './protected-route';

const routes = [
  { path: '/', element: <h1>Landing</h1> },
  { path: '/user/signin', element: <h1>Login modal</h1> },
  {
    path: '/user',
    element: <ProtectedRoute />,
    children: [{ path: 'profile', element: <h1>Profile</h1> }],
  },
];

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);
afterEach(() => fetchMock.mockReset());

/** Logged out (`undefined`), logged in with the user still loading (`null`), or logged in. */
function renderGuard(user: ReturnType<typeof buildUser> | null | undefined) {
  return renderWithApp(<h1>unused</h1>, {
    path: '/unused',
    routes,
    ...(user === undefined ? { preloadedState: { auth: { isloggedIn: false } } } : { user }),
  }).router.navigate('/user/profile');
}

describe('ProtectedRoute', () => {
  it('warns and opens the login, keeping the page asked for, when not logged in', async () => {
    const { router } = renderWithApp(<h1>unused</h1>, {
      path: '/unused',
      routes,
      preloadedState: { auth: { isloggedIn: false } },
    });
    await router.navigate('/user/profile?tab=data');
    expect(await screen.findByRole('heading', { name: 'Login modal' })).toBeInTheDocument();
    expect(await screen.findByText(messages.loginToAccess)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Profile' })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe(
      `?next=${encodeURIComponent('/user/profile?tab=data')}`,
    );
  });

  it('shows a spinner while the session is being checked', async () => {
    fetchMock.mockReturnValue(new Promise<Response>(() => undefined));
    await renderGuard(null);
    expect(await screen.findByRole('status')).toHaveTextContent('Checking your session');
    expect(screen.queryByRole('heading', { name: 'Profile' })).not.toBeInTheDocument();
  });

  it('shows the page when logged in', async () => {
    await renderGuard(buildUser());
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.queryByText(messages.loginToAccess)).not.toBeInTheDocument();
  });
});
