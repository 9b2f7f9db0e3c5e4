import { expect, test, type Page } from '@playwright/test';
import {
  expectHindiPage,
  expectNoSeriousA11yIssues,
  expectTapTargets,
  saveScreenshot,
} from './page-checks';
import { buildTestUser, PHONE_ONLY, signUp } from './support';

/** The screens after the landing page, each with its own catalogue (decision 016), in Hindi. */

/** Shows the app in Hindi from now on, as the switch does on this device. */
async function chooseHindi(page: Page) {
  await page.evaluate(() => localStorage.setItem('acp.locale', 'hi'));
}

async function expectHindiHeading(page: Page, heading: string, title: string) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page).toHaveTitle(`${title} — AI Career Path`);
}

test(
  'a student reads the hub, profile, contact, legal and not-found pages in Hindi',
  PHONE_ONLY,
  async ({ page }, testInfo) => {
    const user = buildTestUser(testInfo);
    await signUp(page, user);
    await chooseHindi(page);

    await page.goto('/user/journey');
    await expectHindiHeading(page, `नमस्ते ${user.name.split(' ')[0]}, आप अभी यहाँ हैं`, 'आपका सफ़र');
    await expect(page.getByRole('heading', { name: 'माता-पिता को दिखाएँ' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'माता-पिता को दिखाएँ' })).toBeVisible();
    await expectHindiPage(page);
    await expectTapTargets(page);
    await saveScreenshot(page, testInfo, 'hub-cards-hindi');

    await page.goto('/user/profile');
    await expectHindiHeading(page, 'मेरी प्रोफ़ाइल', 'प्रोफ़ाइल');
    await expect(page.getByRole('heading', { name: 'याद दिलाने वाले ईमेल' })).toBeVisible();
    await expect(page.getByText('जवाब नहीं दिया').first()).toBeVisible();
    await expectHindiPage(page);
    await expectNoSeriousA11yIssues(page);
    await saveScreenshot(page, testInfo, 'profile-hindi');
    // The delete dialog says what goes, in Hindi.
    await page.getByRole('button', { name: 'मेरा अकाउंट मिटाएँ' }).click();
    const dialog = page.getByRole('dialog', { name: 'अपना अकाउंट मिटाना है?' });
    await expect(dialog.getByLabel('अकाउंट का ईमेल')).toBeVisible();
    await expectHindiPage(page);
    await saveScreenshot(page, testInfo, 'delete-account-hindi');
    await dialog.getByRole('button', { name: 'रद्द करें' }).click();

    await page.goto('/user/contact');
    await expectHindiHeading(page, 'हमें आपकी बात सुनकर ख़ुशी होगी', 'संपर्क');
    await expect(page.getByRole('radio', { name: 'मेरे टेस्ट में दिक्कत' })).toBeVisible();
    await expectHindiPage(page);
    await saveScreenshot(page, testInfo, 'contact-hindi');

    await page.goto('/privacy');
    await expectHindiHeading(page, 'प्राइवेसी पॉलिसी', 'प्राइवेसी पॉलिसी');
    await expect(page.getByRole('heading', { name: '18 साल से कम उम्र के बच्चे' })).toBeVisible();
    await expectHindiPage(page);
    await expectNoSeriousA11yIssues(page);
    await saveScreenshot(page, testInfo, 'privacy-hindi');

    await page.goto('/terms');
    await expectHindiHeading(page, 'सेवा की शर्तें', 'सेवा की शर्तें');
    await expectHindiPage(page);
    await saveScreenshot(page, testInfo, 'terms-hindi');

    await page.goto('/refunds');
    await expectHindiHeading(page, 'रिफ़ंड पॉलिसी', 'रिफ़ंड पॉलिसी');
    await expect(page.getByText(/भुगतान के 7 दिन के अंदर माँगिए, हम पूरे ₹499 लौटा देंगे/)).toBeVisible();
    await expectHindiPage(page);
    await page.goto('/cookies');
    await expectHindiHeading(page, 'कुकी सेटिंग', 'कुकीज़');
    await expectHindiPage(page);

    await page.goto('/no-such-page');
    await expectHindiHeading(page, 'पेज नहीं मिला', 'पेज नहीं मिला');
    await expect(page.getByRole('link', { name: 'होम पर वापस जाएँ' })).toBeVisible();
    await expectHindiPage(page);
    await saveScreenshot(page, testInfo, 'not-found-hindi');
  },
);

test('the unsubscribe page and its failure box read in Hindi', async ({ page }) => {
  await page.goto('/');
  await chooseHindi(page);
  await page.goto('/unsubscribe');
  await expectHindiHeading(page, 'याद दिलाने वाले ईमेल बंद करें', 'याद दिलाने वाले ईमेल बंद करें');
  await expect(page.getByRole('alert')).toContainText('यह लिंक अधूरा है।');
  await expectHindiPage(page);

  await page.goto('/unsubscribe?token=not-a-real-token-but-long-enough-1234567890');
  await page.getByRole('button', { name: 'याद दिलाने वाले ईमेल बंद करें' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expectHindiPage(page);
});
