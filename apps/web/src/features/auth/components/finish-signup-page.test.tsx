import { messages } from '@acp/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser, jsonResponse } from '@/test/factories';
import { renderWithApp } from '@/test/render';
import { FinishSignupPage } from './finish-signup-page';

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);
afterEach(() => {
  fetchMock.mockReset();
  localStorage.clear();
});

const TOKEN = 'Abc_def-123456789012345678901234567890123';

function renderPage() {
  return renderWithApp(<FinishSignupPage />, {
    path: '/signup/:token',
    initialPath: `/signup/${TOKEN}`,
    routes: [
      { path: '/user/journey', element: <h1>Journey hub</h1> },
      { path: '/user/day1', element: <h1>Step 1 page</h1> },
      { path: '/user/signup', element: <h1>Signup modal</h1> },
    ],
  });
}

describe('FinishSignupPage', () => {
  it('makes the account only when asked, then opens the journey hub signed in', async () => {
    const user = userEvent.setup();
    const created = buildUser();
    fetchMock
      .mockResolvedValueOnce(
        jsonResponse({ success: true, message: messages.signupSuccessful, user: created }, 201),
      )
      .mockImplementation(() => Promise.resolve(jsonResponse({ success: true, user: created })));
    const { store } = renderPage();
    // Opening the link sends nothing (a mail scanner may open it too).
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Finish signing up' }));
    expect(await screen.findByRole('heading', { name: 'Journey hub' })).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/user/signup/finish');
    expect(JSON.parse(fetchMock.mock.calls[0]?.[1]?.body as string)).toEqual({ token: TOKEN });
    expect(store.getState().auth).toEqual({ isloggedIn: true });
    expect(await screen.findByText(messages.signupSuccessful)).toBeInTheDocument();
  });

  it('goes on to the page asked for before the signup on this device', async () => {
    const user = userEvent.setup();
    localStorage.setItem('acp.signupNext', '/user/day1');
    const created = buildUser();
    fetchMock.mockImplementation(() =>
      Promise.resolve(jsonResponse({ success: true, user: created }, 201)),
    );
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Finish signing up' }));
    expect(await screen.findByRole('heading', { name: 'Step 1 page' })).toBeInTheDocument();
    expect(localStorage.getItem('acp.signupNext')).toBeNull();
  });

  it('says when the link is used or too old, with a way to sign up again', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(
      jsonResponse(
        { success: false, code: 'invalid_token', message: messages.signupLinkInvalid },
        400,
      ),
    );
    const { store } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Finish signing up' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(messages.signupLinkInvalid);
    expect(store.getState().auth).toEqual({ isloggedIn: false });
    await user.click(screen.getByRole('link', { name: 'Sign up again' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Signup modal' })).toBeInTheDocument(),
    );
  });
});
