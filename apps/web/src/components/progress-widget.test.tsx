import { render, screen, within } from '@testing-library/react';
import { InEnglish } from '@/test/render';
import { describe, expect, it } from 'vitest';
import { ProgressWidget } from './progress-widget';

const days = (doneCount: number) =>
  [1, 2, 3].map((number, index) => ({ number, done: index < doneCount }));

describe('ProgressWidget', () => {
  it.each([
    { doneCount: 0, percent: 0 },
    { doneCount: 1, percent: 33 },
    { doneCount: 2, percent: 66 },
    { doneCount: 3, percent: 100 },
  ])(
    'shows $doneCount of 3 days done as $percent percent (rounded down)',
    ({ doneCount, percent }) => {
      render(<ProgressWidget steps={days(doneCount)} />, { wrapper: InEnglish });
      expect(screen.getByText(`Progress: ${percent}%`)).toBeInTheDocument();
      const bar = screen.getByRole('progressbar', { name: `Progress: ${percent}%` });
      expect(bar).toHaveAttribute('aria-valuenow', String(percent));
      expect(bar).toHaveClass('w-56'); // 14rem
    },
  );

  it('marks each step done or "not yet" in words, never as a failure', () => {
    render(<ProgressWidget steps={days(1)} />, { wrapper: InEnglish });
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Step 1 done',
      'Step 2 · not yet',
      'Step 3 · not yet',
    ]);
  });
});
