import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import {
  buildTestUser,
  openAuthModal,
  PHONE_TOO,
  readSignupLink,
  signUp,
  startSignUp,
} from './support';

const SHOTS_DIR = '/tmp/shots';

async function seriousViolations(page: Page) {
  // Label in name (WCAG 2.5.3) is off in axe by default; Lighthouse checks it, so do we.
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(({ id, help, nodes }) => ({ id, help, targets: nodes.map((node) => node.target) }));
}

test(
  'the landing page and the open login modal have no serious accessibility issues',
  PHONE_TOO,
  async ({ page }, testInfo) => {
    fs.mkdirSync(SHOTS_DIR, { recursive: true });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Take Test' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await openAuthModal(page, 'Login');
    await expect(page.getByRole('dialog', { name: 'Login to your account' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS_DIR}/${testInfo.project.name}-login-modal.png` });
  },
);

test(
  'the signup steps have no serious accessibility issues',
  PHONE_TOO,
  async ({ page }, testInfo) => {
    const user = buildTestUser(testInfo);
    const dialog = await startSignUp(page, user);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS_DIR}/${testInfo.project.name}-signup-check-email.png` });
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.goto(await readSignupLink(user.email));
    await expect(page.getByRole('button', { name: 'Finish signing up' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS_DIR}/${testInfo.project.name}-signup-finish.png` });
  },
);

test('the logged-in navbar', PHONE_TOO, async ({ page }, testInfo) => {
  const user = buildTestUser(testInfo);
  await signUp(page, user);
  // Close the welcome toast so the picture shows the navbar itself.
  const toasts = page.getByRole('alert');
  if ((await toasts.count()) > 0) {
    await toasts.getByRole('button', { name: 'close', exact: true }).click();
  }
  await expect(toasts).toHaveCount(0);
  await expect(page.locator('.Toastify__toast')).toHaveCount(0); // its exit animation too
  await page.screenshot({ path: `${SHOTS_DIR}/${testInfo.project.name}-logged-in.png` });
  if (testInfo.project.name === 'desktop') {
    await page.getByRole('button', { name: user.name }).click();
    await expect(page.getByRole('menu')).toBeVisible();
  } else {
    await page.getByRole('button', { name: 'Open menu' }).click();
  }
  await page.screenshot({ path: `${SHOTS_DIR}/${testInfo.project.name}-logged-in-menu.png` });
  expect(await seriousViolations(page)).toEqual([]);
});

test(
  'the password screens have no serious accessibility issues',
  PHONE_TOO,
  async ({ page }, testInfo) => {
    await page.goto('/forget-password');
    await page.getByLabel('Email').fill('not-an-email');
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS_DIR}/${testInfo.project.name}-forgot.png` });

    await page.goto('/reset-password/some-token');
    await page.getByLabel('New Password', { exact: true }).fill('short');
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/');
    await page.getByRole('button', { name: 'Take Test' }).click();
    await expect(page.getByRole('alert')).toContainText('Please login to take the test.');
    await page.waitForTimeout(1000); // the toast's entry animation, for the picture
    await page.screenshot({ path: `${SHOTS_DIR}/${testInfo.project.name}-toast.png` });
  },
);
