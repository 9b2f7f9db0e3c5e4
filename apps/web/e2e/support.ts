import fs from 'node:fs';
import path from 'node:path';
import { expect, type Browser, type Page, type TestInfo } from '@playwright/test';

/**
 * Tests that also run at 375 px (the `mobile` project runs only these): the screens whose
 * layout changes on a phone. The rest check behaviour that does not depend on the width.
 */
export const PHONE_TOO = { tag: '@phone' };

/**
 * Tests that run at 375 px only (the `desktop` project leaves them out): the long walks in Hindi,
 * whose words are the same at every width and whose layout matters most on a phone.
 */
export const PHONE_ONLY = { tag: ['@phone', '@phone-only'] };

/** Below this width the navbar folds into the mobile menu (product.md §9). */
const MOBILE_BREAKPOINT_PX = 768;

export interface TestUser {
  name: string;
  email: string;
  password: string;
  contact: string;
  /** `YYYY-MM-DD`: an adult by default (the age rules are tested on their own). */
  dateOfBirth: string;
  /** Under 18: the parent's or guardian's email (the account then waits for their consent). */
  parentEmail?: string;
}

/** A user no other test uses: the email carries the project name and a timestamp. */
export function buildTestUser(testInfo: TestInfo, overrides: Partial<TestUser> = {}): TestUser {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  return {
    name: 'Asha Verma',
    email: `e2e-${testInfo.project.name}-${stamp}@example.com`,
    password: 'Career-Path-2025',
    contact: '+91 98765 43210',
    dateOfBirth: '2000-04-15',
    ...overrides,
  };
}

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < MOBILE_BREAKPOINT_PX;

/** Opens the mobile menu on narrow screens; a no-op on wide ones. */
export async function openMobileMenu(page: Page) {
  if (!isMobile(page)) return;
  await page.getByRole('button', { name: 'Open menu' }).click();
}

export async function closeMobileMenu(page: Page) {
  if (!isMobile(page)) return;
  await page.getByRole('button', { name: 'Close menu' }).click();
}

/** Opens the login or signup modal from the navbar, at either width. */
export async function openAuthModal(page: Page, which: 'Login' | 'Sign Up') {
  await openMobileMenu(page);
  await page.getByRole('banner').getByRole('button', { name: which, exact: true }).click();
}

/** Fills the signup modal and sends it; the modal then says to check the email. */
export async function startSignUp(page: Page, user: TestUser) {
  await page.goto('/');
  await openAuthModal(page, 'Sign Up');
  const dialog = page.getByRole('dialog', { name: 'Sign up to AI Career Path' });
  await dialog.getByLabel('User Name').fill(user.name);
  await dialog.getByLabel('Email Address').fill(user.email);
  await dialog.getByLabel('Password', { exact: true }).fill(user.password);
  await dialog.getByLabel('Contact').fill(user.contact);
  await dialog.getByLabel('Date of Birth').fill(user.dateOfBirth);
  if (user.parentEmail) {
    await dialog.getByLabel("Parent's or Guardian's Email").fill(user.parentEmail);
  }
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('status')).toContainText('Check your email');
  await expect(dialog.getByRole('status')).toContainText(`Sent to ${user.email}`);
  return dialog;
}

/** The link of the newest finish-signup email sent to `email`. */
export const readSignupLink = (email: string) => readEmailLink(email, '/signup/[A-Za-z0-9_-]+');

/**
 * Signs up as a person does (decision 015): the form, "check your email", the link from the
 * email in the outbox, "Finish signing up".
 */
export async function signUp(page: Page, user: TestUser) {
  const dialog = await startSignUp(page, user);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
  await page.goto(await readSignupLink(user.email));
  await page.getByRole('button', { name: 'Finish signing up' }).click();
  // A new account lands on its journey hub, whose main button is Step 1 (or, under 18, which
  // waits for the parent's OK).
  await expect(page).toHaveURL('/user/journey');
  await expect(
    user.parentEmail
      ? page.getByRole('heading', { name: "Waiting for your parent's OK" })
      : page.getByRole('link', { name: 'Start Step 1' }),
  ).toBeVisible();
  await expectLoggedIn(page, user);
}

export async function logIn(page: Page, user: Pick<TestUser, 'email' | 'password' | 'name'>) {
  await openAuthModal(page, 'Login');
  const dialog = page.getByRole('dialog', { name: 'Login to your account' });
  await dialog.getByLabel('Email').fill(user.email);
  await dialog.getByLabel('Password', { exact: true }).fill(user.password);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Login successful')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expectLoggedIn(page, user);
}

/** The navbar shows the user's name: in the account menu button, or in the mobile menu. */
export async function expectLoggedIn(page: Page, user: Pick<TestUser, 'name'>) {
  const banner = page.getByRole('banner');
  if (isMobile(page)) {
    await openMobileMenu(page);
    await expect(banner.getByRole('link', { name: user.name })).toBeVisible();
    await closeMobileMenu(page);
  } else {
    await expect(banner.getByRole('button', { name: user.name })).toBeVisible();
  }
}

export async function logOut(page: Page, user: Pick<TestUser, 'name'>) {
  const banner = page.getByRole('banner');
  if (isMobile(page)) {
    await openMobileMenu(page);
    await banner.getByRole('button', { name: 'Logout' }).click();
  } else {
    await banner.getByRole('button', { name: user.name }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
  }
  await expect(page.getByText('Logout successful')).toBeVisible();
  await openMobileMenu(page);
  await expect(banner.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await closeMobileMenu(page);
}

/** Undoes quoted-printable soft line breaks and escaped equals signs. */
function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
}

/** The newest link in the outbox emails sent to `email` whose path matches `pathPattern`. */
export async function readEmailLink(email: string, pathPattern: string): Promise<string> {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const appUrl = process.env.E2E_APP_URL ?? '';
  const pattern = new RegExp(`${appUrl.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}${pathPattern}`);
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const files = fs.existsSync(outbox)
          ? fs.readdirSync(outbox).filter((file) => file.endsWith('.eml'))
          : [];
        const mine = files
          .map((file) => path.join(outbox, file))
          .map((file) => ({ file, text: decodeQuotedPrintable(fs.readFileSync(file, 'utf8')) }))
          .filter(({ text }) => text.includes(email) && pattern.test(text))
          .sort((a, b) => fs.statSync(b.file).mtimeMs - fs.statSync(a.file).mtimeMs);
        link = mine[0]?.text.match(pattern)?.[0];
        return link;
      },
      { message: `an email for ${email} with ${pathPattern} in ${outbox}` },
    )
    .toBeTruthy();
  return link!;
}

/** The reset link of the newest reset email sent to `email`. */
export const readResetLink = (email: string) =>
  readEmailLink(email, '/reset-password/[A-Za-z0-9_-]+');

/**
 * How long a page opened in a fresh browser may take to show its first heading: with nothing
 * cached it fetches every chunk of the route one after another, then its data — seconds on this
 * 2-core machine while the other worker runs a journey.
 */
const COLD_START_MS = 20_000;

/**
 * Someone else (a parent on their own phone, with no account) opens an emailed link in a browser
 * of their own, at the student's viewport, and sees its first heading.
 */
export async function openAsSomeoneElse(
  browser: Browser,
  page: Page,
  link: string,
  heading: string,
): Promise<Page> {
  const context = await browser.newContext({ viewport: page.viewportSize() });
  const other = await context.newPage();
  await other.goto(link);
  await expect(other.getByRole('heading', { level: 1, name: heading })).toBeVisible({
    timeout: COLD_START_MS,
  });
  return other;
}
