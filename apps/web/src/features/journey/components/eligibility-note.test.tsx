import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectInReadingOrder } from '@/test/dom-order';
import { buildCareerResult, jsonResponse } from '@/test/factories';
import { InEnglish, renderWithApp } from '@/test/render';
import { CareerCard } from './career-card';
import { CareerFitCard } from './career-fit-card';
import { ParentViewPage } from './parent-view-page';

/** Decision 021: who may enter a career comes before anything else said about it. */

const NURSE_RULES =
  'Open to women only (Military Nursing Service rules). Age about 17 to 25 for the B.Sc Nursing entry.';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const blueprint = buildCareerResult();
const card = (eligibility?: string) => {
  const [first] = blueprint.results.topCareers.careers;
  if (!first) throw new Error('the blueprint factory has no careers');
  return {
    ...first,
    title: 'Military Nursing Service nurse',
    ...(eligibility ? { eligibility } : {}),
  };
};

const noop = () => undefined;

describe('who can apply, on a top career’s card', () => {
  it('comes first, before how the career fits', () => {
    render(
      <CareerCard
        career={card(NURSE_RULES)}
        labels={blueprint.results.topCareers.labels}
        chosen={false}
        firstGuess={false}
        busy={false}
        onSelect={noop}
      />,
      { wrapper: InEnglish },
    );
    const note = screen.getByRole('note', { name: 'Who can apply' });
    expect(note).toHaveTextContent(NURSE_RULES);
    expectInReadingOrder(
      screen.getByRole('heading', { name: 'Military Nursing Service nurse' }),
      note,
      screen.getByText('Emotional fit'),
    );
  });

  it('is not there for a career no rule restricts', () => {
    render(
      <CareerCard
        career={card()}
        labels={blueprint.results.topCareers.labels}
        chosen={false}
        firstGuess={false}
        busy={false}
        onSelect={noop}
      />,
      { wrapper: InEnglish },
    );
    expect(screen.queryByRole('note')).toBeNull();
  });
});

describe('who can apply, on a named or checked career', () => {
  it('comes before the message and the reasons', () => {
    render(
      <CareerFitCard
        as="article"
        title="Military Nursing Service nurse"
        fitScore={71}
        lowConfidence={false}
        eligibility={NURSE_RULES}
        message="You mentioned becoming a military nurse."
        reasons={['It draws on caring for people, your strongest interest.']}
        chosen={false}
        busy={false}
        onSelect={noop}
      />,
      { wrapper: InEnglish },
    );
    expectInReadingOrder(
      screen.getByRole('note', { name: 'Who can apply' }),
      screen.getByText('You mentioned becoming a military nurse.'),
      screen.getByText('Why this fit'),
    );
  });
});

const parentView = {
  success: true,
  firstName: 'Karan',
  stepsDone: 3,
  careers: [
    {
      title: 'Military Nursing Service nurse',
      fitScore: 74,
      eligibility: NURSE_RULES,
      why: ['It draws on caring for people.'],
      route: null,
    },
    {
      title: 'Physiotherapist',
      fitScore: 80,
      why: ['It draws on helping people move.'],
      route: null,
    },
    { title: 'Nurse (GNM / B.Sc Nursing)', fitScore: 78, why: ['It draws on care.'], route: null },
  ],
  firstGuess: false,
  chosenCareer: null,
  careerAims: [],
  questions: ['Which of these would you like to find out more about first?'],
  feelings: null,
  isPaymentDone: false,
};

describe('who can apply, on the parent’s page', () => {
  it('comes before why the career fits, only on the career a rule restricts', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(parentView));
    renderWithApp(<ParentViewPage />, { path: '/parent/:token', initialPath: '/parent/abcdefgh' });
    await screen.findByRole('heading', { level: 1, name: "Karan's career results" });
    const cards = screen.getAllByRole('listitem').filter((item) => item.querySelector('h3'));
    const nurse = within(cards[0]!);
    expectInReadingOrder(
      nurse.getByRole('note', { name: 'Who can apply' }),
      nurse.getByRole('heading', { name: 'Why it fits Karan' }),
    );
    expect(within(cards[1]!).queryByRole('note')).toBeNull();
  });

  it('is labelled in Hindi on a Hindi page', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(parentView));
    renderWithApp(<ParentViewPage />, {
      path: '/parent/:token',
      initialPath: '/parent/abcdefgh',
      locale: 'hi',
    });
    expect(await screen.findByRole('note', { name: 'कौन आवेदन कर सकता है' })).toBeVisible();
  });
});
