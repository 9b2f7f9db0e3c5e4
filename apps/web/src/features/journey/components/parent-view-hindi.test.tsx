import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/factories';
import { renderWithApp } from '@/test/render';
import { ParentViewPage } from './parent-view-page';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const TOKEN = 'abcdefghijklmnopqrstuvwxyz';

describe('ParentViewPage in Hindi', () => {
  it("writes the page's own words in Hindi, the price formatted for hi-IN", async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse({
        success: true,
        firstName: 'रिया',
        stepsDone: 3,
        careers: [
          {
            title: 'डॉक्टर',
            fitScore: 84,
            why: ['खोजबीन और लोगों की मदद'],
            route: {
              after10: 'PCB के साथ साइंस',
              exams: [{ name: 'NEET (UG)', month: 'आमतौर पर मई', body: 'NTA' }],
              degrees: ['MBBS'],
              licences: [],
              cost: 'सरकारी कॉलेज में कम फ़ीस',
              planB: [{ title: 'नर्स', why: 'मरीज़ों की देखभाल' }],
            },
          },
        ],
        firstGuess: false,
        chosenCareer: 'डॉक्टर',
        careerAims: [{ title: 'पायलट', fitScore: null, inTopThree: false }],
        questions: ['आप पहले किस करियर के बारे में जानना चाहेंगी?'],
        feelings: null,
        isPaymentDone: false,
      }),
    );
    renderWithApp(<ParentViewPage />, {
      path: '/parent/:token',
      initialPath: `/parent/${TOKEN}`,
      locale: 'hi',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'रिया के करियर रिज़ल्ट' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'भारत में इसका रास्ता' })).toBeInTheDocument();
    expect(screen.getByText('NEET (UG): आमतौर पर मई; NTA करवाता है')).toBeInTheDocument();
    expect(screen.getByText('मेल 84%')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'रिया के लिए ₹499 पे करें' })).toBeInTheDocument();
    // The page asks for its questions and results in the language it is shown in.
    const [request] = fetchMock.mock.calls[0] ?? [];
    expect(request instanceof Request ? request.url : String(request)).toContain(
      `/parent/${TOKEN}?lang=hi`,
    );
  });
});
