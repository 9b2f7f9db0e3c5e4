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
/** Latin letters in a page's own words: left-over English (names and codes are allowed). */
const LATIN_WORD = /\b(?!IAS\b|O\b|NET\b|Asha\b)[A-Za-z]{2,}\b/;

describe('the result pages in Hindi', () => {
  it('writes Step 1’s page and its picture in Hindi', async () => {
    renderWithApp(<Day1ResultPage />, {
      path: '/user/day1home',
      locale: 'hi',
      user: buildUser({
        name: 'Asha',
        quesAns: { day1: answered, day2: [], day3: [] },
        day1response: [
          buildDay1Result({
            chart: {
              interests: { R: 20, I: 85, A: 70, S: 60, E: 30, C: 10 },
              interestCode: 'IAS',
              workStyles: [{ name: 'भरोसेमंद', score: 94 }],
            },
          }),
        ],
      }),
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'स्टेप 1 का रिज़ल्ट – Asha की अंदर की ताक़तें' }),
    ).toBeInTheDocument();
    const figure = screen.getByRole('figure', { name: 'एक नज़र में आपकी ताक़तें' });
    expect(figure).toHaveTextContent('खोजी, रचनात्मक और सामाजिक');
    const interests = within(figure).getByRole('region', { name: 'आपको क्या खींचता है' });
    expect(within(interests).getAllByText('टॉप 3')).toHaveLength(3);
    expect(within(interests).getByText(/खोजी/).closest('li')).toHaveTextContent('सबसे ज़्यादा');
    expect(await screen.findByRole('link', { name: 'स्टेप 2 पर आगे बढ़ें' })).toBeInTheDocument();
    expect(figure.textContent).not.toMatch(LATIN_WORD);
  });

  it('writes Step 2’s page and its map in Hindi', async () => {
    renderWithApp(<Day2ResultPage />, {
      path: '/user/day2home',
      locale: 'hi',
      user: buildUser({
        quesAns: { day1: answered, day2: answered, day3: [] },
        day2response: [
          buildDay2Result({
            results: {
              title: 'आपका मैप',
              cards: [],
              map: [{ id: 'energy', label: 'ऊर्जा', value: 'दोस्तों के साथ' }],
            },
          }),
        ],
      }),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'आपका इमोशनल मैप' })).toBeInTheDocument();
    const figure = screen.getByRole('figure', { name: 'एक नज़र में आपका मैप' });
    expect(within(figure).getByRole('list', { name: 'आपको क्या ऊपर उठाता है' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'स्टेप 3 पर आगे बढ़ें' })).toBeInTheDocument();
  });
});
