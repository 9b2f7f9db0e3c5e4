import fs from 'node:fs';
import { type Question } from '@acp/shared';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { UNLOCK_DELAY_SECONDS } from '../playwright.config';
import { postStep, postStepOnceOpen } from './journey-support';
import {
  dismissToasts,
  expectHindiPage,
  expectNoSeriousA11yIssues,
  hindiRoadmapNames,
  saveScreenshot,
} from './page-checks';
import { buildTestUser, openMobileMenu, PHONE_ONLY, signUp } from './support';

/** A Hindi-speaking student: the English options (as saved), their own words in Hindi. */
const answerOf = (question: Question) =>
  question.type === 'choice'
    ? (question.options[1 % question.options.length] ?? '')
    : 'मुझे बायोलॉजी पसंद है और मैं बीमार लोगों की मदद करना चाहती हूँ';

/** A result page in Hindi: no English left, nothing serious for axe, and a picture of it. */
async function checkHindiResult(page: Page, testInfo: TestInfo, name: string) {
  await dismissToasts(page);
  await expectHindiPage(page);
  await expectNoSeriousA11yIssues(page);
  await saveScreenshot(page, testInfo, `results-hindi-${name}`);
}

test(
  'a student in Hindi gets Step 1, Step 2 and the blueprint in Hindi, careers with Hindi titles',
  PHONE_ONLY,
  async ({ page }, testInfo) => {
    test.setTimeout(240_000);
    await signUp(page, buildTestUser(testInfo, { name: 'आशा वर्मा' }));
    await openMobileMenu(page);
    await page.getByRole('banner').getByRole('button', { name: 'हिन्दी', exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

    // Step 1 → its result.
    expect(await postStep(page, 'day1', answerOf)).toBe(201);
    await page.goto('/user/day1home');
    await expect(
      page.getByRole('heading', { level: 1, name: 'स्टेप 1 का रिज़ल्ट – आशा वर्मा की अंदर की ताक़तें' }),
    ).toBeVisible();
    await expect(page.getByRole('figure', { name: 'एक नज़र में आपकी ताक़तें' })).toBeVisible();
    await checkHindiResult(page, testInfo, 'step1');

    // The countdown gives way to the Hindi button that leads to Step 2.
    const toStep2 = page.getByRole('link', { name: 'स्टेप 2 पर आगे बढ़ें' });
    await expect(toStep2).toBeVisible({ timeout: (UNLOCK_DELAY_SECONDS + 10) * 1000 });
    await toStep2.click();
    await expect(page).toHaveURL('/user/day2');

    // Step 2 → its result.
    await postStepOnceOpen(page, 'day2', answerOf);
    await page.goto('/user/day2home');
    await expect(page.getByRole('heading', { level: 1, name: 'आपका इमोशनल मैप' })).toBeVisible();
    await expect(page.getByRole('figure', { name: 'एक नज़र में आपका मैप' })).toBeVisible();
    await checkHindiResult(page, testInfo, 'step2');

    // Step 3 asks first where the student is now, in Hindi; then → the blueprint, made on arrival.
    // Step 3 opens once the delay after Step 2 has passed.
    await page.waitForTimeout(UNLOCK_DELAY_SECONDS * 1000 + 500);
    await page.goto('/user/day3');
    const stage = page.getByRole('form', { name: 'स्टेप 3 से पहले: आप अभी कहाँ हैं?' });
    await expect(stage).toBeVisible({ timeout: 15_000 });
    await stage.getByRole('radio', { name: '11वीं या 12वीं क्लास में' }).check();
    await stage.getByRole('radio', { name: 'साइंस, बायोलॉजी के साथ (PCB)' }).check();
    await checkHindiResult(page, testInfo, 'step3-stage');
    await stage.getByRole('button', { name: 'सेव करें' }).click();
    await expect(page.getByText('आपका रोडमैप यहाँ से शुरू होगा:')).toBeVisible();
    // Then, optionally, a career they already have in mind: found in Hindi, Hindi title first.
    const aims = page.getByRole('form', {
      name: 'क्या कोई करियर है जिसके बारे में आप पहले से सोच रहे हैं?',
    });
    await aims.getByRole('searchbox', { name: 'चुनने के लिए कोई करियर खोजें' }).fill('पशु');
    await aims.getByRole('button', { name: 'पशु चिकित्सक (वेट) जोड़ें' }).click();
    await checkHindiResult(page, testInfo, 'step3-aims');
    await aims.getByRole('button', { name: 'मेरे चुने करियर सेव करें' }).click();
    await expect(page.getByText('जिन करियर के बारे में आप सोच रहे हैं:')).toBeVisible();
    await postStepOnceOpen(page, 'day3', answerOf);
    await page.goto('/user/day3home');
    await expect(
      page.getByRole('heading', { level: 1, name: 'आपके करियर ब्लूप्रिंट में आपका स्वागत है' }),
    ).toBeVisible();
    const select = page.getByRole('button', { name: / चुनें$/ });
    await expect(select.first()).toBeVisible({ timeout: 20_000 });
    // Each top career shows its catalogue title in Devanagari.
    const titles = await page.locator('ol li h3').allTextContents();
    expect(titles).toHaveLength(3);
    for (const title of titles) expect(title).toMatch(/^[^A-Za-z]*[\u0900-\u097F]/);
    await checkHindiResult(page, testInfo, 'blueprint');

    // Choosing a career offers the full report in Hindi, naming the career by its Hindi title.
    await select.first().click();
    const offer = page.getByRole('dialog', { name: 'पूरी रिपोर्ट खोलें' });
    await expect(offer).toContainText(titles[0] ?? '');
    await expect(offer.getByRole('button', { name: '₹499 में खोलें' })).toBeVisible();
    await expectHindiPage(page);
    await expectNoSeriousA11yIssues(page);
    await saveScreenshot(page, testInfo, 'results-hindi-offer');

    // Paying in the sandbox, in Hindi, opens the roadmap in Hindi: its route, exams and Plan B
    // from the route data's Hindi, names (exams, institutes, sources) as written.
    await offer.getByRole('button', { name: '₹499 में खोलें' }).click();
    const sandbox = page.getByRole('dialog', { name: 'सैंडबॉक्स — कोई पैसा नहीं कटता' });
    await expect(sandbox).toBeVisible();
    const deep = page.waitForResponse((response) => response.url().endsWith('/ai/godeep'));
    await sandbox.getByRole('button', { name: 'पे करें', exact: true }).click();
    await expect(page).toHaveURL('/user/deep');
    const roadmap = (await (await deep).json()) as { data: { code: string } };
    await expect(page.getByText('आपका पूरा करियर रोडमैप')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'भारत में आपका रास्ता' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'आपका प्लान बी' })).toBeVisible();
    await dismissToasts(page);
    await expectHindiPage(page, hindiRoadmapNames(roadmap.data.code));
    await expectNoSeriousA11yIssues(page);
    await saveScreenshot(page, testInfo, 'results-hindi-roadmap');

    // The career PDF, made in Hindi and downloaded.
    await page.getByRole('button', { name: 'PDF बनाएँ' }).click();
    const download = page.getByRole('link', { name: 'अपनी करियर PDF डाउनलोड करें' });
    await expect(download).toBeVisible({ timeout: 20_000 });
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    const pdf = fs.readFileSync(await file.path());
    expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
    // Its text is in Devanagari: the embedded Hindi font is in it.
    expect(pdf.toString('latin1')).toMatch(/NotoSansDevanagari/);
    await expectHindiPage(page, hindiRoadmapNames(roadmap.data.code));
  },
);
