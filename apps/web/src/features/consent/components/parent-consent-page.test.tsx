import { CONSENT_VERSION, messages } from '@acp/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazy, Suspense } from 'react';
import { withSection } from '@/lib/i18n/section-messages';
import { jsonResponse } from '@/test/factories';
import { renderWithApp } from '@/test/render';
import { ParentConsentPage } from './parent-consent-page';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const TOKEN = 'abcdefghijklmnopqrstuvwxyz';
const info = {
  success: true,
  childName: 'Asha Verma',
  parentEmail: 'papa@example.com',
  version: CONSENT_VERSION,
};

const Page = lazy(() => withSection('consent', Promise.resolve(ParentConsentPage)));

function renderPage() {
  // Wrapped as the router wraps it, so the page's own words follow a change of language.
  return renderWithApp(
    <Suspense>
      <Page />
    </Suspense>,
    {
      path: '/consent/:token',
      initialPath: `/consent/${TOKEN}`,
    },
  );
}

describe('ParentConsentPage', () => {
  it('tells the parent what they agree to, in English or Hindi, and records their consent', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(jsonResponse(info)).mockResolvedValueOnce(
      jsonResponse({
        success: true,
        message: messages.consentGiven,
        parentViewUrl: `http://localhost:3000/parent/${TOKEN}`,
      }),
    );
    renderPage();
    expect(
      // The section's catalogue loads first, as it does with the page's chunk.
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Asha Verma asks for your OK' },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    for (const heading of [
      'What we collect',
      'Why',
      'Who sees it',
      'How long we keep it',
      'How to withdraw',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name: heading })).toBeVisible();
    }
    await user.click(screen.getByRole('button', { name: 'हिन्दी' }));
    // The page's switch is the app's language, whose catalogue loads first.
    expect(
      await screen.findByRole('heading', { level: 2, name: 'आप किस बात की अनुमति दे रहे हैं' }),
    ).toBeVisible();
    expect(
      screen.getByRole('heading', { level: 3, name: 'हम क्या लेते हैं' }).closest('[lang]'),
    ).toHaveAttribute('lang', 'hi');
    // The page's own words change with it, not only the consent text.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Asha Verma आपकी मंज़ूरी माँग रहे हैं' }),
    ).toBeVisible();
    expect(screen.getByText(/दर्ज होती है/)).toHaveTextContent('papa@example.com');

    const give = screen.getByRole('button', { name: 'मैं अनुमति देता/देती हूँ' });
    expect(give).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'मेरी उम्र 18 साल या उससे ज़्यादा है।' }));
    expect(give).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /माता-पिता या कानूनी अभिभावक/ }));
    await user.click(give);

    expect(
      await screen.findByText('धन्यवाद। आपकी अनुमति दर्ज हो गई है, और आपका बच्चा अब शुरू कर सकता है।'),
    ).toHaveAttribute('role', 'status');
    expect(screen.getByRole('link', { name: 'अपने बच्चे का पेज खोलिए' })).toHaveAttribute(
      'href',
      `/parent/${TOKEN}`,
    );
    const [url, init] = fetchMock.mock.calls[1] ?? [];
    expect(url as string).toBe(`/api/v1/consent/${TOKEN}`);
    expect(JSON.parse(init?.body as string)).toEqual({
      isAdult: true,
      isGuardian: true,
      version: CONSENT_VERSION,
    });
  });

  it('says clearly when the link was used or is too old', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(
        { success: false, code: 'invalid_token', message: messages.consentLinkInvalid },
        410,
      ),
    );
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link does not work any more' }),
    ).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(messages.consentLinkInvalid);
  });
});
