import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { questionsForDay, type JourneyDay } from '@acp/shared';

/** Screenshots for a person to look at (gitignored): apps/web/test-results/screenshots. */
const SCREENSHOTS_DIR = fileURLToPath(new URL('../test-results/screenshots/', import.meta.url));

/**
 * Whether to take the pictures: yes, unless E2E_SCREENSHOTS=0 (`.ci/run` sets it: nobody looks
 * at a clean clone's pictures, and full-page pictures of long phone pages cost CPU).
 */
export const SCREENSHOTS_ON = process.env.E2E_SCREENSHOTS !== '0';

/** Axe findings a user would be blocked by: serious and critical only. */
export async function expectNoSeriousA11yIssues(page: Page) {
  // Label in name (WCAG 2.5.3) is off in axe by default; Lighthouse checks it, so do we.
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(({ id, help, nodes }) => ({ id, help, targets: nodes.map((node) => node.target) }));
  expect(serious).toEqual([]);
  await expectTapTargets(page);
}

/** Phones only: the widest viewport that counts as one for tap targets. */
const PHONE_MAX_WIDTH = 480;
/** WCAG 2.5.5's target size, our rule for every control on a phone. */
const MIN_TAP = 44;

/**
 * On a phone, every control and link is at least 44 × 44 px (a radio or checkbox counts with its
 * label). A link inside a sentence is exempt, as WCAG allows: its line is its target.
 */
export async function expectTapTargets(page: Page) {
  if ((page.viewportSize()?.width ?? 1280) > PHONE_MAX_WIDTH) return;
  const small = await page.evaluate((min) => {
    const found: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, summary, input:not([type="hidden"]), select, textarea, [role="button"]',
    );
    for (const control of controls) {
      if (control.closest('[hidden], [aria-hidden="true"], [inert]')) continue;
      const style = getComputedStyle(control);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      // Visually hidden until focused (the skip link): clipped away, not tapped.
      if (style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)') continue;
      const target =
        control instanceof HTMLInputElement && ['radio', 'checkbox'].includes(control.type)
          ? (control.closest('label') ?? control)
          : control;
      const box = target.getBoundingClientRect();
      // Collapsed controls are not tapped.
      if (box.width <= 1 || box.height <= 1) continue;
      const name = (control.getAttribute('aria-label') ?? control.textContent ?? '').trim();
      const sentence = control.parentElement?.textContent?.trim() ?? '';
      const inline = control.tagName === 'A' && style.display === 'inline';
      if (inline && sentence.length > name.length + 1) continue;
      if (box.width < min - 0.5 || box.height < min - 0.5) {
        found.push(
          `${control.tagName.toLowerCase()} "${name.slice(0, 40)}" ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
      }
    }
    return found;
  }, MIN_TAP);
  expect.soft(small, `tap targets under ${MIN_TAP} × ${MIN_TAP} px on ${page.url()}`).toEqual([]);
}

/** Saves a full-page picture named after the project (desktop / mobile) and the screen. */
export async function saveScreenshot(page: Page, testInfo: TestInfo, name: string) {
  if (!SCREENSHOTS_ON) return;
  fs.mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  // Lazy images below the fold load when scrolled to; wait for them so the picture is complete.
  await page.evaluate(async () => {
    const pending = Array.from(document.images)
      .filter((image) => {
        image.loading = 'eager';
        return !image.complete;
      })
      .map(
        (image) =>
          new Promise<void>((resolve) => {
            image.addEventListener('load', () => resolve());
            image.addEventListener('error', () => resolve());
          }),
      );
    await Promise.all(pending);
  });
  // The sticky navbar would otherwise be painted where the page was last scrolled to.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({
    path: path.join(SCREENSHOTS_DIR, `${testInfo.project.name}-${name}.png`),
    fullPage: true,
  });
}

/** Closes every toast and waits for their exit, so pictures and scans see the page itself. */
export async function dismissToasts(page: Page) {
  const closeButtons = page.getByRole('alert').getByRole('button', { name: 'close', exact: true });
  // A toast may close by itself between listing and clicking: never wait long for one.
  for (const button of await closeButtons.all())
    await button.click({ timeout: 1000 }).catch(() => undefined);
  await expect(page.locator('.Toastify__toast')).toHaveCount(0);
}

/** Submits a complete, valid answer list for a step through the real API, as the app would. */
export async function submitAnswers(page: Page, day: JourneyDay) {
  const qnaArray = questionsForDay(day).map((question) => ({
    question: question.text,
    answer:
      question.type === 'choice'
        ? (question.options[0] ?? '')
        : 'Building small apps and explaining things to friends',
  }));
  const status = await page.evaluate(
    async ({ url, body }) => {
      const response = await fetch(url, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(body),
      });
      return response.status;
    },
    { url: `/api/v1/form/${day}form`, body: { qnaArray } },
  );
  expect(status).toBe(201);
}

/**
 * Words a Hindi page may show in Latin script (decision 016): names that are written that way
 * everywhere (the brand, Google, O*NET, B.Com, CA, PDF, exam names, the mail app's folders, the
 * database named in the privacy policy) and a developer's folder name. Everything else on a Hindi
 * page is in Devanagari, loanwords included (करियर).
 */
const LATIN_ALLOWED = new Set([
  'AI',
  'Career',
  'Path',
  'CareerPath',
  'Google',
  // The payment company, named in the consent text as who takes a payment.
  'Razorpay',
  'O*NET',
  'B.Com',
  'CA',
  'Spam',
  'Promotions',
  'PDF',
  'PostgreSQL',
  'data/outbox',
  // Exam names, as students and the catalogue write them ("NEET या CLAT जैसी परीक्षा").
  'NEET',
  'CLAT',
  'JEE',
  'CUET',
  // The school streams, as schools write them ("साइंस, मैथ्स के साथ (PCM)").
  'PCM',
  'PCB',
  'PCMB',
]);

/**
 * A page shown in Hindi has no English left on it: every visible text outside an element in
 * another language (the switch's "English") or marked `translate="no"` (people's names, the
 * logo) may hold only the allowed Latin words.
 */
export async function expectHindiPage(page: Page, alsoAllowed: ReadonlySet<string> = new Set()) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  const latin = await page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || element.closest('script, style, noscript, [translate="no"]')) continue;
      if (!element.closest('[lang]')?.getAttribute('lang')?.startsWith('hi')) continue;
      if (element.closest('[hidden], [aria-hidden="true"]')) continue;
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (box.width === 0 || style.visibility === 'hidden' || style.display === 'none') continue;
      const isSrOnly = style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)';
      if (isSrOnly && box.width <= 1) continue;
      found.push(...(node.textContent?.match(/[A-Za-z][A-Za-z.*/'+-]*[A-Za-z*]|[A-Za-z]/g) ?? []));
    }
    return found;
  });
  expect(latin.filter((word) => !LATIN_ALLOWED.has(word) && !alsoAllowed.has(word))).toEqual([]);
}

const DATA_DIR = fileURLToPath(new URL('../../../packages/insights/data/', import.meta.url));
const readData = (file: string): unknown =>
  JSON.parse(fs.readFileSync(path.join(DATA_DIR, file), 'utf8'));
const LATIN_WORD = /[A-Za-z][A-Za-z.*/'+-]*[A-Za-z*]|[A-Za-z]/g;

/** The Latin words of every text value (not keys, not ids) of a data file. */
function wordsOfValues(value: unknown, words: Set<string>, key = ''): Set<string> {
  if (typeof value === 'string') {
    if (key !== 'id' && key !== 'career' && key !== 'body' && key !== 'url' && key !== 'site')
      for (const word of value.match(LATIN_WORD) ?? []) words.add(word);
  } else if (Array.isArray(value)) for (const item of value) wordsOfValues(item, words, key);
  else if (value && typeof value === 'object')
    for (const [name, item] of Object.entries(value)) wordsOfValues(item, words, name);
  return words;
}

/**
 * The Latin words a Hindi roadmap of the O*NET occupation `code` may show beside the allowed
 * ones: the names kept in the Hindi route data (exams, institutes, bodies, tools: its load-time
 * check lets no other Latin word in), the names of the English sources quoted, and the
 * occupation's English job titles to search for.
 */
export function hindiRoadmapNames(code: string): ReadonlySet<string> {
  const words = new Set<string>();
  const routes = path.join(DATA_DIR, 'india-routes');
  for (const folder of ['careers', 'registry'])
    for (const file of fs.readdirSync(path.join(routes, folder)))
      if (file.endsWith('.hi.json'))
        wordsOfValues(readData(`india-routes/${folder}/${file}`), words);
      else if (folder === 'careers')
        for (const route of readData(`india-routes/${folder}/${file}`) as {
          sources: unknown;
          pay?: { source: unknown };
        }[])
          wordsOfValues([route.sources, route.pay?.source], words);
  wordsOfValues(readData('occupations.hi.json'), words);
  const occupation = (
    readData('occupations.json') as { code: string; title: string; altTitles: string[] }[]
  ).find((item) => item.code === code);
  wordsOfValues([occupation?.title, occupation?.altTitles], words);
  for (const file of fs.readdirSync(path.join(DATA_DIR, 'india-careers')))
    if (file.endsWith('.json') && !file.endsWith('.hi.json'))
      for (const career of readData(`india-careers/${file}`) as {
        title?: string;
        soc?: string[];
      }[])
        if (career.soc?.includes(code)) wordsOfValues(career.title, words);
  return words;
}
