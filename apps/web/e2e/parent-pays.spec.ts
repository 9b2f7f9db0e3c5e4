import { messages } from '@acp/shared';
import { expect, test } from '@playwright/test';
import { dismissToasts, walkToBlueprint } from './journey-support';
import { expectNoSeriousA11yIssues, saveScreenshot } from './page-checks';
import { buildTestUser, openAsSomeoneElse, PHONE_ONLY, readEmailLink, signUp } from './support';

test(
  'a student asks a parent to pay: the parent pays from a link with no account, the roadmap opens',
  PHONE_ONLY,
  async ({ page, browser }, testInfo) => {
    test.setTimeout(120_000);
    const student = buildTestUser(testInfo, { name: 'Asha Verma' });
    await signUp(page, student);
    const select = await walkToBlueprint(page);
    const career = ((await select.getAttribute('aria-label')) ?? (await select.textContent()) ?? '')
      .replace(/^Select /, '')
      .trim();
    await select.click();
    const offer = page.getByRole('dialog', { name: 'UNLOCK FULL REPORT' });
    await expect(offer).toContainText(`Unlock the deep roadmap and career PDF for ${career}.`);
    await expect(offer).toContainText('Full refund within 7 days');
    await expect(offer.getByRole('link', { name: /Refund Policy/ })).toHaveAttribute(
      'href',
      '/refunds',
    );
    await offer.getByRole('button', { name: 'Make a payment link' }).click();
    const field = offer.getByRole('textbox', { name: /Send them this link/ });
    await expect(field).toHaveValue(/\/pay\/[\w-]{43}$/);
    const link = await field.inputValue();
    await expectNoSeriousA11yIssues(page);
    await saveScreenshot(page, testInfo, 'paid-plan-offer-with-link');

    // The parent, on their own phone, with no account.
    const parent = await openAsSomeoneElse(browser, page, link, "Pay for Asha's full report");
    await expect(parent.getByText(career)).toBeVisible();
    await expect(parent.getByText(student.email)).toHaveCount(0);
    await expectNoSeriousA11yIssues(parent);
    await saveScreenshot(parent, testInfo, 'parent-pay');
    await parent.getByRole('button', { name: 'Pay ₹499' }).click();
    await parent
      .getByRole('dialog', { name: 'Sandbox — no money moves' })
      .getByRole('button', { name: 'Pay', exact: true })
      .click();
    await expect(
      parent.getByRole('heading', { level: 1, name: "Asha's full report is unlocked" }),
    ).toBeVisible();
    await saveScreenshot(parent, testInfo, 'parent-paid');
    await parent.context().close();

    // The student's open dialog sees the payment and goes on to the roadmap.
    await expect(offer).toBeHidden({ timeout: 15_000 });
    await expect(page).toHaveURL('/user/deep');
    await expect(page.getByRole('heading', { level: 1, name: career })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole('alert').filter({ hasText: messages.paymentDone })).toBeVisible();
    await dismissToasts(page);

    // The receipt reaches the student, with the way to the roadmap.
    expect(await readEmailLink(student.email, '/refunds')).toMatch(/\/refunds$/);
  },
);
