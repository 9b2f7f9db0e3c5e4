import { describe, expect, it } from 'vitest';
import { PERSONAS } from '../../testing/personas.js';
import { generateCareerResult } from './generate-career.js';
import { checkCareerFit } from './check-career.js';

/** The coder persona: a student whose answers lean to software. */
const coder = PERSONAS.find((persona) => persona.key === 'coder');
if (!coder) throw new Error('the coder persona is missing');
const answers = { name: coder.name, ...coder.answers };

const topIds = (result: ReturnType<typeof generateCareerResult>) =>
  result.results.topCareers.careers.map((career) => career.id);

describe('careers picked before Step 3 (issue 34)', () => {
  it('puts a picked career that fits moderately in the top 3, first, saying it was picked', () => {
    const plain = topIds(generateCareerResult(answers));
    // A career of the same kind that the answers alone do not put in the top 3.
    const picked = 'data-scientist';
    expect(plain).not.toContain(picked);
    const result = generateCareerResult({ ...answers, picked: [picked] });
    const [first] = result.results.topCareers.careers;
    expect(first?.id).toBe(picked);
    expect(first?.named).toBe(true);
    expect(first?.reasons[0]).toBe('You picked it yourself before Step 3.');
  });

  it('explains a picked career that does not fit under "Careers you named", in either language', () => {
    const picked = 'fashion-designer';
    for (const locale of ['en', 'hi'] as const) {
      const result = generateCareerResult({ ...answers, locale, picked: [picked] });
      expect(topIds(result)).not.toContain(picked);
      const named = result.results.mentionedCareers?.find((career) => career.id === picked);
      expect(named, locale).toBeDefined();
      expect(named?.message).toMatch(locale === 'en' ? /^You picked a fashion designer/ : /चुना/);
      expect(named?.fitScore).toBeGreaterThanOrEqual(0);
    }
  });

  it('passes over ids the catalogue does not have and names a career picked and written once', () => {
    const plain = generateCareerResult(answers);
    expect(generateCareerResult({ ...answers, picked: ['no-such-career'] })).toEqual(plain);
    const twice = generateCareerResult({
      ...answers,
      picked: ['data-scientist', 'data-scientist'],
    });
    expect(topIds(twice).filter((id) => id === 'data-scientist')).toHaveLength(1);
  });

  it('tells a career the answer about the future describes as described, not as named', () => {
    const day2 = coder.answers.day2.map((item) =>
      /five years from now/i.test(item.question)
        ? { ...item, answer: 'season me apne clients ke 500 ITR file karna' }
        : item,
    );
    for (const locale of ['en', 'hi'] as const) {
      const result = generateCareerResult({ ...answers, day2, locale });
      const card = result.results.topCareers.careers.find((c) => c.id === 'tax-consultant');
      const named = result.results.mentionedCareers?.find((c) => c.id === 'tax-consultant');
      const said = card?.reasons[0] ?? named?.message ?? '';
      expect(said, locale).toMatch(
        locale === 'en' ? /(pictured for yourself|sounds like the work)/ : /(यही काम सोचा|काम जैसा)/,
      );
      expect(said).not.toMatch(/named it yourself|नाम ख़ुद लिया/);
    }
  });

  it('"check any career" scores the blueprint with the same picks', () => {
    const fit = checkCareerFit(coder.answers, 'data-scientist', 'en', ['data-scientist']);
    expect(fit?.inTopThree).toBe(true);
    expect(fit?.reasons[0]).toBe('You picked it yourself before Step 3.');
  });
});
