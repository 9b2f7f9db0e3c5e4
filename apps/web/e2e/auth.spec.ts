import { expect, test } from '@playwright/test';
import { buildTestUser, logIn, logOut, openAuthModal, PHONE_TOO, signUp } from './support';

test('a visitor signs up, logs out and logs back in', PHONE_TOO, async ({ page }, testInfo) => {
  const user = buildTestUser(testInfo);
  await signUp(page, user);
  await expect(page).toHaveURL('/user/journey');

  // The session survives a reload: the flag is kept and the user is fetched again.
  await page.reload();
  await page.goto('/user/profile');
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();

  await logOut(page, user);
  await expect(page).toHaveURL('/');
  await logIn(page, user);
});

test('a wrong password is refused with the server message', async ({ page }, testInfo) => {
  const user = buildTestUser(testInfo);
  await signUp(page, user);
  await logOut(page, user);

  await openAuthModal(page, 'Login');
  const dialog = page.getByRole('dialog', { name: 'Login to your account' });
  await dialog.getByLabel('Email').fill(user.email);
  await dialog.getByLabel('Password', { exact: true }).fill('Not-The-Password-1');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
});

test('signing up twice with one email shows why and keeps the form open', async ({
  page,
}, testInfo) => {
  const user = buildTestUser(testInfo);
  await signUp(page, user);
  await logOut(page, user);

  await openAuthModal(page, 'Sign Up');
  const dialog = page.getByRole('dialog', { name: 'Sign up to AI Career Path' });
  await dialog.getByLabel('User Name').fill(user.name);
  await dialog.getByLabel('Email Address').fill(user.email);
  await dialog.getByLabel('Password', { exact: true }).fill(user.password);
  await dialog.getByLabel('Contact').fill(user.contact);
  await dialog.getByLabel('Date of Birth').fill(user.dateOfBirth);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'already exists' })).toBeVisible();
  await expect(dialog).toBeVisible();
});

test('/user/signin and /user/signup open their modals over the landing page', async ({ page }) => {
  await page.goto('/user/signin');
  await expect(page.getByRole('dialog', { name: 'Login to your account' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL('/');

  await page.goto('/user/signup');
  await expect(page.getByRole('dialog', { name: 'Sign up to AI Career Path' })).toBeVisible();
});
