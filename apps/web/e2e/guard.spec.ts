import { expect, test } from '@playwright/test';
import { buildTestUser, signUp } from './support';

test('a protected page sends a visitor home with a warning', async ({ page }) => {
  await page.goto('/user/profile');
  await expect(page.getByText('Please login to access this page')).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: 'Profile' })).toHaveCount(0);
});

test('Take Test needs a login, then opens Step 1', async ({ page }, testInfo) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Take Test' }).click();
  await expect(page.getByText('Please login to take the test.')).toBeVisible();
  await expect(page).toHaveURL('/');

  await signUp(page, buildTestUser(testInfo));
  await page.getByRole('button', { name: 'Take Test' }).click();
  await expect(page).toHaveURL('/user/day1');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Step 01');
});

test('an unknown path shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go back home' }).click();
  await expect(page).toHaveURL('/');
});
