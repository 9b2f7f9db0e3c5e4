import { messages } from '@acp/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser, jsonResponse } from '@/test/factories';
import { renderWithApp } from '@/test/render';
import { RemindersSection } from './reminders-section';
import { UnsubscribePage } from './unsubscribe-page';

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);
afterEach(() => fetchMock.mockReset());

const TOKEN = '279e7b12-2b41-4d61-9a03-8a0800482565';
const calls = () => fetchMock.mock.calls.map(([url, init]) => `${init?.method} ${url as string}`);

describe('UnsubscribePage', () => {
  it('stops the reminders with one click, and not on a mere visit', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ success: true, message: messages.remindersOff }));
    renderWithApp(<UnsubscribePage />, { path: '/unsubscribe', search: `?token=${TOKEN}` });
    const stop = await screen.findByRole('button', { name: 'Stop reminder emails' });
    expect(calls()).toEqual([]);
    await userEvent.click(stop);
    expect(await screen.findByRole('status')).toHaveTextContent(messages.remindersOff);
    expect(calls()).toEqual([`POST /api/v1/email/unsubscribe?token=${TOKEN}`]);
  });

  it('says so when the link is no one’s', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        { success: false, code: 'not_found', message: messages.unsubscribeInvalid },
        404,
      ),
    );
    renderWithApp(<UnsubscribePage />, { path: '/unsubscribe', search: '?token=old' });
    await userEvent.click(await screen.findByRole('button', { name: 'Stop reminder emails' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.unsubscribeInvalid);
  });

  it('words the failure in the language shown, as the toasts do', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        { success: false, code: 'not_found', message: messages.unsubscribeInvalid },
        404,
      ),
    );
    renderWithApp(<UnsubscribePage />, {
      path: '/unsubscribe',
      search: '?token=old',
      locale: 'hi',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'याद दिलाने वाले ईमेल बंद करें' }));
    // The wording of server answers arrives after the first paint; the box words it then.
    expect(
      await screen.findByText('यह लिंक सही नहीं है। आप अपनी प्रोफ़ाइल से याद दिलाने वाले ईमेल बंद कर सकते हैं।'),
    ).toHaveAttribute('role', 'alert');
  });
});

describe('RemindersSection', () => {
  it('turns the reminders off from the profile', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ success: true, message: messages.remindersOff }));
    renderWithApp(<RemindersSection remindersOn />, { path: '/user/profile', user: buildUser() });
    const box = screen.getByRole('checkbox', { name: /Email me when my next step is ready/ });
    expect(box).toBeChecked();
    await userEvent.click(box);
    expect(await screen.findByText(messages.remindersOff)).toBeVisible();
    const sent = fetchMock.mock.calls.find(([url]) => url === '/api/v1/user/reminders');
    expect(JSON.parse(sent?.[1]?.body as string)).toEqual({ on: false });
  });
});
