import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser } from '@/test/factories';
import { renderWithApp } from '@/test/render';
import { Day3Page } from './step-pages';

function renderDay3(user = buildUser()) {
  renderWithApp(<Day3Page />, {
    path: '/user/day3',
    user,
  });
}

describe('Day3Page', () => {
  it('asks where the person is now before the Step 3 questions while it is not known', () => {
    renderDay3();
    expect(
      screen.getByRole('heading', { level: 1, name: 'DISCOVER YOUR ALIGNED CAREER PATH' }),
    ).toBeVisible();
    expect(screen.getByText('Step 03')).toBeVisible();
    const heading = screen.getByRole('heading', { name: 'Before Step 3: where are you now?' });
    const firstQuestion = screen.getByText(/^Question 1 of /);
    expect(heading.compareDocumentPosition(firstQuestion)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(screen.getByRole('button', { name: 'Save' })).toBeVisible();
  });

  it('shows a known stage in one line instead of the question', () => {
    const known = buildUser({ educationStage: { stage: 'class-8-10' } });
    renderDay3(known);
    expect(screen.queryByRole('heading', { name: /where are you now/ })).toBeNull();
    expect(screen.getByText(/Your roadmap will start from:/)).toBeVisible();
  });

  it('does not ask once Step 3 is answered', () => {
    const base = buildUser();
    const answered = buildUser({
      quesAns: { ...base.quesAns, day3: [{ question: 'Any', answer: 'Any' }] },
    });
    renderDay3(answered);
    expect(screen.queryByRole('heading', { name: /where are you now/ })).toBeNull();
    expect(screen.queryByText(/Your roadmap will start from:/)).toBeNull();
  });
});
