import { messages } from '@acp/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser, jsonResponse } from '@/test/factories';
import { cachedUser, renderWithApp } from '@/test/render';
import { WaitingForParent } from './waiting-for-parent';

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);
afterEach(() => fetchMock.mockReset());

const waiting = buildUser({
  dateOfBirth: '2011-08-20',
  parentEmail: 'papa@example.com',
  parentalConsent: 'waiting',
  consentSentAt: '2026-11-25T05:00:00.000Z',
});

function renderWaiting(locale: 'en' | 'hi' = 'en') {
  return renderWithApp(<WaitingForParent user={waiting} asPage />, {
    path: '/user/day1',
    user: waiting,
    locale,
  });
}

describe('WaitingForParent', () => {
  it('reads in Hindi, with the time the link went and the parent’s email as written', () => {
    renderWaiting('hi');
    expect(
      screen.getByRole('heading', { level: 1, name: 'माता-पिता की अनुमति का इंतज़ार' }),
    ).toBeVisible();
    const body = screen.getByText(/हमने .* बजे/);
    // On the 24-hour clock: no "am" or "pm" on a Hindi page.
    expect(body).toHaveTextContent(/हमने \d{2}:\d{2} बजे papa@example\.com पर/);
    expect(screen.getByText('papa@example.com')).toHaveAttribute('translate', 'no');
    expect(screen.getByRole('button', { name: 'फिर से भेजें' })).toBeVisible();
  });

  it('says where the link went and sends it again', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ success: true, message: messages.consentSent, user: waiting }),
    );
    renderWaiting();
    expect(
      screen.getByRole('heading', { level: 1, name: "Waiting for your parent's OK" }),
    ).toBeVisible();
    expect(screen.getByText('papa@example.com')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Send again' }));
    expect(await screen.findByText(messages.consentSent)).toBeVisible();
    expect(fetchMock.mock.calls[0]?.[0] as string).toBe('/api/v1/user/consent/resend');
  });

  it("shows the server's reason when it is too soon to send again", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(
      jsonResponse(
        { success: false, code: 'rate_limited', message: messages.consentResendWait },
        429,
      ),
    );
    renderWaiting();
    await user.click(screen.getByRole('button', { name: 'Send again' }));
    expect(await screen.findByText(messages.consentResendWait)).toBeVisible();
  });

  it("takes a corrected parent's email, not the student's own", async () => {
    const user = userEvent.setup();
    const corrected = { ...waiting, parentEmail: 'maa@example.com' };
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ success: true, message: messages.consentSent, user: corrected }),
    );
    const { store } = renderWaiting();
    await user.click(screen.getByRole('button', { name: 'Change parent email' }));
    const field = screen.getByLabelText("Parent's or Guardian's Email");
    await user.type(field, waiting.email);
    await user.click(screen.getByRole('button', { name: 'Send to this email' }));
    expect(await screen.findByText(messages.parentEmailSame)).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(field);
    await user.type(field, 'maa@example.com');
    await user.click(screen.getByRole('button', { name: 'Send to this email' }));
    await waitFor(() => expect(cachedUser(store)?.parentEmail).toBe('maa@example.com'));
    expect(JSON.parse(fetchMock.mock.calls[0]?.[1]?.body as string)).toEqual({
      parentEmail: 'maa@example.com',
    });
  });
});
