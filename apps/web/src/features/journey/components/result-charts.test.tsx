import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  answerByPath,
  buildDay1Result,
  buildDay2Result,
  buildOpenProgress,
  buildUser,
} from '@/test/factories';
import { renderWithApp } from '@/test/render';
import { Day1ResultPage } from './day1-result-page';
import { Day2ResultPage } from './day2-result-page';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(answerByPath({ '/user/progress-status': buildOpenProgress() }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const answered = [{ question: 'Q', answer: 'A' }];

describe('Step 1 picture', () => {
  it('shows the interests and work styles as labelled bars, the top ones marked in words', () => {
    const day1 = buildDay1Result({
      chart: {
        interests: { R: 20, I: 85, A: 70, S: 60, E: 30, C: 10 },
        interestCode: 'IAS',
        workStyles: [
          { name: 'Reliability', score: 94 },
          { name: 'Effort', score: 74 },
          { name: 'Honesty', score: 59 },
        ],
      },
    });
    renderWithApp(<Day1ResultPage />, {
      path: '/user/day1home',
      user: buildUser({
        name: 'Asha Verma',
        quesAns: { day1: answered, day2: [], day3: [] },
        day1response: [day1],
      }),
    });
    const figure = screen.getByRole('figure', { name: /Your strengths at a glance/ });
    expect(figure).toHaveTextContent(
      'The kinds of work that draw you most: Investigative, Artistic and Social.',
    );
    expect(figure).toHaveTextContent('How you work best: reliability, effort and honesty.');
    const interests = within(figure).getByRole('region', { name: 'What draws you' });
    expect(within(interests).getAllByRole('listitem')).toHaveLength(6);
    expect(within(interests).getAllByText('Top 3')).toHaveLength(3);
    // One step is too little to score interests out of 100: they are compared in words.
    const interest = (name: RegExp) => within(interests).getByText(name).closest('li');
    expect(interest(/Investigative/)).toHaveTextContent('strongest');
    expect(interest(/Artistic/)).toHaveTextContent(/strong$/);
    expect(interest(/Conventional/)).toHaveTextContent('a little');
    const styles = within(figure).getByRole('region', { name: 'How you like to work' });
    expect(within(styles).getByText('Reliability').closest('li')).toHaveTextContent(
      '94 out of 100',
    );
    expect(within(styles).getAllByRole('listitem')).toHaveLength(3);
  });

  it('makes the odd last insight card take the whole row', () => {
    const day1 = buildDay1Result({
      insights: ['One', 'Two', 'Three'].map((title) => ({ title, desc: `${title}.` })),
    });
    renderWithApp(<Day1ResultPage />, {
      path: '/user/day1home',
      user: buildUser({ quesAns: { day1: answered, day2: [], day3: [] }, day1response: [day1] }),
    });
    expect(screen.getByRole('heading', { name: 'Three' }).closest('li')?.className).toContain(
      'sm:col-span-2',
    );
    expect(screen.getByRole('heading', { name: 'One' }).closest('li')?.className).not.toContain(
      'col-span',
    );
  });
});

describe('Step 2 map', () => {
  it('puts the person in the middle with what lifts them, weighs on them, and helps', () => {
    const day2 = buildDay2Result();
    day2.results.map = [
      { id: 'now', label: 'Where you are now', value: 'Facing a big challenge' },
      { id: 'energy', label: 'Gives you energy', value: 'Making your family proud' },
      { id: 'drain', label: 'Drains your energy', value: 'Self-doubt' },
      { id: 'helps', label: 'Helps on hard days', value: 'Making a plan' },
    ];
    renderWithApp(<Day2ResultPage />, {
      path: '/user/day2home',
      user: buildUser({
        name: 'Asha Verma',
        quesAns: { day1: answered, day2: answered, day3: [] },
        day2response: [day2],
      }),
    });
    const figure = screen.getByRole('figure', { name: /Your map at a glance/ });
    expect(within(figure).getByRole('list', { name: 'What lifts you' })).toHaveTextContent(
      'Gives you energyMaking your family proud',
    );
    expect(within(figure).getByRole('list', { name: 'What weighs on you' })).toHaveTextContent(
      'Drains your energySelf-doubt',
    );
    expect(within(figure).getByRole('list', { name: 'What helps' })).toHaveTextContent(
      'Making a plan',
    );
    expect(figure).toHaveTextContent('Asha');
  });

  it('draws no map for a result made before maps existed', () => {
    renderWithApp(<Day2ResultPage />, {
      path: '/user/day2home',
      user: buildUser({
        quesAns: { day1: answered, day2: answered, day3: [] },
        day2response: [buildDay2Result()],
      }),
    });
    expect(screen.queryByRole('figure')).toBeNull();
  });
});
