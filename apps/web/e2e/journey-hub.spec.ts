import { expect, test } from '@playwright/test';
import { submitThroughApi } from './journey-support';
import { dismissToasts, expectNoSeriousA11yIssues, saveScreenshot } from './page-checks';
import { buildTestUser, openMobileMenu, PHONE_TOO, signUp } from './support';

test(
  'the journey hub shows each step, the results so far and the next thing to do',
  PHONE_TOO,
  async ({ page }, testInfo) => {
    const user = buildTestUser(testInfo);
    await signUp(page, user);
    await expect(page).toHaveTitle('Your journey — AI Career Path');
    const steps = page.getByRole('list').filter({ hasText: 'Step 1 ·' });
    await expect(steps.getByRole('listitem')).toHaveCount(3);
    await expect(steps.getByRole('listitem').nth(1)).toContainText('Not yet: after Step 1');
    await dismissToasts(page);
    await expectNoSeriousA11yIssues(page);
    await saveScreenshot(page, testInfo, 'hub-new');

    await submitThroughApi(page, 'day1');
    await page.goto('/');
    // The hub is one click away from any page, in the account menu or the mobile menu.
    if (testInfo.project.name === 'mobile') await openMobileMenu(page);
    else await page.getByRole('banner').getByRole('button', { name: user.name }).click();
    await page
      .getByRole('banner')
      .getByRole(testInfo.project.name === 'mobile' ? 'link' : 'menuitem', { name: 'My journey' })
      .click();
    await expect(page).toHaveURL('/user/journey');
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect(steps.getByRole('listitem').first()).toContainText('Done');
    await expect(page.getByRole('link', { name: 'Your inner strengths' })).toHaveAttribute(
      'href',
      '/user/day1home',
    );
    // Step 2 is either counting down or already open (the test delay is short).
    await expect(
      page.getByRole('timer').or(page.getByRole('link', { name: 'Take Step 2' }).first()),
    ).toBeVisible();
    await dismissToasts(page);
    await expectNoSeriousA11yIssues(page);
    await saveScreenshot(page, testInfo, 'hub-after-step-1');
  },
);
