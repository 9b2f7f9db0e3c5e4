import { messages, type Question } from '@acp/shared';
import { expect, test, type Page } from '@playwright/test';
import { UNLOCK_DELAY_SECONDS } from '../playwright.config';
// This dismissToasts closes toasts until none is left (a later one may slide under the pointer).
import { dismissToasts, postStep, postStepOnceOpen } from './journey-support';
import { expectNoSeriousA11yIssues, saveScreenshot } from './page-checks';
import { buildTestUser, PHONE_TOO, signUp } from './support';

/**
 * A student who wants to fly but whose answers lean to the arts: the blueprint leaves Pilot out
 * of the top 3 and says why, under the careers they named.
 */
const answerOf = (question: Question) =>
  question.type === 'choice'
    ? (question.options[2 % question.options.length] ?? '')
    : 'I want to become a pilot';

const toast = (page: Page, text: string) =>
  page.getByRole('alert').filter({ hasText: text }).first();

test(
  'a student looks up a career by its Hinglish name, sees how it fits and chooses it',
  PHONE_TOO,
  async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await signUp(page, buildTestUser(testInfo));
    expect(await postStep(page, 'day1', answerOf)).toBe(201);
    await postStepOnceOpen(page, 'day2', answerOf);

    // Before Step 3 they pick a career they are already thinking about, spelt as it sounds.
    await page.waitForTimeout(UNLOCK_DELAY_SECONDS * 1000 + 500);
    await page.goto('/user/day3');
    const aims = page.getByRole('form', {
      name: 'Is there a career you are already thinking about?',
    });
    await expect(aims).toBeVisible({ timeout: 15_000 });
    await aims.getByRole('searchbox', { name: 'Search for a career to pick' }).fill('vetnary');
    await aims.getByRole('button', { name: 'Add Vet (veterinary doctor)' }).click();
    await expect(aims.getByRole('list', { name: 'Your picks' })).toContainText('Vet');
    await expectNoSeriousA11yIssues(page);
    await saveScreenshot(page, testInfo, 'career-aims-before-step-3');
    await aims.getByRole('button', { name: 'Save my picks' }).click();
    await expect(page.getByText('Careers you are thinking about:')).toBeVisible();
    await postStepOnceOpen(page, 'day3', answerOf);

    await page.goto('/user/day3home');
    // The picked career is checked: in the top 3, or under the careers named, saying so.
    await expect(page.getByText(/You picked (it yourself|a vet)/).first()).toBeVisible({
      timeout: 15_000,
    });
    const top = page.getByRole('list', { name: 'Your top 3 career paths' });
    await expect(top.getByRole('button', { name: /^Select / })).toHaveCount(3);
    const named = page.getByRole('region', { name: 'Careers you named' });
    await expect(named.getByRole('heading', { name: 'Pilot' })).toBeVisible();
    await expect(named).toContainText(/You (mentioned becoming|named) a pilot/);

    // "wakil" is Hinglish for a lawyer.
    const search = page.getByRole('searchbox', { name: 'Search for a career' });
    await search.fill('wakil');
    const matches = page.getByRole('list', { name: 'Matching careers' });
    const lawyer = matches.getByRole('button', { name: /^Lawyer वकील Law/ });
    await expect(lawyer).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /careers? found/ })).toBeVisible();
    await lawyer.click();

    const card = page.getByRole('article', { name: 'Lawyer' });
    await expect(card.getByText(/^Fit \d+% [a-z]+ match$/)).toBeVisible();
    await expect(card.getByRole('listitem').first()).toBeVisible();
    await expect(card.getByRole('heading', { name: 'Lawyer' })).toBeFocused();
    await expect(card.getByText('In your top 3')).toHaveCount(0);
    await dismissToasts(page);
    await expectNoSeriousA11yIssues(page);
    await saveScreenshot(page, testInfo, 'check-any-career');

    // The same choice as a top career: the paid plan, then the deep roadmap of the chosen one.
    await card.getByRole('button', { name: 'Select Lawyer' }).click();
    const offer = page.getByRole('dialog', { name: 'UNLOCK FULL REPORT' });
    await offer.getByRole('button', { name: /^Unlock for/ }).click();
    const sandbox = page.getByRole('dialog', { name: 'Sandbox — no money moves' });
    await sandbox.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(toast(page, messages.careerSelected)).toBeVisible();
    await expect(page).toHaveURL('/user/deep');
    await expect(page.getByText('Your deep career roadmap')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Lawyer' })).toBeVisible();
    await dismissToasts(page);
    await saveScreenshot(page, testInfo, 'check-any-career-deep');

    // Back on the blueprint, the checked career is the chosen one.
    await page.goto('/user/day3home');
    await search.fill('wakil');
    await matches.getByRole('button', { name: /^Lawyer/ }).click();
    await expect(card.getByText('Your chosen career')).toBeVisible();
  },
);
