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

    // Five answers, the way a person gives them: one question at a time.
    const chosen: string[] = [];
    const shown = page.locator('[data-question]:not([hidden])');
    for (let number = 1; number <= 5; number += 1) {
      await expect(page.getByText(`Question ${number} of 12`)).toBeVisible();
      const option = shown.getByRole('radio').nth(number % 3);
      // The fifth answer is kept a moment after it is given: wait for that save.
      const kept =
        number === 5
          ? page.waitForResponse(
              (response) =>
                response.url().endsWith('/api/v1/form/day1draft') &&
                (JSON.parse(response.request().postData() ?? '{}') as { qnaArray?: unknown[] })
                  .qnaArray?.length === 5,
            )
          : null;
      await option.check();
      await kept;
      chosen.push((await option.getAttribute('value')) ?? '');
      await page.getByRole('button', { name: 'Next' }).click();
    }
    await expect(
      page.getByText('Your answers are kept. You can finish later, on any device.'),
    ).toBeVisible();

    // A reload goes on at the sixth question, and going back shows the five kept.
    await page.reload();
    await expect(page.getByText('Question 6 of 12')).toBeVisible();
    await expect(shown.getByRole('radio', { checked: true })).toHaveCount(0);
    for (let number = 5; number >= 1; number -= 1) {
      await page.getByRole('button', { name: 'Back' }).click();
      await expect(page.getByText(`Question ${number} of 12`)).toBeVisible();
      await expect(
        shown.getByRole('radio', { name: chosen[number - 1], exact: true }),
      ).toBeChecked();
    }
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
