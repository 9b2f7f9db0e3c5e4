import { messages } from '@acp/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerByPath, buildUser, jsonResponse } from '@/test/factories';
import { renderWithApp } from '@/test/render';
import { StageCard } from './stage-card';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

function renderCard(user = buildUser()) {
  return renderWithApp(<StageCard />, {
    path: '/user/deep',
    user,
  });
}

/** The JSON body of the stage call, when one was made. */
const sentStage = () => {
  const call = fetchMock.mock.calls.find(
    ([input]) => typeof input === 'string' && input.endsWith('/user/stage'),
  );
  const body = call?.[1]?.body;
  return typeof body === 'string' ? (JSON.parse(body) as unknown) : undefined;
};

describe('StageCard', () => {
  it('asks for the stream of a Class 11–12 student before it saves anything', async () => {
    renderCard();
    await userEvent.click(screen.getByRole('radio', { name: 'In Class 11 or 12' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save and update my roadmap' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose your stream.');
    expect(sentStage()).toBeUndefined();
  });

  it('saves the stage with its detail and then says where the roadmap starts', async () => {
    const stage = { stage: 'class-11-12', stream: 'commerce' };
    fetchMock.mockImplementation(
      answerByPath({
        '/user/stage': { success: true, message: messages.stageSaved, educationStage: stage },
      }),
    );
    renderCard();
    await userEvent.click(screen.getByRole('radio', { name: 'In Class 11 or 12' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Commerce' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save and update my roadmap' }));
    expect(await screen.findByText('In Class 11 or 12 · Commerce', { exact: false })).toBeVisible();
    expect(sentStage()).toEqual(stage);
    expect(screen.getByRole('button', { name: 'Change' })).toBeVisible();
  });

  it('shows the server’s message and keeps the form when saving fails', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        {
          success: false,
          code: 'validation_error',
          message: 'Please keep your subject under 80 characters',
        },
        400,
      ),
    );
    renderCard();
    await userEvent.click(
      screen.getByRole('radio', { name: 'In college (studying for a degree or diploma)' }),
    );
    await userEvent.type(screen.getByRole('textbox'), 'B.Com');
    await userEvent.click(screen.getByRole('button', { name: 'Save and update my roadmap' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please keep your subject under 80 characters',
    );
    expect(screen.getByRole('textbox')).toHaveValue('B.Com');
  });

  it('shows a saved stage in one line with a way to change it', async () => {
    renderCard(buildUser({ educationStage: { stage: 'dropped-out', leftAt: 'college' } }));
    expect(
      screen.getByText('Stopped studying for now · During college', { exact: false }),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Change' }));
    expect(screen.getByRole('radio', { name: 'Stopped studying for now' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'During college' })).toBeChecked();
  });
});

describe('StageCard in Hindi', () => {
  it('asks in Hindi and sends the same stage', async () => {
    fetchMock.mockImplementation(answerByPath({ '/user/stage': { success: true, message: 'x' } }));
    renderWithApp(<StageCard place="before-step-3" />, {
      path: '/user/day3',
      user: buildUser(),
      locale: 'hi',
    });
    expect(screen.getByRole('heading', { name: 'स्टेप 3 से पहले: आप अभी कहाँ हैं?' })).toBeVisible();
    await userEvent.click(screen.getByRole('radio', { name: '11वीं या 12वीं क्लास में' }));
    await userEvent.click(screen.getByRole('button', { name: 'सेव करें' }));
    expect(screen.getByRole('alert')).toHaveTextContent('कृपया अपनी स्ट्रीम चुनिए।');
    await userEvent.click(screen.getByRole('radio', { name: 'कॉमर्स' }));
    await userEvent.click(screen.getByRole('button', { name: 'सेव करें' }));
    expect(sentStage()).toEqual({ stage: 'class-11-12', stream: 'commerce' });
  });
});
