import { messages } from '@acp/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildUser, jsonResponse } from '@/test/factories';
import { mockViewportWidth } from '@/test/match-media';
import { renderWithApp } from '@/test/render';
import { ContactForm } from './contact-form';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const renderForm = (user = buildUser()) => renderWithApp(<ContactForm user={user} />);
const send = () => screen.getByRole('button', { name: 'Send Message' });

describe('ContactForm', () => {
  it("starts with the user's details and General Inquiry", () => {
    renderForm();
    expect(screen.getByLabelText('Full Name')).toHaveValue('Asha Verma');
    expect(screen.getByLabelText('Email Address')).toHaveValue('asha@example.com');
    expect(screen.getByLabelText('Phone Number')).toHaveValue('+91 98765 43210');
    expect(screen.getByRole('radio', { name: 'General Inquiry' })).toBeChecked();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'General Inquiry',
      'Issue with My Test',
      'Payment/Unlocking Issue',
      'Feedback or Suggestion',
    ]);
  });

  it('shows the validation messages under the fields and sends nothing', async () => {
    const user = userEvent.setup();
    renderForm(buildUser({ name: '', email: '', contact: null }));
    await user.type(screen.getByLabelText('Email Address'), 'not-an-email');
    await user.type(screen.getByLabelText('Phone Number'), '123');
    await user.type(screen.getByLabelText('Message'), 'hi');
    await user.click(send());
    expect(await screen.findByText(messages.contactNameRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Email Address')).toHaveAccessibleDescription(
      messages.emailInvalidForgot,
    );
    expect(screen.getByLabelText('Phone Number')).toHaveAccessibleDescription(
      messages.contactPhoneInvalid,
    );
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription(
      messages.contactMessageMin,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the message, shows the server's answer and clears the message", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ success: true, message: messages.contactSent }, 201),
    );
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('radio', { name: 'Issue with My Test' }));
    await user.type(screen.getByLabelText('Message'), 'My Step 2 will not unlock.');
    await user.click(send());

    expect(await screen.findByText(messages.contactSent)).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/contact');
    expect(JSON.parse(init?.body as string)).toEqual({
      fullName: 'Asha Verma',
      email: 'asha@example.com',
      phone: '+91 98765 43210',
      inquiryType: 'Issue with My Test',
      message: 'My Step 2 will not unlock.',
    });
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'General Inquiry' })).toBeChecked();
  });

  it("puts the server's field errors under the fields and shows its message", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        {
          success: false,
          code: 'validation_error',
          message: 'Please check the highlighted fields.',
          fields: { email: 'This address cannot receive mail' },
        },
        400,
      ),
    );
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Message'), 'Hello there, a question.');
    await user.click(send());
    expect(await screen.findByText('Please check the highlighted fields.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email Address')).toHaveAccessibleDescription(
      'This address cannot receive mail',
    );
    expect(screen.getByLabelText('Message')).toHaveValue('Hello there, a question.');
  });

  it('gives the message box 3 rows on wide screens and 2 on mobile', () => {
    mockViewportWidth(1280);
    const { unmount } = renderForm();
    expect(screen.getByLabelText('Message')).toHaveAttribute('rows', '3');
    unmount();
    mockViewportWidth(375);
    renderForm();
    expect(screen.getByLabelText('Message')).toHaveAttribute('rows', '2');
  });
});
