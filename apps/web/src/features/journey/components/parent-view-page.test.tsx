import { screen, within } from '@testing-library/react';
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
const career = (title: string, fitScore: number) => ({
  title,
  fitScore,
  why: [`${title} uses investigating and helping people, your strongest interests.`],
  route: {
    after10: 'Science with Physics, Chemistry and Biology (PCB). Aim for good marks in Biology.',
    exams: [{ name: 'NEET (UG)', month: 'usually May', body: 'National Testing Agency (NTA)' }],
    degrees: ['MBBS'],
    licences: ['Registration with a State Medical Council'],
    cost: 'Government colleges: low fees; private colleges: much higher.',
    planB: [
      { title: 'Nurse', why: 'Care for patients through a B.Sc. Nursing.' },
      { title: 'Pharmacist', why: 'Medicines, through a B.Pharm.' },
    ],
  },
});
const view = (overrides: object = {}) => ({
  success: true,
  firstName: 'Riya',
  stepsDone: 3,
  careers: [career('Doctor', 84), career('Dentist', 78), career('Physiotherapist', 70)],
  firstGuess: false,
  chosenCareer: 'Doctor',
  careerAims: [
    { title: 'Doctor', fitScore: 84, inTopThree: true },
    { title: 'Pilot', fitScore: 41, inTopThree: false },
  ],
  questions: [
    'Which of these three careers would you like to find out more about first, Riya, and why?',
  ],
  feelings: null,
  isPaymentDone: false,
  ...overrides,
});

function renderPage() {
  return renderWithApp(<ParentViewPage />, {
    path: '/parent/:token',
    initialPath: `/parent/${TOKEN}`,
  });
}

describe('ParentViewPage', () => {
  it("shows the child's top 3 with the route, Plan B, questions and a way to pay", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(view()));
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: "Riya's career results" }),
    ).toBeVisible();
    const cards = screen.getAllByRole('listitem').filter((item) => item.querySelector('h3'));
    expect(cards).toHaveLength(3);
    const doctor = within(cards[0]!);
    expect(doctor.getByRole('heading', { level: 3 })).toHaveTextContent('Doctor');
    expect(doctor.getByText('Chosen')).toBeVisible();
    expect(
      doctor.getByText(/NEET \(UG\): usually May; conducted by National Testing Agency/),
    ).toBeVisible();
    expect(doctor.getByText(/^Nurse: /)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Questions to talk about together' })).toBeVisible();
    // The careers Riya picked herself, each with its fit and whether it is among the three.
    const aims = screen.getByRole('region', { name: 'Careers Riya is already thinking about' });
    expect(
      within(aims)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Doctor · fit 84 out of 100 · one of the three above', 'Pilot · fit 41 out of 100']);
    expect(screen.queryByText("Riya's Step 2 map")).toBeNull();
    expect(screen.getByRole('link', { name: 'Pay ₹499 for Riya' })).toHaveAttribute(
      'href',
      `/pay/${TOKEN}`,
    );
  });

  it('says how far the child has got before the blueprint exists', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(view({ stepsDone: 1, careers: [], chosenCareer: null, careerAims: [] })),
    );
    renderPage();
    expect(await screen.findByText(/Riya has answered 1 of the 3 steps so far/)).toBeVisible();
    expect(screen.queryByRole('link', { name: /Pay/ })).toBeNull();
  });

  it('says so when the link was switched off', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(
        { success: false, code: 'not_found', message: 'This link is not active any more.' },
        404,
      ),
    );
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is not active any more.');
  });
});
