import { expect, test } from '@playwright/test';
import { expectHindiPage, expectNoSeriousA11yIssues, saveScreenshot } from './page-checks';
import { buildTestUser, openAsSomeoneElse, PHONE_TOO, readEmailLink, signUp } from './support';

/** A date of birth fifteen years before today. */
function fifteenYearsAgo(): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - 15);
  date.setUTCMonth(date.getUTCMonth() - 2);
  return date.toISOString().slice(0, 10);
}

test(
  "a 15-year-old waits for a parent's OK; the parent reads in Hindi, consents, and Step 1 opens",
  PHONE_TOO,
  async ({ page, browser }, testInfo) => {
    test.setTimeout(90_000);
    const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const parentEmail = `e2e-parent-${testInfo.project.name}-${stamp}@example.com`;
    const student = buildTestUser(testInfo, {
      name: 'Riya Sharma',
      dateOfBirth: fifteenYearsAgo(),
      parentEmail,
    });
    await signUp(page, student);
    // From here on, the child's pages load nothing from another site (no trackers, no pixels).
    const appOrigin = new URL(page.url()).origin;
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin !== appOrigin && url.protocol !== 'data:') elsewhere.push(request.url());
    });
    await expect(page.getByText(parentEmail)).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await saveScreenshot(page, testInfo, 'waiting-for-parent-hub');

    // Step 1 waits too: nothing typed is kept before the parent's OK.
    await page.goto('/user/day1');
    await expect(
      page.getByRole('heading', { level: 1, name: "Waiting for your parent's OK" }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Send again' }).click();
    await expect(page.getByText('We sent it a moment ago.', { exact: false })).toBeVisible();

    // The parent, on their own phone, from the emailed link, with no account.
    const link = await readEmailLink(parentEmail, '/consent/[A-Za-z0-9_-]{43}');
    const parent = await openAsSomeoneElse(browser, page, link, 'Riya Sharma asks for your OK');
    await expectNoSeriousA11yIssues(parent);
    await saveScreenshot(parent, testInfo, 'parent-consent-en');
    // The page's own language switch (the navbar has one too; they change together).
    await parent
      .getByRole('group', { name: 'Language / भाषा' })
      .getByRole('button', { name: 'हिन्दी' })
      .click();
    await expect(parent.getByRole('heading', { name: 'हम क्या लेते हैं' })).toBeVisible();
    // The whole page turns Hindi, its own words too, not only the consent text.
    await expect(
      parent.getByRole('heading', { level: 1, name: 'Riya Sharma आपकी मंज़ूरी माँग रहे हैं' }),
    ).toBeVisible();
    await expectHindiPage(parent);
    await parent.getByRole('checkbox', { name: 'मेरी उम्र 18 साल या उससे ज़्यादा है।' }).check();
    await parent.getByRole('checkbox', { name: /कानूनी अभिभावक/ }).check();
    await expectNoSeriousA11yIssues(parent);
    await saveScreenshot(parent, testInfo, 'parent-consent-hi');
    await parent.getByRole('button', { name: 'मैं अनुमति देता/देती हूँ' }).click();
    await expect(parent.getByRole('heading', { level: 1, name: 'धन्यवाद' })).toBeVisible();
    await expectHindiPage(parent);

    // The link worked once (the parent's device keeps their language).
    await parent.goto(link);
    await expect(
      parent.getByRole('heading', { level: 1, name: 'यह लिंक अब काम नहीं करता' }),
    ).toBeVisible();

    // The student's open page moves on by itself: Step 1's first question.
    await expect(page.getByText('Question 1 of 12')).toBeVisible({ timeout: 20_000 });
    expect(elsewhere).toEqual([]);

    // The parent's record email carries the way to withdraw.
    const withdrawLink = await readEmailLink(parentEmail, '/consent/withdraw/[A-Za-z0-9_-]{43}');
    await parent.goto(withdrawLink);
    await expect(
      parent.getByRole('heading', {
        level: 1,
        name: 'Riya Sharma के लिए दी गई अपनी अनुमति वापस लीजिए',
      }),
    ).toBeVisible();
    await expectHindiPage(parent);
    await expectNoSeriousA11yIssues(parent);
    await saveScreenshot(parent, testInfo, 'parent-withdraw');
    await parent.context().close();
  },
);
