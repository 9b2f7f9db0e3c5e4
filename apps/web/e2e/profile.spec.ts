import { questionsForDay } from '@acp/shared';
import { expect, test } from '@playwright/test';
import {
  dismissToasts,
  expectNoSeriousA11yIssues,
  saveScreenshot,
  submitAnswers,
} from './page-checks';
import { buildTestUser, signUp } from './support';

test("the profile shows the user, their Step 1 answers and what's still missing", async ({
  page,
}, testInfo) => {
  const user = buildTestUser(testInfo);
  await signUp(page, user);
  await submitAnswers(page, 'day1');
  await page.goto('/user/profile');

  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  const account = page.getByRole('region', { name: 'Account' });
  await expect(account.getByText(user.name)).toBeVisible();
  await expect(account.getByText(user.email)).toBeVisible();
  await expect(account.getByText(user.contact)).toBeVisible();
  await expect(account.getByRole('img', { name: 'No profile picture' })).toBeVisible();

  await expect(page.getByRole('heading', { name: 'Career Journey Progress' })).toBeVisible();
  await expect(page.getByText('Progress: 33%')).toBeVisible();
  const step1 = page.getByRole('region', { name: /Step 1/ });
  const firstQuestion = questionsForDay('day1')[0];
  await expect(step1.getByText(firstQuestion?.text ?? '')).toBeVisible();
  await expect(step1.getByRole('listitem')).toHaveCount(12);
  await expect(
    page.getByRole('region', { name: /Step 2/ }).getByText('Not answered'),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: /Step 3/ }).getByText('Not answered'),
  ).toBeVisible();
  await expect(page.getByText('No Career PDF available for download.')).toBeVisible();

  await dismissToasts(page);
  await expectNoSeriousA11yIssues(page);
  await saveScreenshot(page, testInfo, 'profile');
});
