import {
  generateCareerResult,
  generateDay1Result,
  generateDay2Result,
  generateDeepRoadmap,
} from '@acp/insights';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { buildAnswers } from '../../test/answers.js';
import { renderCareerPdf } from './career-pdf.js';

/** The text of every page of a PDF, one string. */
async function textOf(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages.join('\n');
}

/** Mash as students type it, one for each free-text question of the three steps (2 + 3 + 4). */
const MASH = ['xyz', 'asdfgh', 'qwerty', 'jkjkjk', 'aaaa', 'sdfgh', 'zxcvb', 'poiuy', 'lkjhg'];

describe('the career PDF of someone who typed mash', () => {
  it.each(['en', 'hi'] as const)('shows none of it (%s)', async (locale) => {
    const name = 'Kabir';
    const day1 = buildAnswers('day1', { choice: 2, texts: MASH.slice(0, 2) });
    const day2 = buildAnswers('day2', { choice: 2, texts: MASH.slice(2, 5) });
    const day3 = buildAnswers('day3', { choice: 2, texts: MASH.slice(5) });
    const career = generateCareerResult({ name, day1, day2, day3, locale });
    const chosen = career.results.topCareers.careers[0]?.id ?? '';
    const text = await textOf(
      await renderCareerPdf({
        name,
        date: new Date('2026-11-25T10:00:00Z'),
        day1: generateDay1Result({ name, day1, locale }),
        day2: generateDay2Result({ name, day1, day2, locale }),
        career,
        deep: generateDeepRoadmap({ name, day1, day2, day3, career: chosen, locale }),
        locale,
      }),
    );
    expect(text).toContain(name);
    for (const mash of MASH)
      expect(text.toLowerCase(), mash).not.toMatch(new RegExp(`\\b${mash}\\b`));
  });
});
