import { expect, test } from '@playwright/test';
import {
  dismissToasts,
  expectNoSeriousA11yIssues,
  saveScreenshot,
  submitAnswers,
} from './page-checks';
import { buildTestUser, PHONE_TOO, signUp } from './support';

const isMobile = (width: number | undefined) => (width ?? 1280) < 768;

test(
  'a visitor sees every landing section and pages through the testimonials',
  PHONE_TOO,
  async ({ page }, testInfo) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Trusted by 500+ users')).toBeVisible();
    for (const title of [
      'How it works',
      'Why it works',
      'TOP 3 CAREER PATHS FOR YOU',
      'Discover Your Potential Plan',
      'YOUR CLARITY IS 3 DAYS AWAY. YOU IN?',
    ]) {
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
    }
    await expect(page.getByRole('progressbar')).toHaveCount(0);

    const carousel = page.getByRole('group', { name: 'Testimonials' });
    const cards = carousel.getByRole('listitem');
    const mobile = isMobile(page.viewportSize()?.width);
    await expect(cards).toHaveCount(mobile ? 1 : 3);
    await expect(carousel.getByText(mobile ? 'Page 1 of 5' : 'Page 1 of 2')).toBeVisible();
    await carousel.getByRole('button', { name: 'Previous testimonials' }).click();
    await expect(carousel.getByText(mobile ? 'Page 5 of 5' : 'Page 2 of 2')).toBeVisible();
    await expect(cards.first()).toContainText(mobile ? 'Sneha Reddy' : 'Karan Singh');
    await carousel.getByRole('button', { name: 'Next testimonials' }).click();
    await expect(carousel.getByText('Page 1 of')).toBeVisible();

    await expectNoSeriousA11yIssues(page);
    await saveScreenshot(page, testInfo, 'landing');

    await page.getByRole('link', { name: 'Take the 3-Step Journey Now' }).click();
    await expect(page.getByText('Please login to take the test.')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Sign up to AI Career Path' })).toBeVisible();
    await expect(page).toHaveURL(`/user/signup?next=${encodeURIComponent('/user/day1')}`);
  },
);

test('a user part-way through sees their progress and can resume', async ({ page }, testInfo) => {
  await signUp(page, buildTestUser(testInfo));
  await submitAnswers(page, 'day1');
  await page.goto('/');

  const journey = page.getByRole('region', { name: 'Your journey' });
  await expect(journey.getByText('Progress: 33%')).toBeVisible();
  await expect(journey.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');
  await expect(journey.getByText('Step 1 done')).toBeAttached();
  await expect(journey.getByText('Step 2 · not yet')).toBeAttached();
  const resume = journey.getByRole('link', { name: 'Resume your journey' });
  await expect(resume).toHaveAttribute('href', '/user/day2');
  await expect(page.getByRole('link', { name: 'See your Journey' })).toHaveCount(0);

  await dismissToasts(page);
  await expectNoSeriousA11yIssues(page);
  await saveScreenshot(page, testInfo, 'landing-logged-in');
});
