import { messages } from '@acp/shared';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProtectedRoute } from '@/app/protected-route';
import { buildUser, jsonResponse } from '@/test/factories';
import { renderWithApp } from '@/test/render';
import { DeleteAccountDialog } from './delete-account-dialog';

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);
afterEach(() => fetchMock.mockReset());

const onClose = vi.fn();

/** The dialog on a protected page, as on the profile, with the landing page beside it. */
function renderDialog({ hasPassword = true } = {}) {
  const user = buildUser({ hasPassword });
  localStorage.setItem('isloggedIn', 'true');
  const view = renderWithApp(<h1>Landing</h1>, {
    routes: [
      {
        path: '/user',
        element: <ProtectedRoute />,
        children: [
          {
            path: 'profile',
            element: <DeleteAccountDialog account={user} onClose={onClose} />,
          },
        ],
      },
    ],
    user,
  });
  act(() => void view.router.navigate('/user/profile'));
  return view;
}

const dialog = () => screen.getByRole('dialog', { name: 'Delete your account?' });
const confirmButton = () => screen.getByRole('button', { name: 'Delete permanently' });

function validationError(fields: Record<string, string>) {
  const message = Object.values(fields)[0] ?? '';
  return jsonResponse({ success: false, code: 'validation_error', message, fields }, 400);
}

function sentBody(): unknown {
  const init = fetchMock.mock.calls[0]?.[1];
  return JSON.parse(init?.body as string);
}

describe('DeleteAccountDialog', () => {
  it('explains what is deleted and that payments stay only anonymously', () => {
    renderDialog();
    expect(dialog()).toHaveAttribute('aria-modal', 'true');
    expect(dialog()).toHaveTextContent(/answers to all three steps/);
    expect(dialog()).toHaveTextContent(/cannot be undone/);
    expect(dialog()).toHaveTextContent(/anonymous accounting record/);
  });

  it('asks a password account for its email and password', () => {
    renderDialog();
    expect(screen.getByLabelText('Account email')).toBeInTheDocument();
    expect(screen.getByLabelText('Your password')).toBeInTheDocument();
  });

  it('asks a Google-only account for its email alone and sends no password', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ success: true, message: messages.accountDeleted }),
    );
    renderDialog({ hasPassword: false });
    expect(screen.queryByLabelText('Your password')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Account email'), 'asha@example.com');
    await user.click(confirmButton());
    await screen.findByRole('heading', { name: 'Landing' });
    expect(sentBody()).toEqual({ email: 'asha@example.com' });
  });

  it('refuses an email that is not the account’s without asking the server', async () => {
    const user = userEvent.setup();
    renderDialog();
    await user.type(screen.getByLabelText('Account email'), 'someone@example.com');
    await user.type(screen.getByLabelText('Your password'), 'Career-Path-2025');
    await user.click(confirmButton());
    expect(await screen.findByText(messages.deleteEmailMismatch)).toBeInTheDocument();
    expect(screen.getByLabelText('Account email')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for the password before sending', async () => {
    const user = userEvent.setup();
    renderDialog();
    await user.type(screen.getByLabelText('Account email'), 'ASHA@example.com ');
    await user.click(confirmButton());
    expect(await screen.findByText('Please enter your password to confirm.')).toBeInTheDocument();
    expect(screen.queryByText(messages.deleteEmailMismatch)).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server’s field error under its field and keeps everything', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(validationError({ password: messages.deletePasswordWrong }));
    const { store, router } = renderDialog();
    await user.type(screen.getByLabelText('Account email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Your password'), 'wrong-password');
    await user.click(confirmButton());
    expect(await screen.findByText(messages.deletePasswordWrong)).toBeInTheDocument();
    expect(screen.getByLabelText('Your password')).toHaveAttribute('aria-invalid', 'true');
    expect(dialog()).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user/profile');
    expect(store.getState().auth.isloggedIn).toBe(true);
    expect(sentBody()).toEqual({ email: 'asha@example.com', password: 'wrong-password' });
  });

  it('shows an error without fields as a toast and stays open', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(
      jsonResponse(
        { success: false, code: 'rate_limited', message: messages.tooManyRequests },
        429,
      ),
    );
    const { store } = renderDialog();
    await user.type(screen.getByLabelText('Account email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Your password'), 'Career-Path-2025');
    await user.click(confirmButton());
    expect(await screen.findByText(messages.tooManyRequests)).toBeInTheDocument();
    expect(dialog()).toBeInTheDocument();
    expect(store.getState().auth.isloggedIn).toBe(true);
  });

  it('on success logs out locally, goes home and shows the server’s message', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ success: true, message: messages.accountDeleted }),
    );
    const { store, router } = renderDialog();
    await user.type(screen.getByLabelText('Account email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Your password'), 'Career-Path-2025');
    await user.click(confirmButton());
    expect(await screen.findByText(messages.accountDeleted)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Landing' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    await waitFor(() => expect(store.getState().auth).toEqual({ isloggedIn: false }));
    expect(localStorage.getItem('isloggedIn')).toBe('false');
    // Home came first: the guard of the page being left never warned.
    expect(screen.queryByText(messages.loginToAccess)).not.toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/user/delete');
  });
});
