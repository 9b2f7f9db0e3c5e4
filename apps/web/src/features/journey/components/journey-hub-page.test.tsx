import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser, jsonResponse } from '@/test/factories';
import { renderWithApp } from '@/test/render';
import { JourneyHubPage } from './journey-hub-page';

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);
afterEach(() => fetchMock.mockReset());

const answered = [{ question: 'Q', answer: 'A' }];

function progressAnswer(day2UnlocksInMs: number | null) {
  const now = new Date('2026-11-24T10:00:00Z');
  return jsonResponse({
    success: true,
    day1SubmittedAt: day2UnlocksInMs === null ? null : now.toISOString(),
    day2SubmittedAt: null,
    day3SubmittedAt: null,
    day2UnlocksAt:
      day2UnlocksInMs === null ? null : new Date(now.getTime() + day2UnlocksInMs).toISOString(),
    day3UnlocksAt: null,
    unlockDelaySeconds: 86_400,
    serverTime: now.toISOString(),
  });
}

describe('JourneyHubPage', () => {
  it('gives a new person one thing to do: Step 1', async () => {
    fetchMock.mockResolvedValue(progressAnswer(null));
    renderWithApp(<JourneyHubPage />, { path: '/user/journey', user: buildUser() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hi Asha, here is where you are' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Start Step 1' })).toHaveAttribute(
      'href',
      '/user/day1',
    );
    const steps = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringContaining('Open now'),
      expect.stringContaining('Not yet: after Step 1'),
      expect.stringContaining('Not yet: after Step 2'),
    ]);
  });

  it('asks an account with no date of birth (a first Google sign-in) for it first', async () => {
    fetchMock.mockResolvedValue(progressAnswer(null));
    renderWithApp(<JourneyHubPage />, {
      path: '/user/journey',
      user: buildUser({ dateOfBirth: null }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Before you start' }),
    ).toBeVisible();
    expect(screen.getByLabelText('Date of Birth')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Start Step 1' })).toBeNull();
  });

  it("waits for a parent's OK before Step 1 opens for someone under 18", async () => {
    fetchMock.mockResolvedValue(progressAnswer(null));
    renderWithApp(<JourneyHubPage />, {
      path: '/user/journey',
      user: buildUser({
        dateOfBirth: '2011-08-20',
        parentEmail: 'papa@example.com',
        parentalConsent: 'waiting',
        consentSentAt: '2026-11-24T10:00:00Z',
      }),
    });
    expect(
      await screen.findByRole('heading', { level: 2, name: "Waiting for your parent's OK" }),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Start Step 1' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Answer Step 1' })).toBeNull();
    const steps = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(steps[0]).toHaveTextContent("Not yet: after your parent's OK");
  });

  it('counts down to Step 2 and links the Step 1 result', async () => {
    fetchMock.mockResolvedValue(progressAnswer(2 * 3600_000));
    renderWithApp(<JourneyHubPage />, {
      path: '/user/journey',
      user: buildUser({ quesAns: { day1: answered, day2: [], day3: [] } }),
    });
    expect(await screen.findByRole('timer')).toHaveAccessibleName(/^Step 2 opens in 0[12]:/);
    expect(screen.getByRole('link', { name: 'Your inner strengths' })).toHaveAttribute(
      'href',
      '/user/day1home',
    );
    expect(screen.queryByRole('link', { name: 'Take Step 2' })).toBeNull();
  });
});
