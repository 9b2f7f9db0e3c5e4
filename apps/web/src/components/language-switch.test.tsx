import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Navbar } from '@/app/layout/navbar';
import { UserMenu } from '@/app/layout/user-menu';
import { buildUser, jsonResponse } from '@/test/factories';
import { renderWithApp } from '@/test/render';

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);
afterEach(() => {
  fetchMock.mockReset();
  document.documentElement.lang = 'en';
});

describe('the language switch', () => {
  it('shows the navbar in Hindi and back, keeping the choice and <html lang>', async () => {
    const user = userEvent.setup();
    renderWithApp(<Navbar />);
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'हिन्दी' }));
    expect(await screen.findByRole('button', { name: 'साइन अप' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'लॉग इन' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('lang', 'en');
    expect(document.documentElement.lang).toBe('hi');
    expect(localStorage.getItem('acp.locale')).toBe('hi');

    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('button', { name: 'Sign Up' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('acp.locale')).toBe('en');
  });

  it("opens a device with no choice of its own in the account's language", async () => {
    const user = userEvent.setup();
    renderWithApp(<UserMenu />, { user: buildUser({ locale: 'hi' }) });
    await waitFor(() => expect(document.documentElement.lang).toBe('hi'));
    await user.click(screen.getByRole('button', { name: /Asha/ }));
    expect(await screen.findByRole('menuitem', { name: 'प्रोफ़ाइल' })).toBeInTheDocument();
    // Nothing was chosen here, so nothing is sent.
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('saves a choice made on this device to the account', async () => {
    localStorage.setItem('acp.locale', 'hi');
    fetchMock.mockImplementation(() =>
      Promise.resolve(jsonResponse({ success: true, message: 'Language saved' })),
    );
    renderWithApp(<UserMenu />, { user: buildUser({ locale: 'en' }) });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/user/locale');
    expect(JSON.parse(init?.body as string)).toEqual({ locale: 'hi' });
  });
});
