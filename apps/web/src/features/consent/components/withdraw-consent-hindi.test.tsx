import { screen } from '@testing-library/react';
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

describe('WithdrawConsentPage in Hindi', () => {
  it('says what withdrawing does in Hindi, the date as Hindi writes it, once', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({
        success: true,
        childName: 'आशा',
        givenAt: '2026-11-20T05:00:00.000Z',
        withdrawnAt: null,
      }),
    );
    renderWithApp(<WithdrawConsentPage />, {
      path: '/consent/withdraw/:token',
      initialPath: `/consent/withdraw/${TOKEN}`,
      locale: 'hi',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'आशा के लिए अपनी अनुमति वापस लें' }),
    ).toBeVisible();
    expect(screen.getByText('आपने यह 20 नवंबर 2026 को दी थी।')).toBeInTheDocument();
    expect(screen.getAllByText(/तुरंत मिटा दिए जाएँगे/)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'अनुमति वापस लें और सब मिटाएँ' })).toBeEnabled();
  });
});
