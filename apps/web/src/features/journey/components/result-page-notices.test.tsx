import { SUPPORT_NOTICE, type PublicUser } from '@acp/shared';
import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectInReadingOrder } from '@/test/dom-order';
import {
  answerByPath,
  buildDay1Result,
  buildDay2Result,
  buildLowSignalNote,
  buildOpenProgress,
  buildSupportNotice,
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

type Notices = Pick<PublicUser['day1response'][number], 'support' | 'lowSignal'>;

/** The two result pages of Steps 1 and 2: where they live and what their content starts with. */
const pages: {
  name: string;
  page: ReactElement;
  path: string;
  next: string;
  content: string;
  user: (notices: Notices, overrides: Partial<PublicUser>) => PublicUser;
}[] = [
  {
    name: 'Day1ResultPage',
    page: <Day1ResultPage />,
    path: '/user/day1home',
    next: 'CONTINUE TO Step 2',
    content: 'A careful thinker',
    user: (notices, overrides) =>
      buildUser({
        quesAns: { day1: answered, day2: [], day3: [] },
        day1response: [buildDay1Result(notices)],
        ...overrides,
      }),
  },
  {
    name: 'Day2ResultPage',
    page: <Day2ResultPage />,
    path: '/user/day2home',
    next: 'CONTINUE TO Step 3',
    content: 'Your emotional map',
    user: (notices, overrides) =>
      buildUser({
        quesAns: { day1: answered, day2: answered, day3: [] },
        day2response: [buildDay2Result(notices)],
        ...overrides,
      }),
  },
];

describe.each(pages)('$name notices', ({ page, path, next, content, user }) => {
  /** Renders the page for a user whose result carries `notices`; waits for the unlock panel. */
  async function renderResult(notices: Notices = {}, overrides: Partial<PublicUser> = {}) {
    renderWithApp(page, {
      path,
      user: user(notices, overrides),
    });
    await screen.findByRole('link', { name: next });
  }

  it('shows the support card of the result right after the heading, before the content', async () => {
    await renderResult({ support: buildSupportNotice() });
    const card = screen.getByRole('region', { name: 'Someone is here for you' });
    expect(within(card).getByRole('link', { name: 'Call 1234' })).toHaveAttribute(
      'href',
      'tel:1234',
    );
    expectInReadingOrder(
      screen.getByRole('heading', { level: 1 }),
      card,
      screen.getByRole('heading', { name: content }),
    );
  });

  it('shows the shared support card when an earlier answer asked for it', async () => {
    await renderResult({}, { showSupportCard: true });
    const card = screen.getByRole('region', { name: SUPPORT_NOTICE.heading });
    expect(within(card).getByRole('link', { name: 'Call 14416' })).toBeInTheDocument();
  });

  it('shows no support card when neither the result nor the person asks for one', async () => {
    await renderResult();
    expect(screen.queryByRole('link', { name: /^Call / })).not.toBeInTheDocument();
    expect(screen.queryByText(SUPPORT_NOTICE.heading)).not.toBeInTheDocument();
  });

  it('says plainly when the answers carried too little, with tips as a list', async () => {
    await renderResult({ lowSignal: buildLowSignalNote() });
    const note = screen.getByRole('region', { name: 'We need a little more from you' });
    expect(note).toHaveTextContent('Many answers were skipped, so this result is rough.');
    expect(
      within(note)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Answer the questions you skipped', 'Write a sentence or two in the text answers']);
    expectInReadingOrder(note, screen.getByRole('heading', { name: content }));
  });

  it('shows no low-signal note for a result with enough to go on', async () => {
    await renderResult();
    expect(screen.queryByText('We need a little more from you')).not.toBeInTheDocument();
  });
});
