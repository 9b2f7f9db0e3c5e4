import { messages } from '@acp/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/factories';
import { renderWithApp } from '@/test/render';
import { WithdrawConsentPage } from './withdraw-consent-page';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const TOKEN = 'abcdefghijklmnopqrstuvwxyz';
const info = (withdrawnAt: string | null) => ({
  success: true,
  childName: 'Asha Verma',
  givenAt: '2026-11-20T05:00:00.000Z',
  withdrawnAt,
});

function renderPage(locale: 'en' | 'hi' = 'en') {
  return renderWithApp(<WithdrawConsentPage />, {
    path: '/consent/withdraw/:token',
    initialPath: `/consent/withdraw/${TOKEN}`,
    locale,
  });
}

describe('WithdrawConsentPage', () => {
  it('says what is erased, then withdraws on request', async () => {
    const user = userEvent.setup();
    fetchMock
      .mockResolvedValueOnce(jsonResponse(info(null)))
      .mockResolvedValueOnce(jsonResponse({ success: true, message: messages.consentWithdrawn }))
      .mockResolvedValue(jsonResponse(info('2026-11-25T05:00:00.000Z')));
    renderPage();
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Withdraw your consent for Asha Verma',
      }),
    ).toBeVisible();
    expect(screen.getByText('You gave it on 20 November 2026.')).toBeVisible();
    expect(screen.getByText(/erased at once/)).toBeVisible();
    // The English page also says it in Hindi, for a parent who reads Hindi first.
    expect(screen.getByText(/तुरंत मिटा दिए जाएँगे/)).toHaveAttribute('lang', 'hi');
    await user.click(screen.getByRole('button', { name: 'Withdraw consent and erase' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your consent is withdrawn' }),
    ).toBeVisible();
    expect(fetchMock.mock.calls[1]?.[0] as string).toBe(`/api/v1/consent/withdraw/${TOKEN}`);
    expect(fetchMock.mock.calls[1]?.[1]?.method).toBe('POST');
  });

  it('says so when consent was already withdrawn', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(info('2026-11-22T05:00:00.000Z')));
    renderPage();
    const status = await screen.findByText(/You withdrew your consent for/);
    expect(status).toHaveTextContent(
      'You withdrew your consent for Asha Verma on 22 November 2026.',
    );
    expect(status).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: 'Withdraw consent and erase' })).toBeNull();
  });

  it("reads in Hindi, dates too, and words the server's answer in Hindi", async () => {
    const user = userEvent.setup();
    fetchMock
      .mockResolvedValueOnce(jsonResponse(info(null)))
      .mockResolvedValueOnce(jsonResponse({ success: true, message: messages.consentWithdrawn }))
      .mockResolvedValue(jsonResponse(info('2026-11-25T05:00:00.000Z')));
    renderPage('hi');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Asha Verma के लिए दी गई अपनी अनुमति वापस लीजिए',
      }),
    ).toBeVisible();
    expect(screen.getByText('आपने यह अनुमति 20 नवंबर 2026 को दी थी।')).toBeVisible();
    expect(screen.getAllByText(/तुरंत मिटा दिए जाएँगे/)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'अनुमति वापस लीजिए और सब मिटाइए' }));
    expect(
      await screen.findByText(
        'आपकी अनुमति वापस ले ली गई है, और आपके बच्चे के जवाब और नतीजे मिटा दिए गए हैं।',
      ),
    ).toHaveAttribute('role', 'status');
  });
});
