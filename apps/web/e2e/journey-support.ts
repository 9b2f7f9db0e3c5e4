import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { questionsForDay, type JourneyDay, type Question } from '@acp/shared';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { UNLOCK_DELAY_SECONDS } from '../playwright.config';
import { SCREENSHOTS_ON } from './page-checks';

const SCREENSHOTS_DIR = fileURLToPath(new URL('../test-results/screenshots/', import.meta.url));

/** Axe findings that block people: serious and critical only. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(({ id, help, nodes }) => ({ id, help, targets: nodes.map((node) => node.target) }));
  expect(serious).toEqual([]);
}

/** A full-page picture named after the project and the screen, for a person to look at. */
export async function screenshot(page: Page, testInfo: TestInfo, name: string, fullPage = true) {
  if (!SCREENSHOTS_ON) return;
  fs.mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  await page.screenshot({
    path: path.join(SCREENSHOTS_DIR, `${testInfo.project.name}-journey-${name}.png`),
    fullPage,
  });
}

/** Scans and photographs the screen as it is now (only the viewport for dialogs). */
export async function checkScreen(page: Page, testInfo: TestInfo, name: string, fullPage = true) {
  await expectAccessible(page);
  await screenshot(page, testInfo, name, fullPage);
}

/** Closes the toasts so pictures and scans see the page itself. */
export async function dismissToasts(page: Page) {
  const closeButton = page.getByRole('alert').getByRole('button', { name: 'close', exact: true });
  // Toasts come and go on their own (and hovering one pauses it): close them one at a time.
  await expect(async () => {
    if ((await closeButton.count()) > 0) await closeButton.first().click({ timeout: 1000 });
    await expect(page.locator('.Toastify__toast')).toHaveCount(0, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}

/**
 * Answers a step one question at a time, as a person does: the n-th option of each radio group,
 * a sentence in each text box (or `texts[question]` for the questions named), then Next, checking
 * "Question i of n" and its bar at every question. Stops on the last question, before submitting.
 */
export async function answerQuestionnaire(page: Page, texts: Record<string, string> = {}) {
  const counter = page.getByText(/^Question \d+ of \d+$/);
  const [first, total] = ((await counter.textContent()) ?? '')
    .match(/\d+/g)!
    .map((value) => Number(value));
  for (let number = first!; number <= total!; number += 1) {
    await expect(counter).toHaveText(`Question ${number} of ${total}`);
    await expect(page.getByRole('progressbar', { name: /^Question/ })).toHaveAttribute(
      'aria-valuenow',
      String(number),
    );
    const shown = page.locator('[data-question]:not([hidden])');
    const options = shown.getByRole('radio');
    const count = await options.count();
    if (count > 0) await options.nth(number % count).check();
    const box = shown.locator('textarea');
    if ((await box.count()) > 0) {
      const label = (await shown.locator('label').first().textContent()) ?? '';
      const question = label.replace(/^\d+\.\s*/, '');
      await box.fill(texts[question] ?? 'Building small apps and explaining maths to my friends');
    }
    if (number < total!) await page.getByRole('button', { name: 'Next' }).click();
  }
}

/** Posts a step through the real API with `answerOf` each question, as the app would; the status. */
export function postStep(
  page: Page,
  day: JourneyDay,
  answerOf: (question: Question) => string,
): Promise<number> {
  const qnaArray = questionsForDay(day).map((question) => ({
    question: question.text,
    answer: answerOf(question),
  }));
  return page.evaluate(
    async (body) => {
      const response = await fetch(body.url, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ qnaArray: body.qnaArray }),
      });
      return response.status;
    },
    { url: `/api/v1/form/${day}form`, qnaArray },
  );
}

/** Posts a step through the real API as soon as it unlocks (a few seconds in the e2e server). */
export async function postStepOnceOpen(
  page: Page,
  day: JourneyDay,
  answerOf: (question: Question) => string,
) {
  await expect
    .poll(() => postStep(page, day, answerOf), {
      timeout: (UNLOCK_DELAY_SECONDS + 10) * 1000,
      intervals: [1_000],
    })
    .toBe(201);
}

/** A student who loves biology: the second option of every choice, one line of free text. */
export const biologyAnswer = (question: Question) =>
  question.type === 'choice'
    ? (question.options[1 % question.options.length] ?? '')
    : 'I love biology and want to help sick people';

/**
 * Answers the three steps through the API as each unlocks, then opens the career blueprint (it is
 * made when first opened) and waits for its careers.
 */
export async function walkToBlueprint(page: Page, answerOf = biologyAnswer) {
  expect(await postStep(page, 'day1', answerOf)).toBe(201);
  await postStepOnceOpen(page, 'day2', answerOf);
  await postStepOnceOpen(page, 'day3', answerOf);
  await page.goto('/user/day3home');
  const select = page.getByRole('button', { name: /^Select / }).first();
  await expect(select).toBeVisible({ timeout: 15_000 });
  return select;
}

/** Submits a complete answer list for a step through the API, as the app would. */
export async function submitThroughApi(page: Page, day: JourneyDay) {
  const status = await postStep(page, day, (question) =>
    question.type === 'choice' ? (question.options[0] ?? '') : 'Teaching maths',
  );
  expect(status).toBe(201);
}
