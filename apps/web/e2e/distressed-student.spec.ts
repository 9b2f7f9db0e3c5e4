import { messages, SUPPORT_NOTICE, type JourneyDay } from '@acp/shared';
import { expect, test, type Page } from '@playwright/test';
import { UNLOCK_DELAY_SECONDS } from '../playwright.config';
import { answerQuestionnaire, postStep } from './journey-support';
import { dismissToasts, expectNoSeriousA11yIssues, saveScreenshot } from './page-checks';
import { buildTestUser, PHONE_ONLY, PHONE_TOO, signUp } from './support';

/** Hinglish free-text answers that signal distress, and the words of them never to repeat. */
const NO_MEANING = 'kabhi kabhi lagta hai jeene ka koi matlab nahi hai';
const NOT_AROUND = 'shayad main 5 saal baad hounga hi nahi';
const FLAGGED_WORDS = ['jeene ka koi matlab', '5 saal baad hounga'];

/** The free-text questions answered in distress, by step (the rest get ordinary answers). */
const DISTRESSED_ANSWERS = {
  day1: [['If you could master one skill overnight, what would it be?', NO_MEANING]],
  day2: [['Imagine it is five years from now. Which achievement are you proudest of?', NOT_AROUND]],
  day3: [
    [
      'What do you think is your biggest gift — something that comes easily to you but not to others?',
      NO_MEANING,
    ],
  ],
} as const;

const toast = (page: Page, text: string) =>
  page.getByRole('alert').filter({ hasText: text }).first();

/** Answers the step on screen, some answers in distress, and submits it. */
async function answerStep(page: Page, day: keyof typeof DISTRESSED_ANSWERS) {
  await answerQuestionnaire(page, Object.fromEntries(DISTRESSED_ANSWERS[day]));
  await page.getByRole('button', { name: 'REVEAL MY INNER SYSTEM' }).click();
}

async function continueTo(page: Page, step: 'Step 2' | 'Step 3') {
  const next = page.getByRole('link', { name: `CONTINUE TO ${step}` });
  await expect(next).toBeVisible({ timeout: (UNLOCK_DELAY_SECONDS + 5) * 1000 });
  await next.click();
}

/** The support card with its helplines, the first thing of the result after the page heading. */
async function expectSupportFirst(page: Page) {
  const card = page.getByRole('region', { name: SUPPORT_NOTICE.heading });
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: 'Call 14416' })).toHaveAttribute('href', 'tel:14416');
  await expect(card.getByRole('link', { name: '112' })).toHaveAttribute('href', 'tel:112');
  const firstSectionHeading = page.getByRole('main').getByRole('heading', { level: 2 }).first();
  await expect(firstSectionHeading).toHaveText(SUPPORT_NOTICE.heading);
}

/**
 * Posts a step through the real API as a person with little to say would answer it: the first
 * option where a choice is required (Step 1), no choice elsewhere, "idk" in every text box.
 */
function postLittle(page: Page, day: JourneyDay): Promise<number> {
  return postStep(page, day, (question) =>
    question.type === 'text' ? 'idk' : day === 'day1' ? (question.options[0] ?? '') : '',
  );
}

/** Posts the next step once it has unlocked (a few seconds in the e2e server). */
async function postLittleOnceOpen(page: Page, day: JourneyDay) {
  await expect
    .poll(() => postLittle(page, day), {
      timeout: (UNLOCK_DELAY_SECONDS + 10) * 1000,
      intervals: [1_000],
    })
    .toBe(201);
}

/** The person's distressed words are never repeated back to them, anywhere on the page. */
async function expectNoFlaggedWords(page: Page) {
  for (const words of FLAGGED_WORDS) {
    await expect(page.locator('body')).not.toContainText(words, { ignoreCase: true });
  }
}

test(
  'a student whose answers signal distress sees helplines first and is offered nothing to buy',
  PHONE_TOO,
  async ({ page }, testInfo) => {
    test.setTimeout(240_000);
    await signUp(page, buildTestUser(testInfo));
    await page.getByRole('link', { name: 'Start Step 1' }).click();

    // Step 1 and its result.
    await expect(page.getByRole('heading', { level: 1, name: /Step 01/ })).toBeVisible();
    await answerStep(page, 'day1');
    await expect(page).toHaveURL('/user/day1home');
    await expectSupportFirst(page);
    await expectNoFlaggedWords(page);
    await continueTo(page, 'Step 2');

    // Step 2 and its result.
    await expect(
      page.getByRole('heading', { level: 1, name: /EMOTIONAL BLUEPRINT/ }),
    ).toBeVisible();
    await answerStep(page, 'day2');
    await expect(page).toHaveURL('/user/day2home');
    await expect(page.getByRole('heading', { level: 1, name: 'YOUR EMOTIONAL MAP' })).toBeVisible();
    await expectSupportFirst(page);
    await expectNoFlaggedWords(page);
    await dismissToasts(page);
    await expectNoSeriousA11yIssues(page);
    await saveScreenshot(page, testInfo, 'distressed-day2home');
    await continueTo(page, 'Step 3');

    // Step 3 and the blueprint.
    await expect(
      page.getByRole('heading', { level: 1, name: /ALIGNED CAREER PATH/ }),
    ).toBeVisible();
    await answerStep(page, 'day3');
    await expect(page).toHaveURL('/user/day3home');
    const select = page.getByRole('button', { name: /^Select / });
    await expect(select).toHaveCount(3);
    await expectSupportFirst(page);
    await expectNoFlaggedWords(page);
    await expect(page.getByRole('main')).not.toContainText(/unlock|upgrade/i);
    await dismissToasts(page);
    await expectNoSeriousA11yIssues(page);
    await saveScreenshot(page, testInfo, 'distressed-blueprint');

    // Choosing a career saves it; no offer opens, the deep page says calmly where the plan is.
    await select.first().click();
    await expect(toast(page, messages.careerSelected)).toBeVisible();
    await expect(page).toHaveURL('/user/deep');
    const pricing = page.getByRole('link', { name: 'See the plans in our pricing section' });
    await expect(pricing).toBeVisible();
    await expect(pricing).toHaveAttribute('href', '/#pricing');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('main')).not.toContainText(/unlock|upgrade/i);
    await expectSupportFirst(page);
    await expectNoFlaggedWords(page);
    await dismissToasts(page);
    await expectNoSeriousA11yIssues(page);
    await saveScreenshot(page, testInfo, 'distressed-deep-unpaid');

    // Buying stays possible, by the person's own choice, from the pricing section.
    await pricing.click();
    await expect(page).toHaveURL('/#pricing');
    await expect(
      page.getByRole('heading', { name: 'Discover Your Potential Plan' }),
    ).toBeInViewport();
    const unlock = page.getByRole('link', { name: 'UNLOCK FULL REPORT' });
    // The card learns where to lead once the person's blueprint has loaded with it.
    await expect(unlock).toHaveAttribute('href', '/user/deep');
    await unlock.click();
    await expect(page).toHaveURL('/user/deep');
    const offer = page.getByRole('dialog', { name: 'UNLOCK FULL REPORT' });
    await offer.getByRole('button', { name: /^Unlock for/ }).click();
    const sandbox = page.getByRole('dialog', { name: 'Sandbox — no money moves' });
    await sandbox.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(toast(page, 'Your full report is unlocked.')).toBeVisible();

    // Paid, they get their roadmap and PDF as usual, still with the support card first.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Generate PDF' })).toBeVisible({
      timeout: 15_000,
    });
    await expectSupportFirst(page);
    await expectNoFlaggedWords(page);
    await dismissToasts(page);
    await expectNoSeriousA11yIssues(page);
    await saveScreenshot(page, testInfo, 'distressed-deep-paid');
    await page.getByRole('button', { name: 'Generate PDF' }).click();
    await expect(toast(page, messages.pdfGenerated)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('link', { name: 'Download Your Career PDF' })).toBeVisible();
  },
);

test(
  'a student whose words read heavy but unclear is asked how they have been, and their answer decides',
  PHONE_ONLY,
  async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    await signUp(page, buildTestUser(testInfo));
    await page.getByRole('link', { name: 'Start Step 1' }).click();
    await answerQuestionnaire(page, {
      'If you could master one skill overnight, what would it be?':
        'kabhi kabhi lagta hai bas gayab ho jaun',
    });
    await page.getByRole('button', { name: 'REVEAL MY INNER SYSTEM' }).click();
    await expect(page).toHaveURL('/user/day1home');
    // No cheer over the question.
    await expect(toast(page, messages.step1SubmittedQuietly)).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Congratulations' })).toHaveCount(0);
    const question = page.getByRole('region', {
      name: 'Some of what you wrote sounds heavy. How have you been feeling lately?',
    });
    await expect(question).toBeVisible();
    const firstSectionHeading = page.getByRole('main').getByRole('heading', { level: 2 }).first();
    await expect(firstSectionHeading).toHaveText(/sounds heavy/);
    await expect(page.locator('body')).not.toContainText('gayab ho jaun');
    await dismissToasts(page);
    await expectNoSeriousA11yIssues(page);
    await saveScreenshot(page, testInfo, 'check-in-day1home');

    await question.getByRole('button', { name: 'It’s been hard' }).click();
    await expectSupportFirst(page);
    await expect(question).toHaveCount(0);
    // The hub leads on calmly, with the helplines first and nothing to buy.
    await page.goto('/user/journey');
    await expect(page.getByRole('region', { name: SUPPORT_NOTICE.heading })).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText(/unlock|upgrade|₹/i);
    await saveScreenshot(page, testInfo, 'check-in-hub');
  },
);

test('a student whose answers carry too little sees a plainly marked first guess', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await signUp(page, buildTestUser(testInfo));
  expect(await postLittle(page, 'day1')).toBe(201);
  await postLittleOnceOpen(page, 'day2');
  await postLittleOnceOpen(page, 'day3');

  await page.goto('/user/day3home');
  const careers = page.getByRole('list', { name: /career/i }).getByRole('listitem');
  await expect(careers.getByRole('button', { name: /^Select / })).toHaveCount(3);
  for (const career of await careers.filter({ has: page.getByRole('button') }).all()) {
    await expect(career.getByText('Low confidence', { exact: true })).toBeVisible();
    await expect(career).not.toContainText(/Fit \d+%/);
  }
  const note = page.getByRole('region', { name: /could not learn much/ });
  await expect(note).toBeVisible();
  await expect(note.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('region', { name: SUPPORT_NOTICE.heading })).toHaveCount(0);
  await dismissToasts(page);
  await expectNoSeriousA11yIssues(page);
  await saveScreenshot(page, testInfo, 'low-signal-blueprint');
});
