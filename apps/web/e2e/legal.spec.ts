import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yIssues, saveScreenshot } from './page-checks';

const pages = [
  { link: 'Privacy Policy', url: '/privacy', heading: 'Privacy Policy', text: /HttpOnly/ },
  { link: 'Terms of Service', url: '/terms', heading: 'Terms of Service', text: /Razorpay/ },
  {
    link: 'Cookies Settings',
    url: '/cookies',
    heading: 'Cookies Settings',
    text: /Session cookie/,
  },
  { link: 'Credits', url: '/credits', heading: 'Credits', text: /O\*NET® is a trademark/ },
  { link: 'Refund Policy', url: '/refunds', heading: 'Refund Policy', text: /within 7 days/ },
];

for (const { link, url, heading, text } of pages) {
  test(`the footer's "${link}" link opens a real page`, async ({ page }, testInfo) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: link, exact: true }).click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText(text).first()).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await saveScreenshot(page, testInfo, url.slice(1));
  });
}

test('the credits link to the O*NET database and the licence', async ({ page }) => {
  await page.goto('/credits');
  await expect(page.getByRole('link', { name: 'O*NET 29.3 Database' })).toHaveAttribute(
    'href',
    'https://www.onetcenter.org/database.html',
  );
  await expect(page.getByRole('link', { name: 'CC BY 4.0' })).toHaveAttribute(
    'href',
    'https://creativecommons.org/licenses/by/4.0/',
  );
});

test('the footer has its quick links, contact details and named social links', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText(`© ${new Date().getFullYear()} AI Career Path`)).toBeVisible();
  await footer.getByRole('link', { name: 'Contact Us' }).click();
  // Contact is a protected page: a visitor is sent home with the warning.
  await expect(page.getByText('Please login to access this page')).toBeVisible();
  // Only the profiles the operator configured (SOCIAL_INSTAGRAM in the e2e server).
  await expect(footer.getByRole('link', { name: /AI Career Path on / })).toHaveCount(1);
  await expect(footer.getByRole('link', { name: 'AI Career Path on Instagram' })).toHaveAttribute(
    'href',
    'https://www.instagram.com/aicareerpath.test',
  );
});

test('an unknown page shows the 404 page', async ({ page }, testInfo) => {
  await page.goto('/nothing/here');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await saveScreenshot(page, testInfo, 'not-found');
});
