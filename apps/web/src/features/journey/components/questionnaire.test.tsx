import { messages, questionsForDay, type ChoiceQuestion, type Qna } from '@acp/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildUser, jsonResponse } from '@/test/factories';
import { renderWithApp } from '@/test/render';
import { Questionnaire } from './questionnaire';

const fetchMock = vi.fn<typeof fetch>(() =>
  Promise.resolve(jsonResponse({ success: true, savedAt: new Date().toISOString() })),
);
vi.stubGlobal('fetch', fetchMock);
beforeEach(() => fetchMock.mockClear());

const day2 = questionsForDay('day2');
const choice = (index: number) => day2[index] as ChoiceQuestion;

function renderDay2(
  quesAns = buildUser().quesAns,
  onSubmit = vi.fn(async (_qnaArray: Qna[]) => {}),
  drafts: { day2?: Qna[] } = {},
) {
  const user = buildUser({ quesAns });
  renderWithApp(
    <Questionnaire
      day="day2"
      heading={{ step: 'Step 02', title: 'DECODE YOUR EMOTIONAL BLUEPRINT' }}
      resultPath="/user/day2home"
      onSubmit={onSubmit}
      busy={false}
    />,
    { user, drafts },
  );
  return onSubmit;
}

describe('Questionnaire', () => {
  it('prefills saved answers matched by question text, whatever their order', () => {
    const saved = day2.map((question) => ({
      question: question.text,
      answer:
        question.type === 'choice' ? (question.options[2] ?? '') : `My answer to ${question.key}`,
    }));
    renderDay2({ ...buildUser().quesAns, day2: [...saved].reverse() });

    const firstGroup = screen.getByRole('group', { name: new RegExp(`^1\\. `) });
    expect(firstGroup).toContainElement(screen.getByRole('radio', { name: choice(0).options[2] }));
    expect(screen.getByRole('radio', { name: choice(0).options[2] })).toBeChecked();
    expect(screen.getByRole('radio', { name: choice(9).options[2] })).toBeChecked();
    expect(screen.getByLabelText(`4. ${day2[3]?.text}`)).toHaveValue('My answer to q4');
    expect(screen.getByRole('link', { name: 'MY INNER SYSTEM' })).toHaveAttribute(
      'href',
      '/user/day2home',
    );
    expect(screen.queryByRole('button', { name: 'REVEAL MY INNER SYSTEM' })).toBeNull();
  });

  it('ignores stored answers whose question is not in the catalogue', () => {
    renderDay2({
      ...buildUser().quesAns,
      day2: [{ question: 'A question we no longer ask', answer: 'Anything' }],
    });
    expect(screen.getByLabelText(`4. ${day2[3]?.text}`)).toHaveValue('');
  });

  it('requires text answers and sends unanswered radios as ""', async () => {
    const onSubmit = renderDay2();
    const reveal = screen.getByRole('button', { name: 'REVEAL MY INNER SYSTEM' });
    await userEvent.click(reveal);
    expect(await screen.findAllByText(messages.answerRequired)).toHaveLength(3);
    expect(onSubmit).not.toHaveBeenCalled();

    for (const index of [3, 6, 7]) {
      await userEvent.type(screen.getByLabelText(`${index + 1}. ${day2[index]?.text}`), 'Yes');
    }
    await userEvent.click(screen.getByRole('radio', { name: choice(8).options[1] }));
    expect(screen.queryByText(messages.answerRequired)).toBeNull();
    await userEvent.click(reveal);

    expect(onSubmit).toHaveBeenCalledTimes(1);
    const sent = onSubmit.mock.calls[0]?.[0] ?? [];
    expect(sent).toHaveLength(10);
    expect(sent[0]).toEqual({ question: day2[0]?.text, answer: '' });
    expect(sent[8]).toEqual({ question: day2[8]?.text, answer: 'Self-doubt' });
    expect(sent[3]).toEqual({ question: day2[3]?.text, answer: 'Yes' });
  });

  it('validates on change: clearing a text answer shows the message at once', async () => {
    renderDay2();
    const box = screen.getByLabelText(`4. ${day2[3]?.text}`);
    await userEvent.type(box, 'a');
    await userEvent.clear(box);
    expect(await screen.findByText(messages.answerRequired)).toBeVisible();
    expect(box).toHaveAttribute('aria-invalid', 'true');
  });

  it('starts from the draft and keeps the answers a moment after each change', async () => {
    const textQuestion = day2[3]?.text ?? '';
    renderDay2(buildUser().quesAns, undefined, {
      day2: [{ question: textQuestion, answer: 'Half an answer' }],
    });
    const box = screen.getByLabelText(`4. ${textQuestion}`);
    expect(box).toHaveValue('Half an answer');
    await userEvent.type(box, ', and more');
    await userEvent.click(screen.getByRole('radio', { name: choice(8).options[1] }));
    // One call after the pause, with what is answered so far (an earlier test's form, unmounted,
    // may send its own last draft meanwhile).
    const sent = () =>
      fetchMock.mock.calls
        .filter(
          ([url, init]) => url === '/api/v1/form/day2draft' && /Half/.test(init?.body as string),
        )
        .map(([, init]) => JSON.parse(init?.body as string) as unknown);
    await waitFor(() => expect(sent()).toHaveLength(1), { timeout: 3000 });
    expect(sent()[0]).toEqual({
      qnaArray: [
        { question: textQuestion, answer: 'Half an answer, and more' },
        { question: choice(8).text, answer: choice(8).options[1] },
      ],
    });
    expect(await screen.findByText(/Your answers are kept\. You can finish later/)).toBeVisible();
  });
});
