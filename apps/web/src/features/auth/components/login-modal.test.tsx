import { messages } from '@acp/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser, jsonResponse } from '@/test/factories';
import { cachedUser, renderWithApp } from '@/test/render';
import { LoginModal } from './login-modal';

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);
afterEach(() => fetchMock.mockReset());

const openState = { modal: { isModalOpen: true, which: 'login' as const, next: null } };

function renderLogin() {
  return renderWithApp(<LoginModal />, { preloadedState: openState });
}

describe('LoginModal', () => {
  it('is a labelled modal dialog with the product texts', () => {
    renderLogin();
    const dialog = screen.getByRole('dialog', { name: 'Login to your account' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forget-password',
    );
    expect(screen.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    // Google stays hidden while the deployment has no client id.
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();
  });

  it('shows the validation messages and keeps Continue disabled until the form is valid', async () => {
    const user = userEvent.setup();
    renderLogin();
    const continueButton = screen.getByRole('button', { name: 'Continue' });
    expect(continueButton).toBeDisabled();

    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    expect(await screen.findByText(messages.emailInvalid)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), '123');
    expect(await screen.findByText(messages.loginPasswordMin)).toBeInTheDocument();
    expect(continueButton).toBeDisabled();

    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Password'), '456');
    await waitFor(() => expect(continueButton).toBeEnabled());
    expect(screen.queryByText(messages.emailInvalid)).not.toBeInTheDocument();
  });

  it('shows and hides the password', async () => {
    const user = userEvent.setup();
    renderLogin();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    const { store } = renderLogin();
    await user.keyboard('{Escape}');
    expect(store.getState().modal.isModalOpen).toBe(false);
  });

  it('closes on a backdrop click but not on a click inside the dialog', async () => {
    const user = userEvent.setup();
    const { store } = renderLogin();
    await user.click(screen.getByRole('heading', { name: 'Login to your account' }));
    expect(store.getState().modal.isModalOpen).toBe(true);
    await user.click(screen.getByTestId('modal-backdrop'));
    expect(store.getState().modal.isModalOpen).toBe(false);
  });

  it('switches to the signup modal', async () => {
    const user = userEvent.setup();
    const { store } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(store.getState().modal).toEqual({ isModalOpen: true, which: 'signup', next: null });
  });

  it('logs in: refetches the user, toasts "Login successful" and closes', async () => {
    const user = userEvent.setup();
    const signedIn = buildUser();
    fetchMock
      .mockResolvedValueOnce(
        jsonResponse({ success: true, message: 'Login successful', user: signedIn }),
      )
      .mockResolvedValueOnce(jsonResponse({ success: true, user: signedIn }));
    const { store } = renderLogin();
    await user.type(screen.getByLabelText('Email'), 'Asha@Example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText(messages.loginSuccessful)).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/v1/user/signin',
      '/api/v1/user/user',
    ]);
    expect(JSON.parse(fetchMock.mock.calls[0]?.[1]?.body as string)).toEqual({
      email: 'asha@example.com',
      password: 'secret-pass',
    });
    expect(store.getState().auth).toEqual({ isloggedIn: true });
    await waitFor(() => expect(cachedUser(store)).toEqual(signedIn));
    expect(store.getState().modal.isModalOpen).toBe(false);
    expect(localStorage.getItem('isloggedIn')).toBe('true');
  });

  it("shows the server's message when the login is refused", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(
      jsonResponse(
        { success: false, code: 'invalid_credentials', message: messages.invalidCredentials },
        401,
      ),
    );
    const { store } = renderLogin();
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-pass');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText(messages.invalidCredentials)).toBeInTheDocument();
    expect(store.getState().auth.isloggedIn).toBe(false);
  });
});
