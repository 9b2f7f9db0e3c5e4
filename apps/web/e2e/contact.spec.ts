import { expect, test } from '@playwright/test';
import { E2E_CONTACT } from '../playwright.config';
import { dismissToasts, expectNoSeriousA11yIssues, saveScreenshot } from './page-checks';
import { buildTestUser, signUp } from './support';

test('a user sends a message after fixing what the form points out', async ({ page }, testInfo) => {
  const user = buildTestUser(testInfo);
  await signUp(page, user);
  await page.goto('/user/contact');
  await expect(page.getByRole('heading', { name: "WE'D LOVE TO HEAR FROM YOU" })).toBeVisible();
  await expect(page.getByText(/reply within 24-48 hours/)).toBeVisible();
  await expect(page.getByRole('banner')).toHaveAttribute('data-variant', 'tinted');
  // The operator's details (SUPPORT_*, SOCIAL_*), each set one shown; the email is not set here.
  const quick = page.getByRole('region', { name: 'Quick contact' });
  await expect(quick.getByText(E2E_CONTACT.address)).toBeVisible();
  await expect(quick.getByRole('link', { name: E2E_CONTACT.phone })).toHaveAttribute(
    'href',
    'tel:+918023456789',
  );
  await expect(quick.getByRole('link', { name: 'AI Career Path on Instagram' })).toHaveAttribute(
    'href',
    E2E_CONTACT.instagram,
  );
  await expect(quick.getByRole('link')).toHaveCount(2);

  const form = page.getByRole('form', { name: 'Contact form' });
  await expect(form.getByLabel('Full Name')).toHaveValue(user.name);
  await expect(form.getByLabel('Email Address')).toHaveValue(user.email);
  await expect(form.getByLabel('Phone Number')).toHaveValue(user.contact);
  await expect(form.getByRole('radio', { name: 'General Inquiry' })).toBeChecked();
  const rows = (page.viewportSize()?.width ?? 1280) < 768 ? '2' : '3';
  await expect(form.getByLabel('Message')).toHaveAttribute('rows', rows);

  await form.getByLabel('Phone Number').fill('123');
  await form.getByLabel('Message').fill('Hi');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(
    form.getByText('Please enter a valid phone number (at least 10 digits)'),
  ).toBeVisible();
  await expect(form.getByText('Please write a message of at least 10 characters')).toBeVisible();
  await dismissToasts(page);
  await expectNoSeriousA11yIssues(page);
  await saveScreenshot(page, testInfo, 'contact-validation');

  await form.getByLabel('Phone Number').fill(user.contact);
  await form.getByRole('radio', { name: 'Payment/Unlocking Issue' }).check();
  await form.getByLabel('Message').fill('My payment went through but the report is still locked.');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: "Thanks for reaching out! We'll reply within 24-48 hours." }),
  ).toBeVisible();
  await expect(form.getByLabel('Message')).toHaveValue('');
  await expect(form.getByRole('radio', { name: 'General Inquiry' })).toBeChecked();
  await expect(form.getByText('Please write a message')).toHaveCount(0);

  await dismissToasts(page);
  await expectNoSeriousA11yIssues(page);
  await saveScreenshot(page, testInfo, 'contact');
});
