import { expect, test } from '@playwright/test';
import {
  buildTestUser,
  logIn,
  logOut,
  openAuthModal,
  PHONE_TOO,
  readEmailLink,
  readSignupLink,
  signUp,
  startSignUp,
} from './support';

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

test('signing up again with a taken email answers as for any email, and tells its owner', async ({
  page,
}, testInfo) => {
  const user = buildTestUser(testInfo);
  await signUp(page, user);
  await logOut(page, user);

  // The same "check your email" as for a new address: nothing says the account exists.
  const dialog = await startSignUp(page, { ...user, name: 'Someone Else' });
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  // The owner's email says so, with the way to log in.
  expect(await readEmailLink(user.email, '/user/signin')).toMatch(/\/user\/signin$/);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await logIn(page, user);
});

test('a used signup link says so and offers to sign up again', async ({ page }, testInfo) => {
  const user = buildTestUser(testInfo);
  await signUp(page, user);
  await logOut(page, user);
  await page.goto(await readSignupLink(user.email));
  await page.getByRole('button', { name: 'Finish signing up' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'already used' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign up again' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign up to AI Career Path' })).toBeVisible();
});

test('/user/signin and /user/signup open their modals over the landing page', async ({ page }) => {
  await page.goto('/user/signin');
  await expect(page.getByRole('dialog', { name: 'Login to your account' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL('/');

  await page.goto('/user/signup');
  await expect(page.getByRole('dialog', { name: 'Sign up to AI Career Path' })).toBeVisible();
});
