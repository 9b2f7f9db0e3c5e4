import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser, jsonResponse } from '@/test/factories';
import { renderWithApp } from '@/test/render';
import { AI_RESULT_FAILED, useStepSubmit } from './use-step-submit';

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);
afterEach(() => fetchMock.mockReset());

const answers = [{ question: 'Q', answer: 'A' }];
const urlOf = (input: Parameters<typeof fetch>[0]) =>
  input instanceof Request ? input.url : input.toString();

function Step2() {
  const { submit, busy } = useStepSubmit('day2');
  return (
    <>
      <p>{busy ? 'working' : 'idle'}</p>
      <button type="button" onClick={() => void submit(answers)}>
        Send
      </button>
    </>
  );
}

describe('useStepSubmit', () => {
  it('is busy from the save through the result, and not after a failed result', async () => {
    let failResult: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation((url) => {
      if (urlOf(url).endsWith('/form/day2form')) {
        return Promise.resolve(
          jsonResponse({ success: true, message: 'Saved', support: null, day2: answers }),
        );
      }
      if (urlOf(url).endsWith('/ai/aicarrerfind-day2')) {
        return new Promise<Response>((resolve) => (failResult = resolve));
      }
      return new Promise<Response>(() => undefined);
    });
    renderWithApp(<Step2 />, { user: buildUser() });
    expect(screen.getByText('idle')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('working')).toBeVisible();
    // The answers are saved and the result is being made: still working.
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => urlOf(url))).toContain(
        '/api/v1/ai/aicarrerfind-day2',
      ),
    );
    expect(screen.getByText('working')).toBeVisible();
    failResult(jsonResponse({ success: false, code: 'internal', message: 'Boom' }, 500));
    expect(await screen.findByText(AI_RESULT_FAILED)).toBeVisible();
    expect(await screen.findByText('idle')).toBeVisible();
  });
});
