import { expect, test, type Page } from '@playwright/test';
import { UNLOCK_DELAY_SECONDS } from '../playwright.config';
import { dismissToasts, submitThroughApi } from './journey-support';
import { buildTestUser, signUp } from './support';

const delayWords = `${UNLOCK_DELAY_SECONDS} seconds`;

/** Opens `path` and expects the gate's message and the page it sends the person to. */
async function expectRefused(
  page: Page,
  path: string,
  message: string,
  landsOn: string,
  { inApp = false } = {},
) {
  if (inApp) {
    // The last refusal's toast and URL must not count for this one.
    await dismissToasts(page);
    // What the router does for a link: a new history entry it hears about, no page load.
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  } else {
    await page.goto(path);
  }
  await expect(page.getByRole('alert').filter({ hasText: message }).first()).toBeVisible();
  await expect(page).toHaveURL(landsOn);
}

test('each journey gate refuses with its message and sends the person back', async ({
  page,
}, testInfo) => {
  // Ten page loads and two unlock waits: a 2-core machine running the whole suite once took
  // 60 s here, so the limit leaves room (speed is measured by the bench, not by this test).
  test.setTimeout(120_000);
  await signUp(page, buildTestUser(testInfo));

  // Nothing answered yet: every later screen leads back towards Step 1.
  await expectRefused(page, '/user/day1home', 'Please complete Step 1 form first.', '/user/day1');
  await expectRefused(page, '/user/day2', 'Please complete Step 1 form first.', '/user/day1');
  // Step 2 not done: /user/day2home → /user/day2, whose own gate then sends on to Step 1.
  await expectRefused(page, '/user/day2home', 'Please complete Step 2 form first.', '/user/day1');
  for (const path of ['/user/day3', '/user/day3home', '/user/deep']) {
    await expectRefused(page, path, 'Please complete Step 2 form first.', '/user/day1');
  }

  // Step 1 just submitted: Step 2 is too early.
  await submitThroughApi(page, 'day1');
  await expectRefused(
    page,
    '/user/day2',
    `Step 2 will be available after ${delayWords} of Step 1 submission.`,
    '/user/day1home',
  );

  // The access check itself fails.
  await page.waitForTimeout(UNLOCK_DELAY_SECONDS * 1000);
  await page.route('**/api/v1/user/progress-status', (route) => route.abort());
  await expectRefused(page, '/user/day2', 'Something went wrong while checking access.', '/');
  await page.unroute('**/api/v1/user/progress-status');

  // Step 2 just submitted: Step 3 and what follows it are too early. The first is a page load
  // (the app learns of the answers sent through the API); the second is opened within the app,
  // as a link would: a second full load on a busy machine can take longer than the delay.
  await dismissToasts(page);
  await submitThroughApi(page, 'day2');
  const tooEarly = `Step 3 will be available after ${delayWords} of Step 2 submission.`;
  await expectRefused(page, '/user/day3', tooEarly, '/user/day2home');
  await expectRefused(page, '/user/deep', tooEarly, '/user/day2home', { inApp: true });

  // Once the delay has passed, Step 3 opens.
  await page.waitForTimeout(UNLOCK_DELAY_SECONDS * 1000);
  await page.goto('/user/day3');
  await expect(
    page.getByRole('heading', { level: 1, name: 'DISCOVER YOUR ALIGNED CAREER PATH' }),
  ).toBeVisible();
});
