import { messages } from '@acp/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser, jsonResponse } from '@/test/factories';
import { cachedUser, renderWithApp } from '@/test/render';
import { AgeStep } from './age-step';

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);
afterEach(() => fetchMock.mockReset());

function bornYearsAgo(age: number): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - age);
  date.setUTCMonth(date.getUTCMonth() - 1);
  return date.toISOString().slice(0, 10);
}

const withoutAge = buildUser({ dateOfBirth: null, email: 'asha@example.com' });

function renderAgeStep(locale: 'en' | 'hi' = 'en') {
  return renderWithApp(<AgeStep email={withoutAge.email} />, {
    path: '/user/day1',
    user: withoutAge,
    locale,
  });
}

describe('AgeStep', () => {
  it('asks in Hindi, the parent’s email too for someone under 18', async () => {
    const user = userEvent.setup();
    renderAgeStep('hi');
    expect(screen.getByRole('heading', { level: 1, name: 'शुरू करने से पहले' })).toBeVisible();
    await user.type(screen.getByLabelText('जन्म तारीख़'), bornYearsAgo(15));
    expect(
      screen.getByText('आपकी उम्र 18 से कम है, इसलिए हम माता-पिता या अभिभावक का ईमेल भी माँगते हैं।'),
    ).toBeVisible();
    expect(screen.getByLabelText('माता-पिता या अभिभावक का ईमेल')).toBeVisible();
    expect(screen.getByRole('button', { name: 'आगे बढ़ें' })).toBeDisabled();
  });

  it("saves an adult's date of birth and updates the signed-in user", async () => {
    const user = userEvent.setup();
    const saved = { ...withoutAge, dateOfBirth: '2000-04-15' };
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ success: true, message: messages.ageSaved, user: saved }),
    );
    const { store } = renderAgeStep();
    expect(screen.getByRole('heading', { level: 1, name: 'Before you start' })).toBeVisible();
    await user.type(screen.getByLabelText('Date of Birth'), '2000-04-15');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(cachedUser(store)?.dateOfBirth).toBe('2000-04-15'));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/user/age');
    expect(JSON.parse(init?.body as string)).toEqual({ dateOfBirth: '2000-04-15' });
  });

  it("needs a parent's own email under 18", async () => {
    const user = userEvent.setup();
    renderAgeStep();
    await user.type(screen.getByLabelText('Date of Birth'), bornYearsAgo(16));
    expect(await screen.findByLabelText("Parent's or Guardian's Email")).toBeVisible();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await user.type(screen.getByLabelText("Parent's or Guardian's Email"), 'ASHA@example.com');
    expect(await screen.findByText(messages.parentEmailSame)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's refusal beside the field it names", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(
      jsonResponse(
        {
          success: false,
          code: 'validation_error',
          message: messages.tooYoung,
          fields: { dateOfBirth: messages.tooYoung },
        },
        400,
      ),
    );
    renderAgeStep();
    await user.type(screen.getByLabelText('Date of Birth'), '2000-04-15');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(messages.tooYoung)).toBeInTheDocument();
  });
});
