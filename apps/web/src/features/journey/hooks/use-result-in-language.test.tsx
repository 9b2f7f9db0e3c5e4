import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildUser } from '@/test/factories';
import { renderWithApp } from '@/test/render';
import { useLocale } from '@/lib/i18n/locale-provider';
import { useCurrentUser } from '@/lib/api/user-api';
import { useResultInLanguage } from './use-result-in-language';

vi.stubGlobal(
  'fetch',
  vi.fn(() => new Promise<Response>(() => undefined)),
);

function Page({ request }: { request: () => Promise<unknown> }) {
  const { user } = useCurrentUser();
  const { locale, setLocale } = useLocale();
  useResultInLanguage('day1', user, request);
  return (
    <button type="button" onClick={() => void setLocale(locale === 'en' ? 'hi' : 'en')}>
      switch from {locale}
    </button>
  );
}

describe('useResultInLanguage', () => {
  it('asks once per language for a result shown in the other language', async () => {
    const request = vi.fn(() => Promise.resolve());
    renderWithApp(<Page request={request} />, {
      user: buildUser({ resultsInOtherLanguage: ['day1'] }),
    });
    await waitFor(() => expect(request).toHaveBeenCalledTimes(1));
    // Later renders in the same language ask nothing more.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(request).toHaveBeenCalledTimes(1);
    await userEvent.click(await screen.findByRole('button', { name: 'switch from en' }));
    await screen.findByRole('button', { name: 'switch from hi' });
    await waitFor(() => expect(request).toHaveBeenCalledTimes(2));
  });

  it('asks for nothing when the results are in the page’s language', async () => {
    const request = vi.fn(() => Promise.resolve());
    renderWithApp(<Page request={request} />, {
      user: buildUser({ resultsInOtherLanguage: ['day2', 'career'] }),
    });
    await screen.findByRole('button');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(request).not.toHaveBeenCalled();
  });
});
