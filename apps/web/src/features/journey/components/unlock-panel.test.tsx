import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/factories';
import { renderWithApp } from '@/test/render';
import { UnlockPanel } from './unlock-panel';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.useFakeTimers({ shouldAdvanceTime: true, now: Date.parse('2026-03-01T07:00:00.000Z') });
});
afterEach(() => {
  vi.useRealTimers();
  fetchMock.mockReset();
});

function progress(secondsLeft: number) {
  const serverTime = '2026-03-01T10:00:00.000Z';
  return {
    success: true,
    day1SubmittedAt: '2026-03-01T09:59:00.000Z',
    day2SubmittedAt: null,
    day3SubmittedAt: null,
    day2UnlocksAt: new Date(Date.parse(serverTime) + secondsLeft * 1000).toISOString(),
    day3UnlocksAt: null,
    unlockDelaySeconds: 60,
    serverTime,
  };
}

describe('UnlockPanel', () => {
  it("counts down from the server's remaining time each second, then offers to continue", async () => {
    fetchMock.mockResolvedValue(jsonResponse(progress(3)));
    renderWithApp(<UnlockPanel step="day2" />);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByText('Step 2 unlocks in:')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('00:00:03');

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('00:00:02');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    const next = screen.getByRole('link', { name: 'CONTINUE TO Step 2' });
    expect(next).toHaveAttribute('href', '/user/day2');
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('shows the button at once when the step is already open', async () => {
    fetchMock.mockResolvedValue(jsonResponse(progress(-30)));
    renderWithApp(<UnlockPanel step="day2" />);
    expect(await screen.findByRole('link', { name: 'CONTINUE TO Step 2' })).toBeInTheDocument();
  });

  it('shows no countdown when the progress call fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValue(
      jsonResponse({ success: false, code: 'internal', message: 'x' }, 500),
    );
    renderWithApp(<UnlockPanel step="day3" />);
    expect(await screen.findByRole('link', { name: 'CONTINUE TO Step 3' })).toBeInTheDocument();
    expect(screen.queryByText('Step 3 unlocks in:')).toBeNull();
  });
});
