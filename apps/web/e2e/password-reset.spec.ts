import { expect, test } from '@playwright/test';
import { buildTestUser, logIn, logOut, readResetLink, signUp } from './support';

test('a user resets a forgotten password from the emailed link and logs in with it', async ({
  page,
}, testInfo) => {
  const user = buildTestUser(testInfo);
  await signUp(page, user);
  await logOut(page, user);

  await page.goto('/forget-password');
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  const send = page.getByRole('button', { name: 'Send Email' });
  await expect(send).toBeDisabled();
  await page.getByLabel('Email').fill('not-an-email');
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await page.getByLabel('Email').fill(user.email);
  await send.click();
  await expect(page.getByText(/we have sent a link to reset your password/i)).toBeVisible();

  const link = await readResetLink(user.email);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Create New Password' })).toBeVisible();
  const reset = page.getByRole('button', { name: 'Reset Password' });
  const newPassword = 'Fresh-Start-2026';
  await page.getByLabel('New Password', { exact: true }).fill('fresh');
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await expect(page.getByText('Strong.')).toBeVisible();
  await page.getByLabel('Confirm Password', { exact: true }).fill(`${newPassword}!`);
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await expect(reset).toBeDisabled();
  await page.getByLabel('Confirm Password', { exact: true }).fill(newPassword);
  await reset.click();

  await expect(page.getByText(/your password has been reset/i)).toBeVisible();
  await expect(page).toHaveURL('/');
  await logIn(page, { ...user, password: newPassword });

  // The link is single-use.
  await logOut(page, user);
  await page.goto(link);
  await page.getByLabel('New Password', { exact: true }).fill('Another-Try-2027');
  await page.getByLabel('Confirm Password', { exact: true }).fill('Another-Try-2027');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: /invalid or has expired/i })
      .first(),
  ).toBeVisible();
});
