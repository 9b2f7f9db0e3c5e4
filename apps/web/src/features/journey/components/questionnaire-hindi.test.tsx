import {
  hindiQuestions,
  questionsForDay,
  type ChoiceQuestion,
  type Qna,
  type TranslatedQuestion,
} from '@acp/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocale } from '@/lib/i18n/locale-provider';
import { buildUser, jsonResponse } from '@/test/factories';
import { renderWithApp } from '@/test/render';
import { Questionnaire } from './questionnaire';
import { Day2Page } from './step-pages';

const fetchMock = vi.fn<typeof fetch>(() =>
  Promise.resolve(jsonResponse({ success: true, savedAt: new Date().toISOString() })),
);
vi.stubGlobal('fetch', fetchMock);
beforeEach(() => {
  fetchMock.mockClear();
  localStorage.clear();
});

const day1 = questionsForDay('day1');
const choice = (index: number) => day1[index] as ChoiceQuestion;
const hindi = (index: number) => hindiQuestions[day1[index]?.id ?? ''] as TranslatedQuestion;
const hindiOption = (index: number, option: number) => {
  const wording = hindi(index);
  return 'options' in wording ? (wording.options[option] ?? '') : '';
};

/** A button that shows the app in English, as the navbar's switch does. */
function SwitchToEnglish() {
  const { setLocale } = useLocale();
  return (
    <button type="button" onClick={() => void setLocale('en')}>
      English
    </button>
  );
}

function renderDay1InHindi(drafts: { day1?: Qna[] } = {}, quesAns = buildUser().quesAns) {
  const onSubmit = vi.fn(async (_qnaArray: Qna[]) => {});
  renderWithApp(
    <>
      <SwitchToEnglish />
      <Questionnaire
        day="day1"
        heading={{ title: 'स्टेप 01' }}
        resultPath="/user/day1home"
        onSubmit={onSubmit}
        busy={false}
      />
    </>,
    { user: buildUser({ quesAns }), drafts, locale: 'hi' },
  );
  return onSubmit;
}

async function clickNext(to: number) {
  await userEvent.click(screen.getByRole('button', { name: 'आगे' }));
  expect(await screen.findByText(`12 में से सवाल ${to}`)).toBeVisible();
}

describe('the questionnaire in Hindi', () => {
  it('shows the questions, options and chrome in Hindi and submits the English options', async () => {
    const onSubmit = renderDay1InHindi();
    expect(screen.getByText('12 में से सवाल 1')).toBeVisible();
    expect(screen.getByText(/^12 सवाल। कोई जवाब सही या गलत नहीं होता/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'पीछे' })).toBeDisabled();
    expect(screen.getByRole('group', { name: `1. ${hindi(0).text}` })).toBeVisible();
    expect(screen.queryByText(choice(0).options[0] ?? '')).toBeNull();

    // Step 1's choices are required: the rule speaks Hindi.
    await userEvent.click(screen.getByRole('button', { name: 'आगे' }));
    expect(await screen.findByText('जवाब देना ज़रूरी है')).toBeVisible();

    for (let index = 0; index < day1.length; index += 1) {
      const question = day1[index];
      if (question?.type === 'choice')
        await userEvent.click(screen.getByRole('radio', { name: hindiOption(index, index % 5) }));
      else
        await userEvent.type(
          screen.getByLabelText(`${index + 1}. ${hindi(index).text}`),
          'गणित, क्योंकि',
        );
      if (index < day1.length - 1) await clickNext(index + 2);
    }
    const box = screen.getByLabelText(`12. ${hindi(11).text}`);
    expect(box).toHaveAttribute('placeholder', 'जैसे: कोडिंग, सबके सामने बोलना, गिटार बजाना…');
    await userEvent.click(screen.getByRole('button', { name: 'मेरा अंदरूनी सिस्टम दिखाएँ' }));

    expect(onSubmit).toHaveBeenCalledTimes(1);
    const sent = onSubmit.mock.calls[0]?.[0] ?? [];
    expect(sent).toHaveLength(12);
    day1.forEach((question, index) => {
      expect(sent[index]).toEqual({
        question: question.text,
        answer: question.type === 'choice' ? question.options[index % 5] : 'गणित, क्योंकि',
      });
    });
  });

  it('keeps the draft in English and shows an English draft in Hindi, and back', async () => {
    renderDay1InHindi({
      day1: [{ question: choice(0).text, answer: choice(0).options[3] ?? '' }],
    });
    expect(screen.getByText('12 में से सवाल 2')).toBeVisible();
    await userEvent.click(screen.getByRole('radio', { name: hindiOption(1, 2) }));
    const drafts = () =>
      fetchMock.mock.calls
        .filter(([url]) => url === '/api/v1/form/day1draft')
        .map(([, init]) => JSON.parse(init?.body as string) as unknown);
    await waitFor(() => expect(drafts()).toHaveLength(1), { timeout: 3000 });
    expect(drafts()[0]).toEqual({
      qnaArray: [
        { question: choice(0).text, answer: choice(0).options[3] },
        { question: choice(1).text, answer: choice(1).options[2] },
      ],
    });
    expect(
      await screen.findByText('आपके जवाब सेव हो गए। आप बाद में किसी भी डिवाइस पर पूरा कर सकते हैं।'),
    ).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'पीछे' }));
    expect(screen.getByRole('radio', { name: hindiOption(0, 3) })).toBeChecked();
    // The same answer, shown in English once the language changes.
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByText('Question 1 of 12')).toBeVisible();
    expect(screen.getByRole('radio', { name: choice(0).options[3] })).toBeChecked();
    expect(screen.getByRole('group', { name: `1. ${choice(0).text}` })).toBeVisible();
  });

  it('shows saved English answers checked beside their Hindi labels', () => {
    const saved = day1.map((question) => ({
      question: question.text,
      answer: question.type === 'choice' ? (question.options[4] ?? '') : 'गाना',
    }));
    renderDay1InHindi({}, { ...buildUser().quesAns, day1: saved });
    expect(screen.getByText('आपके जवाब सेव हो चुके हैं। आपने हमें यह बताया था।')).toBeVisible();
    expect(screen.getByRole('radio', { name: hindiOption(3, 4) })).toBeChecked();
    expect(screen.getByRole('radio', { name: hindiOption(3, 4) })).toHaveAttribute(
      'value',
      choice(3).options[4],
    );
    expect(screen.getByRole('link', { name: 'मेरा अंदरूनी सिस्टम' })).toHaveAttribute(
      'href',
      '/user/day1home',
    );
  });

  it("titles a step's page in Hindi", () => {
    renderWithApp(<Day2Page />, { path: '/user/day2', user: buildUser(), locale: 'hi' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'अपना इमोशनल ब्लूप्रिंट समझिए' }),
    ).toBeVisible();
    expect(screen.getByText('स्टेप 02')).toBeVisible();
    expect(screen.getByText('सवाल', { exact: true })).toBeVisible();
    expect(screen.getByText('10 में से सवाल 1')).toBeVisible();
  });
});
