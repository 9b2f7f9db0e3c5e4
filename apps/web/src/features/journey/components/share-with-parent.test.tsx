import { messages } from '@acp/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildUser, jsonResponse } from '@/test/factories';
import { renderWithApp } from '@/test/render';
import { ShareWithParent } from './share-with-parent';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const link = (lastOpenedAt: string | null, shareFeelings = false) => ({
  createdAt: '2026-11-25T04:30:00.000Z',
  lastOpenedAt,
  shareFeelings,
});
const URL_MADE = 'http://localhost:3000/parent/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';

/** Answers by path; a list answers in turn, its last one again and again. */
function answerBy(answers: Record<string, object[]>) {
  fetchMock.mockImplementation((input) => {
    const url = input instanceof Request ? input.url : input.toString();
    const key = Object.keys(answers).find((path) => url.endsWith(path)) ?? '';
    const list = answers[key] ?? [];
    const next = list.length > 1 ? list.shift() : list[0];
    return Promise.resolve(jsonResponse(next ?? { success: false }, next ? 200 : 500));
  });
}

const requests = () =>
  fetchMock.mock.calls.map(([input, init]) => ({
    url: input instanceof Request ? input.url : (input as string),
    body: init?.body as string | undefined,
  }));

describe('ShareWithParent', () => {
  it('reads in Hindi, its times on the 24-hour clock', async () => {
    answerBy({
      '/user/parent-view': [{ success: true, link: link('2026-11-25T09:15:00.000Z') }],
    });
    renderWithApp(<ShareWithParent />, { path: '/user/journey', user: buildUser(), locale: 'hi' });
    expect(await screen.findByText(/लिंक .* को बना।/)).toHaveTextContent(
      'लिंक 25 नव॰ 2026, 10:00 को बना। पिछली बार 25 नव॰ 2026, 14:45 को खोला गया।',
    );
    expect(screen.getByRole('heading', { name: 'माता-पिता को दिखाएँ' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'दिखाना बंद करें' })).toBeVisible();
  });

  it('makes a link to copy, with the Step 2 map only when ticked', async () => {
    const user = userEvent.setup();
    answerBy({ '/user/parent-view': [{ success: true, link: null }] });
    renderWithApp(<ShareWithParent />, { path: '/user/journey', user: buildUser() });
    await user.click(await screen.findByRole('checkbox', { name: /Also show my Step 2 map/ }));
    answerBy({
      '/user/parent-view': [
        { success: true, url: URL_MADE, link: link(null, true) },
        { success: true, link: link(null, true) },
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Share with my parent' }));
    expect(await screen.findByRole('textbox', { name: /Send this link/ })).toHaveValue(URL_MADE);
    expect(screen.getByText(/Not opened yet/)).toBeVisible();
    const made = requests().find((request) => request.body);
    expect(JSON.parse(made?.body ?? '{}')).toEqual({ shareFeelings: true });
  });

  it('says when the parent last opened it, and switches it off', async () => {
    const user = userEvent.setup();
    answerBy({
      '/user/parent-view': [{ success: true, link: link('2026-11-25T06:00:00.000Z') }],
      '/user/parent-view/revoke': [{ success: true, message: messages.parentViewStopped }],
    });
    renderWithApp(<ShareWithParent />, { path: '/user/journey', user: buildUser() });
    expect(await screen.findByText(/Last opened 25 Nov 2026/)).toBeVisible();
    answerBy({
      '/user/parent-view/revoke': [{ success: true, message: messages.parentViewStopped }],
      '/user/parent-view': [{ success: true, link: null }],
    });
    await user.click(screen.getByRole('button', { name: 'Stop sharing' }));
    expect(await screen.findByText(messages.parentViewStopped)).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Share with my parent' })).toBeVisible(),
    );
  });
});
