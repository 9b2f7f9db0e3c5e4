import {
  messages,
  type CareerFit,
  type CatalogueCareerSummary,
  type PublicUser,
} from '@acp/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PaidPlanRoute } from '@/features/payment/components/paid-plan-route';
import { buildCareerFit, buildCareerResult, buildUser, jsonResponse } from '@/test/factories';
import { renderWithApp } from '@/test/render';
import { BlueprintPage } from './blueprint-page';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const LAWYER: CatalogueCareerSummary = {
  id: 'lawyer',
  title: 'Lawyer',
  titleHi: 'वकील',
  family: 'Law',
};
const PROSECUTOR: CatalogueCareerSummary = {
  id: 'public-prosecutor',
  title: 'Public prosecutor',
  titleHi: 'लोक अभियोजक',
  family: 'Law',
};

const urlOf = (input: Parameters<typeof fetch>[0]) =>
  input instanceof Request ? input.url : input instanceof URL ? input.href : input;

const envelope = (status: number, code: string, message: string) =>
  jsonResponse({ success: false, code, message }, status);

/**
 * The server of these tests: the search finds the law careers for "wakil", the fit check
 * answers `fit` (or the given failure), and the selection and current user answer as usual.
 */
function answerServer(
  options: {
    fit?: CareerFit;
    searchFails?: Response;
    fitFails?: Response[];
  } = {},
) {
  const fitFailures = [...(options.fitFails ?? [])];
  fetchMock.mockImplementation((input) => {
    const url = new URL(urlOf(input), 'http://localhost');
    if (url.pathname.endsWith('/careers/search')) {
      if (options.searchFails) return Promise.resolve(options.searchFails.clone());
      const q = url.searchParams.get('q') ?? '';
      const careers = q === 'wakil' ? [LAWYER, PROSECUTOR] : [];
      return Promise.resolve(jsonResponse({ success: true, careers }));
    }
    if (/\/careers\/[a-z-]+\/fit$/.test(url.pathname)) {
      const failure = fitFailures.shift();
      if (failure) return Promise.resolve(failure);
      return Promise.resolve(
        jsonResponse({ success: true, career: options.fit ?? buildCareerFit() }),
      );
    }
    if (url.pathname.endsWith('/user/select-career'))
      return Promise.resolve(
        jsonResponse({
          success: true,
          message: messages.careerSelected,
          chosenCareer: { title: 'Lawyer', code: '23-1011.00' },
        }),
      );
    if (url.pathname.endsWith('/user/user'))
      return Promise.resolve(jsonResponse({ success: true, user: buildUser() }));
    return Promise.resolve(envelope(404, 'not_found', `No answer for ${url.pathname}`));
  });
}

const requestsTo = (part: string) =>
  fetchMock.mock.calls.map(([input]) => urlOf(input)).filter((url) => url.includes(part));

function renderBlueprint(overrides: Partial<PublicUser> = {}) {
  return renderWithApp(<BlueprintPage />, {
    path: '/user/day3home',
    layout: <PaidPlanRoute />,
    routes: [{ path: '/user/deep', element: <h1>Deep roadmap page</h1> }],
    user: buildUser({ careerResponse: [buildCareerResult()], ...overrides }),
  });
}

const searchBox = () => screen.getByRole('searchbox', { name: 'Search for a career' });
const matches = async () =>
  within(await screen.findByRole('list', { name: 'Matching careers' })).getAllByRole('button');

describe('Check any career: the search', () => {
  it('asks once typing pauses, and lists each match with its Hindi title and family', async () => {
    const user = userEvent.setup();
    answerServer();
    renderBlueprint();
    expect(screen.getByRole('heading', { name: 'Check any career' })).toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'Check any career' })).toBeInTheDocument();
    expect(searchBox()).toHaveAccessibleDescription(/at least 2 letters/);

    await user.type(searchBox(), 'wakil');
    const found = await matches();
    expect(found.map((button) => button.textContent)).toEqual([
      'LawyerवकीलLaw',
      'Public prosecutorलोक अभियोजकLaw',
    ]);
    expect(within(found[0]!).getByText('वकील')).toHaveAttribute('lang', 'hi');
    expect(screen.getByRole('status')).toHaveTextContent('2 careers found.');
    expect(requestsTo('/careers/search')).toEqual(['/api/v1/careers/search?q=wakil']);
  });

  it('asks nothing for a single letter', async () => {
    const user = userEvent.setup();
    answerServer();
    renderBlueprint();
    await user.type(searchBox(), 'w');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(requestsTo('/careers/search')).toEqual([]);
    expect(screen.queryByRole('list', { name: 'Matching careers' })).not.toBeInTheDocument();
  });

  it('says so when no career matches', async () => {
    const user = userEvent.setup();
    answerServer();
    renderBlueprint();
    await user.type(searchBox(), 'zzqx');
    expect(await screen.findByText(/No career matches “zzqx”/)).toBeInTheDocument();
  });

  it('shows a failed search clearly and keeps what was typed', async () => {
    const user = userEvent.setup();
    answerServer({ searchFails: envelope(429, 'rate_limited', messages.tooManyRequests) });
    renderBlueprint();
    await user.type(searchBox(), 'wakil');
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.tooManyRequests);
    expect(searchBox()).toHaveValue('wakil');
    expect(searchBox()).toHaveAccessibleDescription(new RegExp(messages.tooManyRequests));
  });
});

describe('Check any career: the fit card', () => {
  it('shows the chosen match’s fit, its reasons and the Select button', async () => {
    const user = userEvent.setup();
    answerServer();
    renderBlueprint();
    await user.type(searchBox(), 'wakil');
    await user.click((await matches())[0]!);

    const card = await screen.findByRole('article', { name: 'Lawyer' });
    expect(within(card).getByText('Fit 62%')).toBeInTheDocument();
    expect(within(card).getByText('वकील')).toHaveAttribute('lang', 'hi');
    expect(within(card).getByText(/Law$/)).toBeInTheDocument();
    expect(within(within(card).getByRole('list')).getAllByRole('listitem')).toHaveLength(2);
    expect(within(card).queryByText('In your top 3')).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Select Lawyer' })).toBeEnabled();
    // Keyboard and screen-reader users land on the card that appeared below the list.
    expect(within(card).getByRole('heading', { name: 'Lawyer' })).toHaveFocus();
    expect((await matches())[0]).toHaveAttribute('aria-current', 'true');
    expect(requestsTo('/fit')).toEqual(['/api/v1/careers/lawyer/fit']);
  });

  it('says "In your top 3" for a career of the blueprint', async () => {
    const user = userEvent.setup();
    answerServer({ fit: buildCareerFit({ inTopThree: true }) });
    renderBlueprint();
    await user.type(searchBox(), 'wakil');
    await user.click((await matches())[0]!);
    const card = await screen.findByRole('article', { name: 'Lawyer' });
    expect(within(card).getByText('In your top 3')).toBeInTheDocument();
  });

  it('shows "Low confidence" instead of the fit score when the answers carried too little', async () => {
    const user = userEvent.setup();
    answerServer({ fit: buildCareerFit({ confidence: 'low' }) });
    renderBlueprint();
    await user.type(searchBox(), 'wakil');
    await user.click((await matches())[0]!);
    const card = await screen.findByRole('article', { name: 'Lawyer' });
    expect(within(card).getByText('Low confidence')).toBeInTheDocument();
    expect(card).not.toHaveTextContent(/Fit \d+%/);
  });

  it('is reached with the keyboard alone: arrow down to the matches, Enter to choose', async () => {
    const user = userEvent.setup();
    answerServer();
    renderBlueprint();
    await user.type(searchBox(), 'wakil');
    const [first, second] = await matches();
    await user.keyboard('{ArrowDown}');
    expect(first).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(second).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(searchBox()).toHaveFocus();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(await screen.findByRole('article', { name: 'Lawyer' })).toBeInTheDocument();
  });

  it('shows a failed check clearly and tries again on request', async () => {
    const user = userEvent.setup();
    answerServer({ fitFails: [envelope(503, 'service_unavailable', messages.unavailable)] });
    renderBlueprint();
    await user.type(searchBox(), 'wakil');
    await user.click((await matches())[0]!);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(messages.unavailable);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Lawyer' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(searchBox()).toHaveValue('wakil');
  });

  it('selects the career as the top careers do, and leads to its deep roadmap', async () => {
    const user = userEvent.setup();
    answerServer();
    // Offers are paused for this person: the choice is saved without the paid-plan offer.
    const { router } = renderBlueprint({ showSupportCard: true });
    await user.type(searchBox(), 'wakil');
    await user.click((await matches())[0]!);
    const card = await screen.findByRole('article', { name: 'Lawyer' });
    await user.click(within(card).getByRole('button', { name: 'Select Lawyer' }));
    expect(await screen.findByRole('heading', { name: 'Deep roadmap page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user/deep');
    expect(fetchMock).toHaveBeenCalledWith(
      expect.stringMatching(/\/user\/select-career$/),
      expect.objectContaining({ body: JSON.stringify({ choosedCareer: 'Lawyer' }) }),
    );
  });

  it('offers the paid plan first to anyone else, as the top careers do', async () => {
    const user = userEvent.setup();
    answerServer();
    renderBlueprint();
    await user.type(searchBox(), 'wakil');
    await user.click((await matches())[0]!);
    const card = await screen.findByRole('article', { name: 'Lawyer' });
    await user.click(within(card).getByRole('button', { name: 'Select Lawyer' }));
    expect(screen.getByRole('dialog', { name: 'UNLOCK FULL REPORT' })).toBeInTheDocument();
    await waitFor(() => expect(requestsTo('/user/select-career')).toEqual([]));
  });
});
