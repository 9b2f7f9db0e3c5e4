import { messages, type Question } from '@acp/shared';
import { expect, test, type Page } from '@playwright/test';
import { UNLOCK_DELAY_SECONDS } from '../playwright.config';
import { dismissToasts, postStep, postStepOnceOpen } from './journey-support';
import { expectNoSeriousA11yIssues, saveScreenshot } from './page-checks';
import { buildTestUser, PHONE_ONLY, signUp } from './support';

const answerOf = (question: Question) =>
  question.type === 'choice'
    ? (question.options[1 % question.options.length] ?? '')
    : 'Helping people and solving problems step by step';

/**
 * Signs up, answers the three steps through the API and opens the blueprint; with
 * `stageBeforeStep3`, says where the student is on the Step 3 page first, as the app asks.
 */
async function reachBlueprint(
  page: Page,
  testInfo: Parameters<typeof buildTestUser>[0],
  stageBeforeStep3?: string,
) {
  await signUp(page, buildTestUser(testInfo));
  expect(await postStep(page, 'day1', answerOf)).toBe(201);
  await postStepOnceOpen(page, 'day2', answerOf);
  if (stageBeforeStep3) {
    // Step 3 opens once the delay after Step 2 has passed.
    await page.waitForTimeout(UNLOCK_DELAY_SECONDS * 1000 + 500);
    await page.goto('/user/day3');
    const form = page.getByRole('form', { name: 'Before Step 3: where are you now?' });
    await expect(form).toBeVisible({ timeout: 15_000 });
    await form.getByRole('radio', { name: stageBeforeStep3 }).check();
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByText(`Your roadmap will start from: ${stageBeforeStep3}.`),
    ).toBeVisible();
  }
  await postStepOnceOpen(page, 'day3', answerOf);
  await page.goto('/user/day3home');
  await expect(
    page.getByRole('list', { name: 'Your top 3 career paths' }).getByRole('button', {
      name: /^Select /,
    }),
  ).toHaveCount(3);
}

/** Finds a career with the blueprint's search, chooses it and pays in the sandbox. */
async function chooseAndPay(page: Page, query: string, title: string) {
  await page.getByRole('searchbox', { name: 'Search for a career' }).fill(query);
  await page
    .getByRole('list', { name: 'Matching careers' })
    .getByRole('button', { name: new RegExp(`^${title.replace(/[()]/g, '\\$&')}`) })
    .click();
  await page
    .getByRole('article', { name: title })
    .getByRole('button', { name: `Select ${title}` })
    .click();
  await page
    .getByRole('dialog', { name: 'UNLOCK FULL REPORT' })
    .getByRole('button', { name: /^Unlock for/ })
    .click();
  await page
    .getByRole('dialog', { name: 'Sandbox — no money moves' })
    .getByRole('button', { name: 'Pay', exact: true })
    .click();
  await expect(page).toHaveURL('/user/deep');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Your route in India' })).toBeVisible({
    timeout: 15_000,
  });
}

/** Answers "Where are you now?" and waits for the roadmap to start from there. */
async function sayStage(page: Page, choices: string[], subject?: string) {
  const form = page.getByRole('form', { name: 'Where are you now?' });
  for (const choice of choices) await form.getByRole('radio', { name: choice }).check();
  if (subject) await form.getByRole('textbox').fill(subject);
  await form.getByRole('button', { name: 'Save and update my roadmap' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: messages.stageSaved }).first(),
  ).toBeVisible();
  await expect(page.getByText(/^Your roadmap starts from:/)).toBeVisible();
}

const stages = (page: Page) => page.getByRole('heading', { level: 3, name: /^Stage \d+ — / });

// At 375 px too: the three roadmaps are looked at on a phone as well.
test.describe('the roadmap starts where the student is', PHONE_ONLY, () => {
  test.setTimeout(150_000);

  test('a Class 10 student who wants to be a doctor starts with the stream', async ({
    page,
  }, testInfo) => {
    await reachBlueprint(page, testInfo, 'In school, Class 8 to 10');
    await chooseAndPay(page, 'doctor', 'Doctor (MBBS)');
    await expect(page.getByRole('form', { name: 'Where are you now?' })).toHaveCount(0);
    await expect(page.getByText(/^Your roadmap starts from:/)).toBeVisible();
    await expect(
      page.getByText('Starting from where you are: In school, Class 8 to 10.'),
    ).toBeVisible();
    await expect(stages(page).nth(1)).toHaveText('Stage 2 — Choose your stream after Class 10');
    await expect(page.getByRole('heading', { level: 2, name: 'Your Plan B' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Visit Link: NEET \(UG\)/ }).first()).toBeVisible();
    await dismissToasts(page);
    await expectNoSeriousA11yIssues(page);
    await saveScreenshot(page, testInfo, 'roadmap-class-10');
  });

  test('a graduate who wants the civil services starts with the exam open to graduates', async ({
    page,
  }, testInfo) => {
    await reachBlueprint(page, testInfo);
    await chooseAndPay(page, 'IAS', 'IAS officer (civil services)');
    await sayStage(page, ['Finished a degree'], 'B.A. History');
    await expect(
      page.getByText('Starting from where you are: Finished a degree · B.A. History.'),
    ).toBeVisible();
    await expect(stages(page).nth(1)).toHaveText('Stage 2 — The way in from where you are');
    await expect(page.getByText(/stream after Class 10/)).toHaveCount(0);
    await dismissToasts(page);
    await expectNoSeriousA11yIssues(page);
    await saveScreenshot(page, testInfo, 'roadmap-graduate');
  });

  test('a B.Tech dropout is not sent back to JEE', async ({ page }, testInfo) => {
    await reachBlueprint(page, testInfo);
    await chooseAndPay(page, 'software engineer', 'Software engineer');
    await sayStage(page, ['Stopped studying for now', 'During college']);
    await expect(stages(page).nth(1)).toHaveText('Stage 2 — Pick up from where you stopped');
    const firstTwo = await stages(page).evaluateAll((headings) =>
      headings.slice(0, 2).map((heading) => heading.closest('li')?.textContent ?? ''),
    );
    expect(firstTwo.join(' ')).not.toMatch(/JEE/);
    await dismissToasts(page);
    await expectNoSeriousA11yIssues(page);
    await saveScreenshot(page, testInfo, 'roadmap-dropout');
  });
});
