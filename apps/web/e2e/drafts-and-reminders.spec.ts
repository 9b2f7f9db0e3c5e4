import { expect, test } from '@playwright/test';
import { dismissToasts, expectNoSeriousA11yIssues, saveScreenshot } from './page-checks';
import { buildTestUser, PHONE_TOO, readEmailLink, signUp } from './support';

test(
  'answers are kept through a reload, and the reminder emails stop from their link',
  PHONE_TOO,
  async ({ page }, testInfo) => {
    const user = buildTestUser(testInfo);
    await signUp(page, user);
    await page.goto('/user/day1');
    await expect(page.getByText(/Your answers are kept as you go/)).toBeVisible();

    // Five answers, the way a person gives them: one option in each of the first five questions.
    const chosen: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      const group = page.getByRole('group', { name: new RegExp(`^${index + 1}\\. `) });
      const option = group.getByRole('radio').nth(index % 3);
      await option.check();
      chosen.push((await option.getAttribute('value')) ?? '');
    }
    await expect(
      page.getByText('Your answers are kept. You can finish later, on any device.'),
    ).toBeVisible();

    await page.reload();
    for (const [index, value] of chosen.entries()) {
      const group = page.getByRole('group', { name: new RegExp(`^${index + 1}\\. `) });
      await expect(group.getByRole('radio', { name: value, exact: true })).toBeChecked();
    }
    await expect(
      page.getByRole('group', { name: /^6\. / }).getByRole('radio', { checked: true }),
    ).toHaveCount(0);
    await saveScreenshot(page, testInfo, 'day1-draft-kept');

    // The welcome email's link stops the reminders with one click, with no login needed.
    const unsubscribe = await readEmailLink(user.email, '/unsubscribe\\?token=[0-9a-f-]{36}');
    await page.goto(unsubscribe);
    await expect(page.getByRole('heading', { name: 'Stop reminder emails' })).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await page.getByRole('button', { name: 'Stop reminder emails' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Reminder emails are off. You can turn them on again in your profile.',
    );
    await saveScreenshot(page, testInfo, 'unsubscribe-done');

    await page.goto('/user/profile');
    const reminders = page.getByRole('checkbox', { name: /Email me when my next step is ready/ });
    await expect(reminders).not.toBeChecked();
    await reminders.check();
    await expect(page.getByText(/Reminder emails are on/)).toBeVisible();
    await expect(reminders).toBeChecked();
    await dismissToasts(page);
    await expectNoSeriousA11yIssues(page);
    await saveScreenshot(page, testInfo, 'profile-reminders');
  },
);
