import { messages } from '@acp/shared';
import { expect, test, type Page } from '@playwright/test';
import { buildTestUser, openAuthModal, signUp } from './support';

declare global {
  interface Window {
    cspViolations: string[];
  }
}

/** What the page reported as refused by the CSP since it loaded. */
const violationsOf = (page: Page) => page.evaluate(() => window.cspViolations);

test('no screen does anything the content security policy refuses', async ({ page }, testInfo) => {
  // Every document records its violations from the start (an eval probe, an inline script…).
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  await page.goto('/');
  await openAuthModal(page, 'Login');
  // The form validates with zod as the person types.
  await page.getByRole('dialog').getByLabel('Email').fill('not-an-email');
  await page.getByRole('dialog').getByLabel('Password').first().focus();
  await expect(page.getByText(messages.emailInvalid)).toBeVisible();
  expect(await violationsOf(page)).toEqual([]);
  await page.keyboard.press('Escape');

  await signUp(page, buildTestUser(testInfo)); // the API client parses the answers with zod
  for (const url of ['/user/day1', '/profile', '/contact', '/privacy', '/credits']) {
    await page.goto(url);
    await expect(page.locator('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await violationsOf(page), url).toEqual([]);
  }
});
