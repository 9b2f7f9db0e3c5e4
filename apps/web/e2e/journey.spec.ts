import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { UNLOCK_DELAY_SECONDS } from '../playwright.config';
import {
  answerQuestionnaire,
  checkScreen,
  dismissToasts,
  expectAccessible,
  screenshot,
} from './journey-support';
import { buildTestUser, PHONE_TOO, signUp } from './support';

const toast = (page: Page, text: string) =>
  page.getByRole('alert').filter({ hasText: text }).first();

/** Waits on a result page for the next step's countdown to end, then continues. */
async function continueTo(page: Page, step: 'Step 2' | 'Step 3') {
  const next = page.getByRole('link', { name: `CONTINUE TO ${step}` });
  await expect(next).toBeVisible({ timeout: (UNLOCK_DELAY_SECONDS + 5) * 1000 });
  await next.click();
}

test(
  'a new user walks the whole journey, pays in the sandbox and downloads the PDF',
  PHONE_TOO,
  async ({ page }, testInfo) => {
    // The whole journey with three unlock waits, on a 2-core machine shared with another browser.
    test.setTimeout(240_000);
    // Any script error or console error anywhere on the way fails the journey.
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
    });
    const user = buildTestUser(testInfo);
    await signUp(page, user);
    await page.getByRole('link', { name: 'Start Step 1' }).click();

    // Step 1: the questionnaire, its validation, the loading screen.
    await expect(
      page.getByRole('heading', { level: 1, name: 'Step 01 - DECODE YOUR INNER OPERATING SYSTEM' }),
    ).toBeVisible();
    await dismissToasts(page);
    await checkScreen(page, testInfo, 'day1');
    // One question at a time: Step 1's choices are required before moving on.
    await expect(page.getByText('Question 1 of 12')).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Answer is required').first()).toBeVisible();
    await expect(page.getByText('Question 1 of 12')).toBeVisible();
    await screenshot(page, testInfo, 'day1-errors');
    await answerQuestionnaire(page);
    await expect(page.getByText('Answer is required')).toHaveCount(0);
    // Hold the AI answer a moment so the loading screen can be seen and checked.
    let releaseAi = () => {};
    const aiHeld = new Promise<void>((resolve) => (releaseAi = resolve));
    await page.route('**/api/v1/ai/aicarrerfind-day1', async (route) => {
      await aiHeld;
      await route.continue();
    });
    await page.getByRole('button', { name: 'REVEAL MY INNER SYSTEM' }).click();
    await expect(page.getByText('Loading, please wait...it may take some time')).toBeVisible();
    await checkScreen(page, testInfo, 'loading');
    releaseAi();

    // Step 1 result and the countdown to Step 2.
    await expect(
      toast(page, 'Congratulations! Step 1 form has been submitted successfully.'),
    ).toBeVisible();
    await expect(page).toHaveURL('/user/day1home');
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: `Step 1 RESULT – Discovering ${user.name}'s Inner Strengths`,
      }),
    ).toBeVisible();
    // The countdown shows while the delay runs (unless this machine was slower than the delay);
    // read at one instant, as it may end between two looks.
    const countdown = await page.evaluate(() => ({
      timer: document.querySelector('[role="timer"]')?.textContent ?? null,
      label: document.body.innerText.includes('Step 2 unlocks in:'),
    }));
    if (countdown.timer !== null) {
      expect(countdown.label).toBe(true);
      expect(countdown.timer).toMatch(/^00:00:0\d$/);
    }
    await dismissToasts(page);
    await checkScreen(page, testInfo, 'day1home');
    await continueTo(page, 'Step 2');

    // Step 2.
    await expect(
      page.getByRole('heading', { level: 1, name: 'DECODE YOUR EMOTIONAL BLUEPRINT' }),
    ).toBeVisible();
    await expect(page.getByText('Step 02')).toBeVisible();
    await dismissToasts(page);
    await checkScreen(page, testInfo, 'day2');
    await answerQuestionnaire(page);
    await page.getByRole('button', { name: 'REVEAL MY INNER SYSTEM' }).click();
    await expect(
      toast(page, 'Congratulations! Step 2 form has been submitted successfully.'),
    ).toBeVisible();
    await expect(page).toHaveURL('/user/day2home');
    await expect(page.getByRole('heading', { level: 1, name: 'YOUR EMOTIONAL MAP' })).toBeVisible();
    await dismissToasts(page);
    await checkScreen(page, testInfo, 'day2home');
    await continueTo(page, 'Step 3');

    // Step 3 and the blueprint.
    await expect(
      page.getByRole('heading', { level: 1, name: 'DISCOVER YOUR ALIGNED CAREER PATH' }),
    ).toBeVisible();
    await dismissToasts(page);
    await checkScreen(page, testInfo, 'day3');
    await answerQuestionnaire(page);
    await page.getByRole('button', { name: 'REVEAL MY INNER SYSTEM' }).click();
    await expect(
      toast(page, 'Congratulations! Step 3 form has been submitted successfully.'),
    ).toBeVisible();
    await expect(page).toHaveURL('/user/day3home');
    await expect(
      page.getByRole('heading', { level: 1, name: 'WELCOME TO YOUR CAREER BLUEPRINT' }),
    ).toBeVisible();
    // The blueprint is made on arrival: no extra click after Step 3.
    await dismissToasts(page);
    const select = page.getByRole('button', { name: /^Select / });
    await expect(select).toHaveCount(3);
    await expect(page.getByRole('heading', { name: 'Your interest profile' })).toBeVisible();
    await checkScreen(page, testInfo, 'day3home');

    // Selecting a career first offers the paid plan; a failed payment changes nothing.
    await select.first().click();
    const offer = page.getByRole('dialog', { name: 'UNLOCK FULL REPORT' });
    await expect(offer).toBeVisible();
    await expect(offer.getByText('₹499', { exact: true })).toBeVisible();
    await checkScreen(page, testInfo, 'paid-plan', false);
    await offer.getByRole('button', { name: 'Unlock for ₹499' }).click();
    const sandbox = page.getByRole('dialog', { name: 'Sandbox — no money moves' });
    await expect(sandbox).toBeVisible();
    await checkScreen(page, testInfo, 'sandbox', false);
    await sandbox.getByRole('button', { name: 'Fail', exact: true }).click();
    await expect(toast(page, 'The payment did not go through.')).toBeVisible();
    await expect(offer).toBeVisible();
    await offer.getByRole('button', { name: 'Not now' }).click();
    await expect(offer).toBeHidden();
    await expect(page).toHaveURL('/user/day3home');

    await select.first().click();
    await offer.getByRole('button', { name: 'Unlock for ₹499' }).click();
    await sandbox.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(toast(page, 'Your full report is unlocked.')).toBeVisible();
    await expect(toast(page, 'Career selected successfully!')).toBeVisible();

    // The deep roadmap and the career PDF.
    await expect(page).toHaveURL('/user/deep');
    await expect(page.getByText('Your deep career roadmap')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /^Visit Link/ }).first()).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    await dismissToasts(page);
    await checkScreen(page, testInfo, 'deep');
    await page.getByRole('button', { name: 'Generate PDF' }).click();
    await expect(toast(page, 'PDF generated successfully!')).toBeVisible();
    const downloadLink = page.getByRole('link', { name: 'Download Your Career PDF' });
    const [download] = await Promise.all([page.waitForEvent('download'), downloadLink.click()]);
    const file = await download.path();
    expect(fs.readFileSync(file).subarray(0, 4).toString('latin1')).toBe('%PDF');

    // Back on the blueprint, selecting the chosen career again goes straight to the roadmap.
    await page.goto('/user/day3home');
    await expect(page.getByText('Your chosen career')).toBeVisible();

    // The profile shows the whole journey.
    await page.goto('/user/profile');
    await expect(page.getByText('Progress: 100%')).toBeVisible();
    await expect(
      page.getByText('Building small apps and explaining maths to my friends').first(),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download Your Career PDF' })).toBeVisible();
    await expectAccessible(page);
    expect(problems).toEqual([]);
  },
);
