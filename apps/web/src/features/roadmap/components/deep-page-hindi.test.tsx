import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PaidPlanRoute } from '@/features/payment/components/paid-plan-route';
import { answerByPath, buildCareerResult, buildDeepRoadmap, buildUser } from '@/test/factories';
import { renderWithApp } from '@/test/render';
import { DeepPage } from './deep-page';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('DeepPage in Hindi', () => {
  it('shows the Hindi title of the chosen career and its own words in Hindi', async () => {
    const blueprint = buildCareerResult();
    blueprint.results.topCareers.careers = blueprint.results.topCareers.careers.map((career) =>
      career.title === 'Data Analyst' ? { ...career, titleHi: 'डेटा एनालिस्ट' } : career,
    );
    const roadmap = buildDeepRoadmap();
    fetchMock.mockImplementation(
      answerByPath({ '/ai/godeep': { success: true, engine: 'local', data: roadmap } }),
    );
    renderWithApp(<DeepPage />, {
      path: '/user/deep',
      layout: <PaidPlanRoute />,
      locale: 'hi',
      user: buildUser({
        careerResponse: [blueprint],
        chosenCareer: { title: 'Data Analyst', code: '15-2051.00' },
        isPaymentDone: true,
      }),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'डेटा एनालिस्ट' })).toBeInTheDocument();
    expect(screen.getByText('आपका पूरा करियर रोडमैप')).toBeInTheDocument();
    await screen.findByText(roadmap.congrats_message);
    expect(screen.getByRole('heading', { name: 'आपकी करियर PDF' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'PDF बनाएँ' })).toBeInTheDocument();
  });
});
