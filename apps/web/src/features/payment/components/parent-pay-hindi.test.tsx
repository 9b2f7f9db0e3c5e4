import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerByPath } from '@/test/factories';
import { renderWithApp } from '@/test/render';
import { ParentPayPage } from './parent-pay-page';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const TOKEN = 'abcdefghijklmnopqrstuvwxyz';

function renderInHindi(career: { career: string; careerHi: string } | null) {
  fetchMock.mockImplementation(
    answerByPath({
      [`/pay/${TOKEN}`]: {
        success: true,
        firstName: 'आशा',
        career: career?.career ?? null,
        careerHi: career?.careerHi ?? null,
        amount: 49_900,
        currency: 'INR',
        isPaymentDone: false,
        provider: 'sandbox',
      },
    }),
  );
  renderWithApp(<ParentPayPage />, {
    path: '/pay/:token',
    initialPath: `/pay/${TOKEN}`,
    locale: 'hi',
  });
}

describe('ParentPayPage in Hindi', () => {
  it('asks the parent to pay in Hindi, with the price formatted for hi-IN', async () => {
    renderInHindi(null);
    expect(
      await screen.findByRole('heading', { name: 'आशा की पूरी रिपोर्ट का पेमेंट करें' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '₹499 पे करें' })).toBeInTheDocument();
    expect(screen.getByText(/आशा जो करियर चुनेंगे/)).toBeInTheDocument();
    expect(screen.getByText(/सिर्फ़ एक बार का पेमेंट/)).toBeInTheDocument();
  });

  it('names the chosen career by its Hindi title', async () => {
    renderInHindi({ career: 'Data Scientist', careerHi: 'डेटा साइंटिस्ट' });
    const career = await screen.findByText('डेटा साइंटिस्ट');
    expect(career.tagName).toBe('STRONG');
    expect(screen.queryByText(/Data Scientist/)).toBeNull();
  });
});
