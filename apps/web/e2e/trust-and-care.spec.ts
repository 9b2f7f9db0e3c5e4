import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { messages, type JourneyDay } from '@acp/shared';
import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { postStep } from './journey-support';
import {
  dismissToasts,
  expectNoSeriousA11yIssues,
  saveScreenshot,
  SCREENSHOTS_ON,
} from './page-checks';
import { buildTestUser, openAuthModal, signUp, type TestUser } from './support';

const STRUGGLING_ANSWER = 'Honestly I feel hopeless';
const SCREENSHOTS_DIR = fileURLToPath(new URL('../test-results/screenshots/', import.meta.url));

/** A picture of one element. */
async function saveElementScreenshot(locator: Locator, testInfo: TestInfo, name: string) {
  if (!SCREENSHOTS_ON) return;
  fs.mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  await locator.screenshot({
    path: path.join(SCREENSHOTS_DIR, `${testInfo.project.name}-${name}.png`),
  });
}

/** Posts a step through the real API, `freeText` in every free-text question; the status. */
function postStepWith(page: Page, day: JourneyDay, freeText: string): Promise<number> {
  return postStep(page, day, (question) =>
    question.type === 'choice' ? (question.options[0] ?? '') : freeText,
  );
}

/** An open dialog as the screen shows it: its top, then scrolled to its end. */
async function saveDialogScreenshots(page: Page, testInfo: TestInfo, name: string) {
  if (!SCREENSHOTS_ON) return;
  fs.mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  const file = (suffix: string) =>
    path.join(SCREENSHOTS_DIR, `${testInfo.project.name}-${name}${suffix}.png`);
  const backdrop = page.getByTestId('modal-backdrop');
  await backdrop.evaluate((element) => element.scrollTo(0, 0));
  await page.screenshot({ path: file('') });
  await backdrop.evaluate((element) => element.scrollTo(0, element.scrollHeight));
  await page.screenshot({ path: file('-end') });
}

async function expectSupportCard(page: Page) {
  const card = page.getByRole('region', { name: /alone/ });
  await expect(card).toBeVisible();
  await expect(card).toContainText('someone you trust');
  await expect(card.getByRole('link', { name: 'Call 14416' })).toHaveAttribute('href', 'tel:14416');
  await expect(card.getByRole('link', { name: 'Call 1-800-891-4416' })).toHaveAttribute(
    'href',
    'tel:18008914416',
  );
  await expect(card.getByRole('link', { name: 'Call 1800-599-0019' })).toHaveAttribute(
    'href',
    'tel:18005990019',
  );
  await expect(card).not.toContainText(/detect|flag/i);
}

async function signUpStruggling(page: Page, user: TestUser) {
  await signUp(page, user);
  expect(await postStepWith(page, 'day1', STRUGGLING_ANSWER)).toBe(201);
}

test('a person who is struggling sees helplines, downloads their data and deletes the account', async ({
  page,
}, testInfo) => {
  // Signup, two steps, the profile, a download and a deletion: over a minute on a busy machine.
  test.setTimeout(120_000);
  const user = buildTestUser(testInfo);
  await signUpStruggling(page, user);
  await page.goto('/user/profile');
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await expectSupportCard(page);
  await dismissToasts(page);
  await expectNoSeriousA11yIssues(page);
  await saveScreenshot(page, testInfo, 'profile-support-card');
  await saveElementScreenshot(
    page.getByRole('region', { name: /alone/ }),
    testInfo,
    'support-card',
  );

  const data = page.getByRole('region', { name: 'Your data' });
  await saveElementScreenshot(data, testInfo, 'your-data');
  const downloading = page.waitForEvent('download');
  await data.getByRole('link', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.json$/);
  const exported = fs.readFileSync(await download.path(), 'utf8');
  expect(() => JSON.parse(exported) as unknown).not.toThrow();
  expect(exported).toContain(user.email);
  expect(exported).toContain(STRUGGLING_ANSWER);

  await data.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toContainText('anonymous accounting record');
  await expectNoSeriousA11yIssues(page);
  await saveDialogScreenshots(page, testInfo, 'delete-account-dialog');

  await dialog.getByLabel('Account email').fill(`other-${user.email}`);
  await dialog.getByLabel('Your password', { exact: true }).fill(user.password);
  await dialog.getByRole('button', { name: 'Delete permanently' }).click();
  await expect(dialog.getByText(messages.deleteEmailMismatch)).toBeVisible();
  await saveDialogScreenshots(page, testInfo, 'delete-account-wrong-email');
  await expect(page).toHaveURL('/user/profile');

  await dialog.getByLabel('Account email').fill(user.email);
  await dialog.getByRole('button', { name: 'Delete permanently' }).click();
  await expect(page.getByText(messages.accountDeleted)).toBeVisible();
  await expect(page).toHaveURL('/');
  expect(await page.evaluate(() => localStorage.getItem('isloggedIn'))).toBe('false');
  await expect(page.getByText(messages.loginToAccess)).toHaveCount(0);
  // The toast slides in; the picture waits until it has arrived.
  await expect(page.locator('.Toastify__toast--success')).not.toHaveClass(/Toastify--animate/);
  await page.screenshot({
    path: path.join(SCREENSHOTS_DIR, `${testInfo.project.name}-account-deleted.png`),
  });

  await openAuthModal(page, 'Login');
  const login = page.getByRole('dialog', { name: 'Login to your account' });
  await login.getByLabel('Email').fill(user.email);
  await login.getByLabel('Password', { exact: true }).fill(user.password);
  await login.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(messages.invalidCredentials)).toBeVisible();
});

test('the Step 2 result page shows the support card too, and the wrong password is refused', async ({
  page,
}, testInfo) => {
  const user = buildTestUser(testInfo);
  await signUpStruggling(page, user);
  // Step 2 opens a few seconds after Step 1 in the e2e server; until then it is refused.
  await expect
    .poll(() => postStepWith(page, 'day2', 'Working with people I like'), {
      timeout: 20_000,
      intervals: [1_000],
    })
    .toBe(201);
  await page.goto('/user/day2home');
  await expect(page.getByRole('heading', { name: 'YOUR EMOTIONAL MAP' })).toBeVisible();
  await expectSupportCard(page);
  await dismissToasts(page);
  await saveScreenshot(page, testInfo, 'day2-support-card');

  await page.goto('/user/profile');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Account email').fill(user.email);
  await dialog.getByLabel('Your password', { exact: true }).fill('Not-My-Password-1');
  await dialog.getByRole('button', { name: 'Delete permanently' }).click();
  await expect(dialog.getByText(messages.deletePasswordWrong)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await expectSupportCard(page);
});
