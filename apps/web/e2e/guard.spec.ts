import { expect, test } from '@playwright/test';
import { buildTestUser, logOut, PHONE_TOO, readSignupLink, signUp } from './support';

test(
  'a page asked for while logged out opens after the login',
  PHONE_TOO,
  async ({ page }, testInfo) => {
    const user = buildTestUser(testInfo);
    await signUp(page, user);
    await logOut(page, user);

    await page.goto('/user/profile');
    await expect(page.getByText('Please login to access this page')).toBeVisible();
    await expect(page).toHaveURL(`/user/signin?next=${encodeURIComponent('/user/profile')}`);
    const dialog = page.getByRole('dialog', { name: 'Login to your account' });
    await expect(page.getByRole('heading', { name: 'Profile' })).toHaveCount(0);
    await dialog.getByLabel('Email').fill(user.email);
    await dialog.getByLabel('Password', { exact: true }).fill(user.password);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL('/user/profile');
    await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
    await expect(page).toHaveTitle('Profile — AI Career Path');
  },
);

test('Take Test asks a visitor to sign up, then opens Step 1', async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(page).toHaveTitle('AI Career Path');
  await page.getByRole('button', { name: 'Take Test' }).click();
  await expect(page.getByText('Please login to take the test.')).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Sign up to AI Career Path' });
  const user = buildTestUser(testInfo);
  await dialog.getByLabel('User Name').fill(user.name);
  await dialog.getByLabel('Email Address').fill(user.email);
  await dialog.getByLabel('Password', { exact: true }).fill(user.password);
  await dialog.getByLabel('Contact').fill(user.contact);
  await dialog.getByLabel('Date of Birth').fill(user.dateOfBirth);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('status')).toContainText('Check your email');
  await dialog.getByRole('button', { name: 'OK' }).click();
  // The emailed link, opened on the same device, goes on to the page asked for.
  await page.goto(await readSignupLink(user.email));
  await page.getByRole('button', { name: 'Finish signing up' }).click();
  await expect(page).toHaveURL('/user/day1');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Step 01');
  await expect(page).toHaveTitle('Step 1 — AI Career Path');

  // Logged in, the landing page's Take Test goes straight to Step 1.
  await page.goto('/');
  await page.getByRole('button', { name: 'Take Test' }).click();
  await expect(page).toHaveURL('/user/day1');
});

test('an unknown path shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go back home' }).click();
  await expect(page).toHaveURL('/');
});
