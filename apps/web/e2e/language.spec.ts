import { expect, test, type Page } from '@playwright/test';
import {
  expectHindiPage,
  expectNoSeriousA11yIssues,
  expectTapTargets,
  saveScreenshot,
} from './page-checks';
import { buildTestUser, logIn, PHONE_TOO, readSignupLink, signUp } from './support';

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/** Opens the mobile menu, in either language; a no-op on wide screens. */
async function openMenu(page: Page) {
  if (!isPhone(page)) return;
  await page.getByRole('button', { name: /^(Open menu|मेन्यू खोलें)$/ }).click();
}

/** The navbar's language switch (in the mobile menu on a phone). */
async function switchTo(page: Page, language: 'हिन्दी' | 'English') {
  await openMenu(page);
  await page.getByRole('banner').getByRole('button', { name: language, exact: true }).click();
}

const html = (page: Page) => page.locator('html');

test(
  'a visitor reads the navbar and signup in Hindi, and the choice stays',
  PHONE_TOO,
  async ({ page }, testInfo) => {
    await page.goto('/');
    await expect(html(page)).toHaveAttribute('lang', 'en');
    await switchTo(page, 'हिन्दी');
    await expect(html(page)).toHaveAttribute('lang', 'hi');
    await expect(page).toHaveURL('/');

    await page.reload();
    await expect(html(page)).toHaveAttribute('lang', 'hi');
    // The landing page reads in Hindi, with no English left on it.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'वो करियर ढूँढिए जो आप पर सच में फ़िट बैठे',
    );
    await expect(page.getByRole('heading', { name: 'यह कैसे काम करता है' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'पूरी रिपोर्ट खोलें' })).toBeVisible();
    await expectHindiPage(page);
    await expectNoSeriousA11yIssues(page);
    await saveScreenshot(page, testInfo, 'landing-hindi');
    await openMenu(page);
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: 'साइन अप' })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'English' })).toHaveAttribute('lang', 'en');
    await expectTapTargets(page);
    await saveScreenshot(page, testInfo, 'navbar-hindi');
    await banner.getByRole('button', { name: 'साइन अप' }).click();
    const dialog = page.getByRole('dialog', { name: 'AI Career Path पर साइन अप करें' });
    await expect(dialog.getByLabel('जन्म तारीख़')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'आगे बढ़ें' })).toBeDisabled();
    // The field rules speak Hindi too.
    await dialog.getByLabel('ईमेल', { exact: true }).fill('asha@');
    await expect(dialog.getByText('कृपया सही ईमेल डालें')).toBeVisible();
    await expectHindiPage(page);
    await expectNoSeriousA11yIssues(page);
    await saveScreenshot(page, testInfo, 'signup-hindi');
    await page.keyboard.press('Escape');

    await switchTo(page, 'English');
    await expect(html(page)).toHaveAttribute('lang', 'en');
    await openMenu(page);
    await expect(banner.getByRole('button', { name: 'Sign Up' })).toBeVisible();
  },
);

test.describe('a browser that asks for Hindi first', () => {
  test.use({ locale: 'hi-IN' });

  test('opens in Hindi on the first visit', async ({ page }) => {
    await page.goto('/');
    await expect(html(page)).toHaveAttribute('lang', 'hi');
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'प्राइवेसी पॉलिसी' }),
    ).toBeVisible();
  });

  test(
    'signs up in Hindi from the form to the emailed link',
    PHONE_TOO,
    async ({ page }, testInfo) => {
      const user = buildTestUser(testInfo);
      await page.goto('/');
      await openMenu(page);
      await page.getByRole('banner').getByRole('button', { name: 'साइन अप' }).click();
      const dialog = page.getByRole('dialog', { name: 'AI Career Path पर साइन अप करें' });
      await dialog.getByLabel('नाम').fill(user.name);
      await dialog.getByLabel('ईमेल', { exact: true }).fill(user.email);
      await dialog.getByLabel('पासवर्ड', { exact: true }).fill(user.password);
      await dialog.getByLabel('फ़ोन नंबर').fill(user.contact);
      await dialog.getByLabel('जन्म तारीख़').fill(user.dateOfBirth);
      await dialog.getByRole('button', { name: 'आगे बढ़ें' }).click();
      const status = dialog.getByRole('status');
      await expect(status).toContainText('बस एक कदम और');
      await expect(status).toContainText('आगे बढ़ने के लिए अपना ईमेल देखें');
      await expectHindiPage(page);
      await expectNoSeriousA11yIssues(page);
      await saveScreenshot(page, testInfo, 'signup-check-email-hindi');

      await page.goto(await readSignupLink(user.email));
      await expect(page.getByRole('heading', { level: 1, name: 'साइन अप पूरा करें' })).toBeVisible();
      await expectHindiPage(page);
      await saveScreenshot(page, testInfo, 'signup-finish-hindi');
      await page.getByRole('button', { name: 'साइन अप पूरा करें' }).click();
      await expect(page).toHaveURL('/user/journey');
      await expect(html(page)).toHaveAttribute('lang', 'hi');
      // The journey hub speaks Hindi, its cards too (decision 016).
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        `नमस्ते ${user.name.split(' ')[0]}, आप अभी यहाँ हैं`,
      );
      await expect(page.getByRole('link', { name: 'स्टेप 1 शुरू करें' })).toBeVisible();
      await expect(
        page.getByRole('heading', { name: 'स्टेप 1 · अपने अंदर का ऑपरेटिंग सिस्टम समझिए' }),
      ).toBeVisible();
      await saveScreenshot(page, testInfo, 'hub-hindi');
    },
  );

  test('the password pages read in Hindi, their rules too', async ({ page }) => {
    await page.goto('/forget-password');
    await expect(page.getByRole('heading', { level: 1, name: 'पासवर्ड भूल गए?' })).toBeVisible();
    await page.getByLabel('ईमेल').fill('asha@');
    await expect(page.getByText('कृपया सही ईमेल पता डालें')).toBeVisible();
    await expectHindiPage(page);
    await page.goto('/reset-password/not-a-real-token-but-long-enough-1234567890');
    await expect(page.getByRole('heading', { level: 1, name: 'नया पासवर्ड बनाइए' })).toBeVisible();
    await expectHindiPage(page);
  });
});

test('the account keeps the language for a new device', async ({ page, browser }, testInfo) => {
  const user = buildTestUser(testInfo);
  await signUp(page, user);
  await switchTo(page, 'हिन्दी');
  await expect(html(page)).toHaveAttribute('lang', 'hi');
  // Saved to the account once the switch is made while logged in.
  await expect
    .poll(async () =>
      page.evaluate(async () => {
        const response = await fetch('/api/v1/user/user', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        });
        return ((await response.json()) as { user: { locale: string | null } }).user.locale;
      }),
    )
    .toBe('hi');

  // Another device, in English by its browser, with no choice of its own.
  const other = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    locale: 'en-IN',
    viewport: { width: 1280, height: 800 },
  });
  const laptop = await other.newPage();
  await laptop.goto('/');
  await expect(html(laptop)).toHaveAttribute('lang', 'en');
  await logIn(laptop, user);
  await expect(html(laptop)).toHaveAttribute('lang', 'hi');
  await expect(laptop.getByRole('banner').getByRole('button', { name: 'English' })).toBeVisible();
  await other.close();
});
