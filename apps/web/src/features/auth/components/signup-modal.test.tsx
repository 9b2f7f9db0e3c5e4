import { messages } from '@acp/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/factories';
import { renderWithApp } from '@/test/render';
import { SignupModal } from './signup-modal';

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);
afterEach(() => fetchMock.mockReset());

function renderSignup() {
  return renderWithApp(<SignupModal />, {
    preloadedState: { modal: { isModalOpen: true, which: 'signup', next: null } },
  });
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('User Name'), 'Asha Verma');
  await user.type(screen.getByLabelText('Email Address'), 'asha@example.com');
  await user.type(screen.getByLabelText('Password'), 'Career-Path-2025');
  await user.type(screen.getByLabelText('Contact'), '+91 98765 43210');
  await user.type(screen.getByLabelText('Date of Birth'), '2000-04-15');
}

/** The date of birth of someone who turned `age` a month ago. */
function bornYearsAgo(age: number): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - age);
  date.setUTCMonth(date.getUTCMonth() - 1);
  return date.toISOString().slice(0, 10);
}

describe('SignupModal', () => {
  it('is a labelled dialog with the four fields and a Login switch', async () => {
    const user = userEvent.setup();
    const { store } = renderSignup();
    expect(screen.getByRole('dialog', { name: 'Sign up to AI Career Path' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(store.getState().modal).toEqual({ isModalOpen: true, which: 'login', next: null });
  });

  it('shows each rule as it is broken and keeps Continue disabled until valid', async () => {
    const user = userEvent.setup();
    renderSignup();
    const continueButton = screen.getByRole('button', { name: 'Continue' });
    expect(continueButton).toBeDisabled();

    await user.type(screen.getByLabelText('User Name'), 'As');
    expect(await screen.findByText(messages.nameMin)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email Address'), 'asha@');
    expect(await screen.findByText(messages.emailInvalid)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), 'short');
    expect(await screen.findByText(messages.passwordMin)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Contact'), '12345');
    expect(await screen.findByText(messages.contactMin)).toBeInTheDocument();
    expect(continueButton).toBeDisabled();

    for (const label of ['User Name', 'Email Address', 'Password', 'Contact', 'Date of Birth']) {
      await user.clear(screen.getByLabelText(label));
    }
    await fillValidForm(user);
    await waitFor(() => expect(continueButton).toBeEnabled());
  });

  it("asks for the date of birth, and a parent's email only of someone under 18", async () => {
    const user = userEvent.setup();
    renderSignup();
    const continueButton = screen.getByRole('button', { name: 'Continue' });
    await fillValidForm(user);
    await waitFor(() => expect(continueButton).toBeEnabled());
    expect(screen.queryByLabelText("Parent's or Guardian's Email")).toBeNull();

    await user.clear(screen.getByLabelText('Date of Birth'));
    expect(await screen.findByText(messages.dateOfBirthRequired)).toBeInTheDocument();
    expect(continueButton).toBeDisabled();
    await user.type(screen.getByLabelText('Date of Birth'), bornYearsAgo(15));
    expect(await screen.findByLabelText("Parent's or Guardian's Email")).toBeVisible();
    expect(continueButton).toBeDisabled();
    await user.type(screen.getByLabelText("Parent's or Guardian's Email"), 'asha@example.com');
    expect(await screen.findByText(messages.parentEmailSame)).toBeInTheDocument();
    await user.clear(screen.getByLabelText("Parent's or Guardian's Email"));
    await user.type(screen.getByLabelText("Parent's or Guardian's Email"), 'papa@example.com');
    await waitFor(() => expect(continueButton).toBeEnabled());
  });

  it('tells someone under 13 kindly that the service is not for them yet', async () => {
    const user = userEvent.setup();
    renderSignup();
    await fillValidForm(user);
    await user.clear(screen.getByLabelText('Date of Birth'));
    await user.type(screen.getByLabelText('Date of Birth'), bornYearsAgo(11));
    expect(await screen.findByText(messages.tooYoung)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    expect(screen.queryByLabelText("Parent's or Guardian's Email")).toBeNull();
  });

  it('sends the form and says to check the email, starting no session', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(() =>
      Promise.resolve(jsonResponse({ success: true, message: messages.signupCheckEmail }, 202)),
    );
    const { store } = renderSignup();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Check your email');
    expect(status).toHaveTextContent(messages.signupCheckEmail);
    expect(status).toHaveTextContent('Sent to asha@example.com');
    expect(JSON.parse(fetchMock.mock.calls[0]?.[1]?.body as string)).toMatchObject({
      dateOfBirth: '2000-04-15',
    });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/v1/user/signup']);
    expect(store.getState().auth).toEqual({ isloggedIn: false });
    expect(store.getState().modal.isModalOpen).toBe(true);

    // Another address: the form comes back as it was.
    await user.click(screen.getByRole('button', { name: 'Use another email' }));
    expect(screen.getByLabelText('Email Address')).toHaveValue('asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    expect(store.getState().modal.isModalOpen).toBe(false);
  });

  it("keeps the form and shows the server's message beside its field when signup is refused", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(
      jsonResponse(
        {
          success: false,
          code: 'validation_error',
          message: messages.passwordCommon,
          fields: { password: messages.passwordCommon },
        },
        400,
      ),
    );
    const { store } = renderSignup();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect((await screen.findAllByText(messages.passwordCommon)).length).toBeGreaterThan(0);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(messages.passwordCommon);
    expect(store.getState().modal.isModalOpen).toBe(true);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
