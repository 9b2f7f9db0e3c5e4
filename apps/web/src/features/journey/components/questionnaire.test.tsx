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

/** Next, then wait for the next question to show (the check before moving on is async). */
async function clickNext(to: number) {
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText(`Question ${to} of 10`)).toBeVisible();
}

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

  it('asks one question at a time and needs a text answer before moving on', async () => {
    renderDay2();
    const progress = () => screen.getByRole('progressbar');
    expect(
      screen.getByText(
        '10 questions. There are no right or wrong answers; go with your first instinct.',
      ),
    ).toBeVisible();
    expect(
      screen.getByText('Your answers are kept as you go, so you can finish later.'),
    ).toBeVisible();
    expect(screen.getByText('Question 1 of 10')).toBeVisible();
    expect(progress()).toHaveAttribute('aria-valuenow', '1');
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    for (const to of [2, 3, 4]) await clickNext(to);
    expect(screen.getByText('Question 4 of 10')).toBeVisible();
    const box = screen.getByLabelText(`4. ${day2[3]?.text}`);
    expect(box).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(messages.answerRequired)).toBeVisible();
    expect(screen.getByText('Question 4 of 10')).toBeVisible();

    await userEvent.type(box, 'Yes');
    await clickNext(5);
    expect(progress()).toHaveAttribute('aria-valuenow', '5');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText(`4. ${day2[3]?.text}`)).toHaveValue('Yes');
  });

  it('sends every answer, unanswered radios as "", from the last question', async () => {
    const onSubmit = renderDay2();
    for (let index = 0; index < day2.length; index += 1) {
      const question = day2[index];
      if (question?.type === 'text') {
        await userEvent.type(screen.getByLabelText(`${index + 1}. ${question.text}`), 'Yes');
      }
      if (index === 8)
        await userEvent.click(screen.getByRole('radio', { name: choice(8).options[1] }));
      if (index < day2.length - 1) {
        expect(screen.queryByRole('button', { name: 'REVEAL MY INNER SYSTEM' })).toBeNull();
        await clickNext(index + 2);
      }
    }
    expect(screen.getByText('Question 10 of 10')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'REVEAL MY INNER SYSTEM' }));

    expect(onSubmit).toHaveBeenCalledTimes(1);
    const sent = onSubmit.mock.calls[0]?.[0] ?? [];
    expect(sent).toHaveLength(10);
    expect(sent[0]).toEqual({ question: day2[0]?.text, answer: '' });
    expect(sent[8]).toEqual({ question: day2[8]?.text, answer: 'Self-doubt' });
    expect(sent[3]).toEqual({ question: day2[3]?.text, answer: 'Yes' });
  });

  it('validates on change: clearing a text answer shows the message at once', async () => {
    renderDay2();
    for (const to of [2, 3, 4]) await clickNext(to);
    const box = screen.getByLabelText(`4. ${day2[3]?.text}`);
    await userEvent.type(box, 'a');
    await userEvent.clear(box);
    expect(await screen.findByText(messages.answerRequired)).toBeVisible();
    expect(box).toHaveAttribute('aria-invalid', 'true');
  });

  it('goes on from the draft where it stopped and keeps the answers after each change', async () => {
    const textQuestion = day2[3]?.text ?? '';
    const firstThree = [0, 1, 2].map((index) => ({
      question: choice(index).text,
      answer: choice(index).options[0] ?? '',
    }));
    renderDay2(buildUser().quesAns, undefined, {
      day2: [...firstThree, { question: textQuestion, answer: 'Half an answer' }],
    });
    expect(screen.getByText('Question 5 of 10')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    const box = screen.getByLabelText(`4. ${textQuestion}`);
    expect(box).toHaveValue('Half an answer');
    await userEvent.type(box, ', and more');
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
      qnaArray: [...firstThree, { question: textQuestion, answer: 'Half an answer, and more' }],
    });
    expect(await screen.findByText(/Your answers are kept\. You can finish later/)).toBeVisible();
  });
});
