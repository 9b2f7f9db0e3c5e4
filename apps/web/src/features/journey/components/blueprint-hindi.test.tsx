import { messages, type CareerResult } from '@acp/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerByPath, buildCareerResult, buildMentionedCareer, buildUser } from '@/test/factories';
import { renderWithApp } from '@/test/render';
import { PaidPlanRoute } from '@/features/payment/components/paid-plan-route';
import { BlueprintPage } from './blueprint-page';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

/** The factory's blueprint as the engine writes it for a Hindi account: with the Hindi titles. */
function hindiBlueprint(): CareerResult {
  const result = buildCareerResult({
    confidence: 'normal',
  });
  const hindi = ['डेटा एनालिस्ट', 'टीचर', 'ग्राफ़िक डिज़ाइनर'];
  result.results.topCareers.title = 'आपके टॉप करियर';
  result.results.topCareers.careers = result.results.topCareers.careers.map((career, index) => ({
    ...career,
    titleHi: hindi[index],
  }));
  result.results.mentionedCareers = [buildMentionedCareer({ title: 'Pilot', titleHi: 'पायलट' })];
  return result;
}

describe('the blueprint in Hindi', () => {
  it('shows Hindi chrome and the Hindi titles, and selects a career by its English title', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(
      answerByPath({
        '/user/select-career': {
          success: true,
          message: messages.careerSelected,
          chosenCareer: { title: 'Teacher', code: '15-1251.00' },
        },
        '/user/user': { success: true, user: buildUser({ showSupportCard: true }) },
      }),
    );
    renderWithApp(<BlueprintPage />, {
      path: '/user/day3home',
      layout: <PaidPlanRoute />,
      locale: 'hi',
      routes: [{ path: '/user/deep', element: <h1>Deep roadmap page</h1> }],
      user: buildUser({ careerResponse: [hindiBlueprint()], showSupportCard: true }),
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'आपके करियर ब्लूप्रिंट में आपका स्वागत है' }),
    ).toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'आपके टॉप करियर' })).getAllByRole(
      'listitem',
    );
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'डेटा एनालिस्ट',
      'टीचर',
      'ग्राफ़िक डिज़ाइनर',
    ]);
    expect(cards[0]).toHaveTextContent('मेल 80%');
    expect(screen.getByRole('heading', { name: 'आपके बताए करियर' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'पायलट' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'कोई भी करियर जाँचें' })).toBeInTheDocument();
    expect(screen.queryByText(/Select|Fit \d|Named by you|Why this fit/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'टीचर चुनें' }));
    expect(await screen.findByRole('heading', { name: 'Deep roadmap page' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      expect.stringMatching(/\/user\/select-career$/),
      expect.objectContaining({ body: JSON.stringify({ choosedCareer: 'Teacher' }) }),
    );
  });

  it('offers the paid plan in Hindi, the price formatted for hi-IN', async () => {
    const user = userEvent.setup();
    renderWithApp(<BlueprintPage />, {
      path: '/user/day3home',
      layout: <PaidPlanRoute />,
      locale: 'hi',
      user: buildUser({ careerResponse: [hindiBlueprint()] }),
    });
    await user.click(screen.getByRole('button', { name: 'टीचर चुनें' }));
    const dialog = screen.getByRole('dialog', { name: 'पूरी रिपोर्ट खोलें' });
    expect(dialog).toHaveTextContent('टीचर का पूरा रोडमैप और करियर PDF खोलें।');
    expect(within(dialog).getByRole('button', { name: '₹499 में खोलें' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /^रिफ़ंड पॉलिसी/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'पेमेंट लिंक बनाइए' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the English titles in English, even when the result has Hindi ones', () => {
    renderWithApp(<BlueprintPage />, {
      path: '/user/day3home',
      layout: <PaidPlanRoute />,
      user: buildUser({ careerResponse: [hindiBlueprint()], showSupportCard: true }),
    });
    expect(screen.getByRole('heading', { name: 'Teacher' })).toBeInTheDocument();
    expect(screen.queryByText('टीचर')).not.toBeInTheDocument();
  });
});
