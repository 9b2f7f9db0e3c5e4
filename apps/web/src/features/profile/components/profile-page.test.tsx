import { messages, type PublicUser } from '@acp/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildUser } from '@/test/factories';
import { renderWithApp } from '@/test/render';
import { ProfilePage } from './profile-page';

function renderProfile(user: PublicUser | null) {
  return renderWithApp(<ProfilePage />, {
    path: '/user/profile',
    user,
  });
}

const stepSection = (step: RegExp) => screen.getByRole('region', { name: step });

describe('ProfilePage', () => {
  it('falls back when details are missing', () => {
    renderProfile(buildUser({ name: '', contact: null }));
    expect(screen.getByText('User Name')).toBeInTheDocument();
    expect(screen.getByText('asha@example.com')).toBeInTheDocument();
    expect(screen.getByText('Not provided')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'No profile picture' })).toBeInTheDocument();
    expect(screen.getByText(messages.pdfMissing)).toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: 'Download Your Career PDF' }),
    ).not.toBeInTheDocument();
  });

  it('shows "Not provided" for both when there is no user at all', () => {
    renderProfile(null);
    expect(screen.getAllByText('Not provided')).toHaveLength(2);
    expect(screen.getAllByText('Not answered')).toHaveLength(3);
  });

  it("lists each day's answers, or says a day is not answered or not a list", () => {
    const user = buildUser({
      quesAns: {
        day1: [{ question: 'What do you enjoy?', answer: 'Building things' }],
        day2: [],
        day3: 'corrupted' as unknown as PublicUser['quesAns']['day3'],
      },
    });
    renderProfile(user);
    const step1 = stepSection(/Step 1/);
    expect(within(step1).getByText(/What do you enjoy\?/)).toBeInTheDocument();
    expect(within(step1).getByText('Building things')).toBeInTheDocument();
    expect(within(stepSection(/Step 2/)).getByText('Not answered')).toBeInTheDocument();
    expect(within(stepSection(/Step 3/)).getByText('Invalid data format')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');
  });

  it('shows the picture, the name and a download link when a PDF exists', () => {
    renderProfile(
      buildUser({
        avatar: { url: 'https://example.com/me.png' },
        carrerPdfUrl: '/api/v1/user/career-pdf',
      }),
    );
    expect(screen.getByText('Asha Verma')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Your profile picture' })).toHaveAttribute(
      'src',
      'https://example.com/me.png',
    );
    const link = screen.getByRole('link', { name: 'Download Your Career PDF' });
    expect(link).toHaveAttribute('href', '/api/v1/user/career-pdf');
    expect(link).toHaveAttribute('download');
    expect(screen.queryByText(messages.pdfMissing)).not.toBeInTheDocument();
  });

  it('shows the support card with its helplines only when the flag is set', () => {
    renderProfile(buildUser({ showSupportCard: true }));
    const card = screen.getByRole('region', { name: /alone/ });
    expect(within(card).getByRole('link', { name: 'Call 14416' })).toHaveAttribute(
      'href',
      'tel:14416',
    );
  });

  it('shows no support card when the flag is not set', () => {
    renderProfile(buildUser({ showSupportCard: false }));
    expect(screen.queryByRole('region', { name: /alone/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Call / })).not.toBeInTheDocument();
  });

  it('offers the data download and the account deletion behind a confirmation', async () => {
    const user = userEvent.setup();
    renderProfile(buildUser());
    const data = screen.getByRole('region', { name: 'Your data' });
    const download = within(data).getByRole('link', { name: 'Download my data' });
    expect(download).toHaveAttribute('href', '/api/v1/user/export');
    expect(download).toHaveAttribute('download');

    await user.click(within(data).getByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
