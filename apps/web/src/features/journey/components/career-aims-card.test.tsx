import { messages, type CatalogueCareerSummary } from '@acp/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildUser, jsonResponse } from '@/test/factories';
import { renderWithApp } from '@/test/render';
import { CareerAimsCard, type AimsPlace } from './career-aims-card';

const DOCTOR = { id: 'doctor', title: 'Doctor', titleHi: 'डॉक्टर', family: 'Medicine and health' };
const VET = { id: 'vet', title: 'Vet', titleHi: 'पशु चिकित्सक', family: 'Medicine and health' };
const LAWYER = { id: 'lawyer', title: 'Lawyer', titleHi: 'वकील', family: 'Law' };
const PILOT = { id: 'pilot', title: 'Pilot', titleHi: 'पायलट', family: 'Aviation' };

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation((input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.includes('/careers/search')) {
      const q = new URL(url, 'http://x').searchParams.get('q') ?? '';
      const careers = [DOCTOR, VET, LAWYER, PILOT].filter((career) =>
        `${career.title} ${career.titleHi}`.toLowerCase().includes(q.toLowerCase()),
      );
      return Promise.resolve(jsonResponse({ success: true, careers }));
    }
    if (url.endsWith('/user/career-aims')) {
      const body = typeof init?.body === 'string' ? init.body : '{}';
      const { careers } = JSON.parse(body) as { careers: string[] };
      const found = [DOCTOR, VET, LAWYER, PILOT].filter((career) => careers.includes(career.id));
      return Promise.resolve(
        jsonResponse({
          success: true,
          message: careers.length ? messages.careerAimsSaved : messages.careerAimsNotSure,
          careerAims: found,
          blueprintUpdated: false,
        }),
      );
    }
    return Promise.resolve(jsonResponse({ success: false, code: 'not_found', message: url }, 404));
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

function renderCard(
  place: AimsPlace,
  careerAims: CatalogueCareerSummary[] | null = null,
  locale: 'en' | 'hi' = 'en',
) {
  return renderWithApp(<CareerAimsCard place={place} />, {
    path: '/user/day3',
    user: buildUser({ careerAims }),
    locale,
  });
}

/** The careers sent to the server, when they were. */
const sent = () => {
  const call = fetchMock.mock.calls.find(
    ([input]) => typeof input === 'string' && input.endsWith('/user/career-aims'),
  );
  const body = call?.[1]?.body;
  return typeof body === 'string' ? (JSON.parse(body) as { careers: string[] }).careers : undefined;
};

describe('CareerAimsCard', () => {
  it('before Step 3, opens by itself; picks up to three from the search and saves them', async () => {
    renderCard('before-step-3');
    expect(
      screen.getByRole('heading', { name: 'Is there a career you are already thinking about?' }),
    ).toBeVisible();
    const search = screen.getByRole('searchbox', { name: 'Search for a career to pick' });
    await userEvent.type(search, 'doc');
    await userEvent.click(await screen.findByRole('button', { name: 'Add Doctor' }));
    for (const [typed, title] of [
      ['vet', 'Vet'],
      ['law', 'Lawyer'],
    ] as const) {
      await userEvent.type(search, typed);
      await userEvent.click(await screen.findByRole('button', { name: `Add ${title}` }));
    }
    expect(screen.getByText('You have picked 3. Remove one to pick another.')).toBeVisible();
    await userEvent.type(search, 'pil');
    expect(await screen.findByRole('button', { name: 'Add Pilot' })).toBeDisabled();
    // Removing one frees a place.
    await userEvent.click(screen.getByRole('button', { name: 'Remove Vet' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add Pilot' }));
    const picks = screen.getByRole('list', { name: 'Your picks' });
    expect(
      within(picks)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Doctor×', 'Lawyer×', 'Pilot×']);
    await userEvent.click(screen.getByRole('button', { name: 'Save my picks' }));
    expect(await screen.findByText('Doctor, Lawyer, Pilot')).toBeVisible();
    expect(sent()).toEqual(['doctor', 'lawyer', 'pilot']);
    expect(screen.getByRole('button', { name: 'Change' })).toBeVisible();
  });

  it('asks for a pick or "Not sure yet" rather than saving nothing, and saves "Not sure yet" as none', async () => {
    renderCard('before-step-3');
    await userEvent.click(screen.getByRole('button', { name: 'Save my picks' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Pick a career from the list, or choose “Not sure yet”.',
    );
    expect(sent()).toBeUndefined();
    await userEvent.click(screen.getByRole('button', { name: 'Not sure yet' }));
    expect(await screen.findByText('Not sure yet')).toBeVisible();
    expect(sent()).toEqual([]);
  });

  it('on the hub, shows the picks in one line and opens them to change', async () => {
    renderCard('hub', [DOCTOR]);
    expect(screen.getByText('Doctor')).toBeVisible();
    expect(screen.queryByRole('searchbox')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Change' }));
    expect(screen.getByRole('list', { name: 'Your picks' })).toHaveTextContent('Doctor');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('on a Hindi page, leads with the Hindi title', async () => {
    renderCard('before-step-3', null, 'hi');
    await userEvent.type(screen.getByRole('searchbox'), 'डॉक');
    const add = await screen.findByRole('button', { name: 'डॉक्टर जोड़ें' });
    expect(add.textContent?.startsWith('डॉक्टर')).toBe(true);
    expect(add).toHaveTextContent('Doctor');
  });
});
