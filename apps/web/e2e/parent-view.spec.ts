import { expect, test } from '@playwright/test';
import { walkToBlueprint } from './journey-support';
import { expectNoSeriousA11yIssues, saveScreenshot } from './page-checks';
import { buildTestUser, openAsSomeoneElse, PHONE_TOO, signUp } from './support';

test(
  'a student shares their results with a parent: a read-only page with the route, Plan B and questions, paid from there, then switched off',
  PHONE_TOO,
  async ({ page, browser }, testInfo) => {
    test.setTimeout(150_000);
    const student = buildTestUser(testInfo, { name: 'Riya Sharma' });
    await signUp(page, student);
    await walkToBlueprint(page);

    await page.goto('/user/journey');
    const share = page.getByRole('region', { name: 'Share with my parent' });
    await share.getByRole('button', { name: 'Share with my parent' }).click();
    const field = share.getByRole('textbox', { name: /Send this link/ });
    await expect(field).toHaveValue(/\/parent\/[\w-]{43}$/);
    const link = await field.inputValue();
    await expect(share.getByText('Not opened yet.', { exact: false })).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await saveScreenshot(page, testInfo, 'share-with-parent');

    // The parent, on their own phone, with no account.
    const parent = await openAsSomeoneElse(browser, page, link, "Riya's career results");
    await expect(parent.getByRole('heading', { level: 3 })).toHaveCount(3);
    await expect(parent.getByRole('heading', { name: 'The route in India' }).first()).toBeVisible();
    await expect(
      parent.getByRole('heading', { name: 'Plan B', exact: true }).first(),
    ).toBeVisible();
    await expect(
      parent.getByRole('heading', { name: 'Questions to talk about together' }),
    ).toBeVisible();
    // Nothing the student wrote.
    await expect(parent.getByText('I love biology', { exact: false })).toHaveCount(0);
    await expectNoSeriousA11yIssues(parent);
    await saveScreenshot(parent, testInfo, 'parent-view');

    await parent.getByRole('link', { name: 'Pay ₹499 for Riya' }).click();
    await parent.getByRole('button', { name: 'Pay ₹499' }).click();
    await parent
      .getByRole('dialog', { name: 'Sandbox — no money moves' })
      .getByRole('button', { name: 'Pay', exact: true })
      .click();
    await expect(
      parent.getByRole('heading', { level: 1, name: "Riya's full report is unlocked" }),
    ).toBeVisible();

    // The student sees the visit, then switches the link off.
    await page.reload();
    await expect(share.getByText(/Last opened/)).toBeVisible();
    await share.getByRole('button', { name: 'Stop sharing' }).click();
    await expect(share.getByRole('button', { name: 'Share with my parent' })).toBeVisible();
    await parent.goto(link);
    await expect(
      parent.getByRole('heading', { level: 1, name: 'This link does not open' }),
    ).toBeVisible();
    await parent.context().close();
  },
);
