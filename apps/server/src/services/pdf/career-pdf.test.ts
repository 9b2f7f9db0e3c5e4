import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  generateCareerResult,
  generateDay1Result,
  generateDay2Result,
  generateDeepRoadmap,
} from '@acp/insights';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { SUPPORT_NOTICE } from '@acp/shared';
import { buildAnswers } from '../../test/answers.js';
import { renderCareerPdf } from './career-pdf.js';

/** The report of a student, as the PDF route builds it from stored results. */
function report(name: string, texts: string[], locale: 'en' | 'hi' = 'en') {
  const [day1, day2, day3] = (['day1', 'day2', 'day3'] as const).map((day) =>
    buildAnswers(day, { choice: 1, texts }),
  ) as [
    ReturnType<typeof buildAnswers>,
    ReturnType<typeof buildAnswers>,
    ReturnType<typeof buildAnswers>,
  ];
  const career = generateCareerResult({ name, day1, day2, day3, locale });
  const chosen = career.results.topCareers.careers[0]?.title ?? '';
  return {
    name,
    answers: { day1, day2, day3 },
    date: new Date('2026-11-25T10:00:00Z'),
    day1: generateDay1Result({ name, day1, locale }),
    day2: generateDay2Result({ name, day1, day2, locale }),
    career,
    deep: generateDeepRoadmap({ name, day1, day2, day3, career: chosen, locale }),
  };
}

interface PageText {
  items: { text: string; y: number }[];
  height: number;
}

async function pagesOf(bytes: Buffer): Promise<PageText[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const pages: PageText[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const page = await pdf.getPage(number);
    const content = await page.getTextContent();
    pages.push({
      height: page.view[3] ?? 842,
      items: content.items.flatMap((item) =>
        'str' in item && item.str.trim()
          ? [{ text: item.str, y: item.transform[5] as number }]
          : [],
      ),
    });
  }
  return pages;
}

/** How far down the page its text reaches, 0–1, leaving out the footer line. */
function fill(page: PageText): number {
  const lowest = Math.min(...page.items.filter((item) => item.y > 60).map((item) => item.y));
  return (page.height - lowest) / page.height;
}

const students = [
  report('Anaya Krishnan', ['I love biology and want to become a doctor', 'NEET']),
  report('प्रिया शर्मा', ['मुझे पढ़ाना अच्छा लगता है', 'teacher banna hai']),
  report('Rahul', ['idk', 'coding games and building apps']),
];

describe('career PDF', () => {
  it.each(students.map((student) => [student.name, student] as const))(
    'for %s: a cover, no page under a third full but the last, numbered pages, sources last',
    async (name, student) => {
      const bytes = await renderCareerPdf(student);
      expect(bytes.length).toBeLessThan(500 * 1024);
      const pages = await pagesOf(bytes);
      const texts = pages.map((page) => page.items.map((item) => item.text).join(' '));
      const all = texts.join(' ');

      expect(texts[0]).toContain('Your Career Report');
      expect(texts[0]).toContain('Prepared on 25 November 2026');
      expect(texts[0]).toContain(student.deep.chosen_career);
      expect(texts[0]).toContain('Inside this report');
      for (const [index, page] of pages.entries()) {
        expect(texts[index]).toContain(`page ${index + 1} of ${pages.length}`);
        if (index < pages.length - 1)
          expect(fill(page), `page ${index + 1}`).toBeGreaterThan(1 / 3);
      }
      // The sources come last: after the emotional map, and on the last page with the credits.
      expect(all.lastIndexOf('Sources')).toBeGreaterThan(
        all.lastIndexOf('Step 2 · Your emotional map'),
      );
      expect(texts.at(-1)).toContain('O*NET');
      // No doubled quote marks, no address broken after its scheme.
      expect(all).not.toMatch(/[“”"]\s*[“”"]/);
      expect(all).not.toMatch(/https?:\/\/\s*$/m);
      for (const page of pages) {
        for (const item of page.items) expect(item.text).not.toMatch(/https?:\/\/$/);
      }
      if (name === 'Anaya Krishnan') expect(all).toContain('Anaya Krishnan');
    },
  );

  it('puts the helplines on the cover of a student who may be struggling, nothing over the footer', async () => {
    const bytes = await renderCareerPdf({ ...students[0]!, support: SUPPORT_NOTICE });
    const [cover] = await pagesOf(bytes);
    const text = cover?.items.map((item) => item.text).join(' ') ?? '';
    expect(text).toContain(SUPPORT_NOTICE.heading);
    expect(text).toContain('Inside this report');
    // Only the footer line sits in the bottom margin.
    const low = cover?.items.filter((item) => item.y < 50).map((item) => item.text) ?? [];
    expect(low.join(' ')).toMatch(/^AI Career Path · Anaya Krishnan\s+page 1 of \d+$/);
  });

  it('writes a name in Hindi with an embedded Devanagari font', async () => {
    const bytes = await renderCareerPdf(students[1]!);
    expect(bytes.toString('latin1')).toMatch(/NotoSansDevanagari/);
    const pages = await pagesOf(bytes);
    // Text extraction gives shaped Indic glyphs in visual order (ि before प्र): the letters are
    // there, in Devanagari, not boxes or Latin fallbacks.
    const cover = pages[0]?.items.map((item) => item.text).join('') ?? '';
    expect(cover).toContain('प्र');
    expect(cover).toMatch(/श[\u0900-\u097F]*म/);
  });

  it('names the careers by their Hindi titles in a Hindi report', async () => {
    const hindi = report('प्रिया शर्मा', ['मुझे पढ़ाना अच्छा लगता है', 'teacher banna hai'], 'hi');
    const pages = await pagesOf(await renderCareerPdf({ ...hindi, locale: 'hi' }));
    const cover = pages[0]?.items.map((item) => item.text).join(' ') ?? '';
    for (const match of hindi.career.results.topCareers.careers) {
      expect(match.titleHi).toMatch(/[\u0900-\u097f]/);
      expect(cover).not.toContain(match.title);
    }
    expect(cover).not.toContain(hindi.deep.chosen_career);
  });

  it('speaks Hindi in its own words for a Hindi account: headings, notes, marks, page numbers', async () => {
    const bytes = await renderCareerPdf({ ...students[1]!, locale: 'hi', support: SUPPORT_NOTICE });
    const pages = await pagesOf(bytes);
    const texts = pages.map((page) => page.items.map((item) => item.text).join(' '));
    const all = texts.join(' ');
    for (const english of [
      'Your Career Report',
      'Prepared on',
      'Your chosen career',
      'Inside this report',
      'Your interest profile',
      'top 3',
      'Step 1 ·',
      'About the data',
      'page 1 of',
    ])
      expect(all).not.toContain(english);
    // The helplines' numbers joined in Hindi; the results themselves follow their own language.
    expect(all).toContain('14416 या 1-800');
    expect(all).toContain('टॉप 3');
    expect(all).toContain('नवंबर 2026');
    for (const [index, text] of texts.entries())
      expect(text).toContain(`${index + 1} / ${pages.length}`);
  });

  it('prints a Hindi roadmap’s sources last, with the data credits', async () => {
    const student = students[1]!;
    const { day1, day2, day3 } = student.answers;
    const chosen = student.career.results.topCareers.careers[0]?.title ?? '';
    const deep = generateDeepRoadmap({
      name: student.name,
      day1,
      day2,
      day3,
      career: chosen,
      locale: 'hi',
    });
    const pages = await pagesOf(await renderCareerPdf({ ...student, deep, locale: 'hi' }));
    const texts = pages.map((page) => page.items.map((item) => item.text).join(' '));
    // The O*NET link of the sources section stands on the last page only, not in the roadmap.
    const onet = texts.flatMap((text, index) => (text.includes('O*NET OnLine') ? [index] : []));
    expect(onet).toEqual([pages.length - 1]);
  });

  // The pages as pictures, when poppler's pdftoppm is installed (.ci/run installs it): every
  // page but the last has ink down to at least a third of its height.
  const pdftoppm = (() => {
    try {
      execFileSync('pdftoppm', ['-v'], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  })();
  it.skipIf(!pdftoppm)('renders to pictures whose pages are filled (pdftoppm)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'acp-pdf-'));
    const file = path.join(dir, 'report.pdf');
    fs.writeFileSync(file, await renderCareerPdf(students[0]!));
    execFileSync('pdftoppm', ['-r', '20', '-gray', file, path.join(dir, 'page')]);
    const pictures = fs
      .readdirSync(dir)
      .filter((name) => name.endsWith('.pgm'))
      .sort();
    expect(pictures.length).toBeGreaterThan(3);
    for (const [index, picture] of pictures.entries()) {
      const raw = fs.readFileSync(path.join(dir, picture));
      const [, width, height] =
        /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(raw.toString('latin1', 0, 40)) ?? [];
      const w = Number(width);
      const h = Number(height);
      const pixels = raw.subarray(raw.length - w * h);
      let lastInk = 0;
      // Above the footer (the bottom 9 %): the lowest row with dark pixels.
      for (let row = 0; row < h * 0.91; row += 1) {
        const line = pixels.subarray(row * w, (row + 1) * w);
        if (line.some((value) => value < 160)) lastInk = row;
      }
      if (index < pictures.length - 1) expect(lastInk / h, picture).toBeGreaterThan(1 / 3);
    }
    fs.rmSync(dir, { recursive: true, force: true });
  });
  if (!pdftoppm) console.warn('pdftoppm not installed: the PDF picture test is skipped');
});
