import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '@/app/store';
import { buildUser, jsonResponse } from '@/test/factories';
import { fetchCurrentUser, signout } from './auth-thunks';

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);
afterEach(() => fetchMock.mockReset());

function loggedInStore() {
  localStorage.setItem('isloggedIn', 'true');
  return createAppStore();
}

describe('auth state', () => {
  it('starts from the persisted flag', () => {
    expect(createAppStore().getState().auth.isloggedIn).toBe(false);
    expect(loggedInStore().getState().auth.isloggedIn).toBe(true);
  });

  it('stores the current user and keeps the flag when the session is valid', async () => {
    const store = loggedInStore();
    const user = buildUser();
    fetchMock.mockResolvedValueOnce(jsonResponse({ success: true, user }));
    await store.dispatch(fetchCurrentUser());
    expect(store.getState().auth).toMatchObject({ isloggedIn: true, user, loading: false });
  });

  it('clears the flag when the server says there is no session', async () => {
    const store = loggedInStore();
    fetchMock.mockResolvedValueOnce(
      jsonResponse(
        { success: false, code: 'unauthorized', message: 'Please login to continue' },
        401,
      ),
    );
    await store.dispatch(fetchCurrentUser());
    expect(store.getState().auth).toMatchObject({
      isloggedIn: false,
      user: null,
      error: 'Please login to continue',
    });
    expect(localStorage.getItem('isloggedIn')).toBe('false');
  });

  it('keeps the flag through a network failure', async () => {
    const store = loggedInStore();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await store.dispatch(fetchCurrentUser());
    expect(store.getState().auth.isloggedIn).toBe(true);
    expect(localStorage.getItem('isloggedIn')).toBe('true');
  });

  it('forgets the user on logout', async () => {
    const store = loggedInStore();
    fetchMock
      .mockResolvedValueOnce(jsonResponse({ success: true, user: buildUser() }))
      .mockResolvedValueOnce(jsonResponse({ success: true, message: 'Logout successful' }));
    await store.dispatch(fetchCurrentUser());
    await store.dispatch(signout());
    expect(store.getState().auth).toMatchObject({ isloggedIn: false, user: null });
    expect(localStorage.getItem('isloggedIn')).toBe('false');
  });
});
