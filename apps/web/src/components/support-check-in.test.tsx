import { messages } from '@acp/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerByPath, buildUser } from '@/test/factories';
import { useCurrentUser } from '@/lib/api/user-api';
import { renderWithApp } from '@/test/render';
import { ResultNotices } from './result-notices';

/** The notices as a result page shows them, from the person as the app knows them. */
function Notices() {
  const { user } = useCurrentUser();
  return (
    <ResultNotices
      supportFlagged={user?.showSupportCard ?? false}
      checkIn={user?.supportCheckIn ?? false}
    />
  );
}

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const QUESTION = 'Some of what you wrote sounds heavy. How have you been feeling lately?';

/** The feelings sent to the check-in, in order. */
const sentFeelings = () =>
  fetchMock.mock.calls
    .filter(([input]) => typeof input === 'string' && input.endsWith('/user/check-in'))
    .map(([, init]) =>
      typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : null,
    );

function renderNotices(showSupportCard: boolean) {
  const user = buildUser({ supportCheckIn: true });
  fetchMock.mockImplementation(
    answerByPath({
      '/user/check-in': { success: true, message: messages.checkInThanks, showSupportCard },
      '/user/user': { success: true, user: { ...user, supportCheckIn: false, showSupportCard } },
    }),
  );
  return renderWithApp(<Notices />, { user });
}

describe('the check-in when words read heavy (decision 019)', () => {
  it('asks first, and thanks someone who has been okay without showing the helplines', async () => {
    renderNotices(false);
    expect(screen.getByRole('region', { name: QUESTION })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'I’ve been okay' }));
    expect(await screen.findByText(/Thank you for telling us\./)).toBeVisible();
    expect(screen.queryByRole('region', { name: QUESTION })).not.toBeInTheDocument();
    expect(sentFeelings()).toEqual([{ feeling: 'okay' }]);
    expect(screen.queryByText(/Tele-MANAS/)).not.toBeInTheDocument();
  });

  it('shows the support card to someone for whom it has been hard', async () => {
    renderNotices(true);
    await userEvent.click(screen.getByRole('button', { name: 'It’s been hard' }));
    expect(await screen.findByText(/Tele-MANAS/)).toBeVisible();
    expect(screen.queryByRole('region', { name: QUESTION })).not.toBeInTheDocument();
    expect(sentFeelings()).toEqual([{ feeling: 'struggling' }]);
  });
});
