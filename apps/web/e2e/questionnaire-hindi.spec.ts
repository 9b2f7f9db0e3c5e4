import { hindiQuestions, questionsForDay, type Qna } from '@acp/shared';
import { expect, test, type Page } from '@playwright/test';
import {
  dismissToasts,
  expectHindiPage,
  expectNoSeriousA11yIssues,
  saveScreenshot,
} from './page-checks';
import { buildTestUser, openMobileMenu, PHONE_ONLY, signUp } from './support';

const day1 = questionsForDay('day1');

/** The option each question is answered with: a different one from question to question. */
const pick = (index: number, count: number) => (index * 2) % count;
const TEXT_ANSWER = 'गणित, क्योंकि फ़ॉर्मूले रटने में मज़ा नहीं आता';

/** The person's saved Step 1 answers, as the server keeps them. */
async function savedDay1(page: Page): Promise<Qna[]> {
  return page.evaluate(async () => {
    const response = await fetch('/api/v1/user/user', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    return ((await response.json()) as { user: { quesAns: { day1: Qna[] } } }).user.quesAns.day1;
  });
}

test(
  'a student answers Step 1 in Hindi and the answers are saved as the English options',
  PHONE_ONLY,
  async ({ page }, testInfo) => {
    const user = buildTestUser(testInfo);
    await signUp(page, user);
    await openMobileMenu(page);
    await page.getByRole('banner').getByRole('button', { name: 'हिन्दी', exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await page.getByRole('link', { name: 'स्टेप 1 शुरू करें' }).click();

    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'स्टेप 01 - अपने अंदर का ऑपरेटिंग सिस्टम समझिए',
      }),
    ).toBeVisible();
    await dismissToasts(page);
    const counter = page.getByText(/^\d+ में से सवाल \d+$/);
    await expect(counter).toHaveText('12 में से सवाल 1');
    // Step 1's choices are required; the rule speaks Hindi too.
    await page.getByRole('button', { name: 'आगे' }).click();
    await expect(page.getByText('जवाब देना ज़रूरी है')).toBeVisible();
    await expectHindiPage(page);
    await saveScreenshot(page, testInfo, 'questionnaire-hindi-required');

    for (const [index, question] of day1.entries()) {
      const wording = hindiQuestions[question.id];
      await expect(counter).toHaveText(`12 में से सवाल ${index + 1}`);
      const shown = page.locator('[data-question]:not([hidden])');
      await expect(shown).toContainText(`${index + 1}. ${wording?.text}`);
      if (wording && 'options' in wording) {
        const label = wording.options[pick(index, wording.options.length)] ?? '';
        await shown.getByRole('radio', { name: label, exact: true }).check();
      } else {
        const box = shown.getByRole('textbox');
        await expect(box).toHaveAttribute('placeholder', /^जैसे: /);
        await box.fill(TEXT_ANSWER);
      }
      await expectHindiPage(page);
      if ([0, 3, 10].includes(index)) {
        await saveScreenshot(page, testInfo, `questionnaire-hindi-q${index + 1}`);
        await expectNoSeriousA11yIssues(page);
      }
      if (index < day1.length - 1) await page.getByRole('button', { name: 'आगे' }).click();
    }
    await page.getByRole('button', { name: 'मेरा अंदरूनी सिस्टम दिखाएँ' }).click();
    await expect(page).toHaveURL('/user/day1home');

    // What was saved is the English option texts, as the engine reads them.
    const saved = await savedDay1(page);
    expect(saved).toEqual(
      day1.map((question, index) => ({
        question: question.text,
        answer:
          question.type === 'choice'
            ? question.options[pick(index, question.options.length)]
            : TEXT_ANSWER,
      })),
    );

    // Read back in Hindi: the saved answers checked beside their Hindi labels.
    await page.goto('/user/day1');
    await expect(page.getByText('आपके जवाब सेव हो चुके हैं। आपने हमें यह बताया था।')).toBeVisible();
    const first = hindiQuestions['day1.q1'];
    const firstLabel = first && 'options' in first ? (first.options[0] ?? '') : '';
    await expect(page.getByRole('radio', { name: firstLabel, exact: true })).toBeChecked();
    await expectHindiPage(page);
    await saveScreenshot(page, testInfo, 'questionnaire-hindi-answered');
  },
);
