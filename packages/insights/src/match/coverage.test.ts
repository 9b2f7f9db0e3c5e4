import { describe, expect, it } from 'vitest';
import { buildProfile } from '../profile/build-profile.js';
import { randomAnswers } from '../testing/random-answers.js';
import { pickCareers, rankCareers } from './career-match.js';

describe('career coverage', () => {
  it('reaches many distinct careers and families across random answer sets', () => {
    const careers = new Set<string>();
    const families = new Set<string>();
    for (let seed = 1; seed <= 300; seed++) {
      for (const match of pickCareers(buildProfile(randomAnswers(seed))).top) {
        careers.add(match.career.id);
        families.add(match.career.family);
      }
    }
    console.log(
      `coverage: ${careers.size} distinct careers, ${families.size} families in top 3 over 300 random answer sets`,
    );
    expect(careers.size).toBeGreaterThanOrEqual(150);
    expect(families.size).toBeGreaterThanOrEqual(18);
  });

  it('penalises careers that lean on the subject the person would skip', () => {
    const answers = randomAnswers(7);
    const withSkip = structuredClone(answers);
    const skip = withSkip.day1[10];
    if (skip) withSkip.day1[10] = { question: skip.question, answer: 'Biology and chemistry' };
    const noSkip = structuredClone(answers);
    const none = noSkip.day1[10];
    if (none) noSkip.day1[10] = { question: none.question, answer: 'None' };
    const lean = (list: ReturnType<typeof rankCareers>) =>
      list.filter((m) =>
        m.occupation.knowledge.some(
          ([name, imp]) => (name === 'Biology' || name === 'Chemistry') && imp >= 3.5,
        ),
      ).length;
    expect(lean(rankCareers(buildProfile(withSkip)).slice(0, 20))).toBeLessThanOrEqual(
      lean(rankCareers(buildProfile(noSkip)).slice(0, 20)),
    );
    expect(buildProfile(withSkip).avoid).toEqual(expect.arrayContaining(['Biology', 'Chemistry']));
    // The same biology-heavy career, with and without the skipped subject: the skip costs it.
    const doctor = (list: ReturnType<typeof rankCareers>) => {
      const match = list.find((m) => m.career.id === 'doctor');
      if (!match) throw new Error('no doctor in the ranking');
      return match;
    };
    const skipped = doctor(rankCareers(buildProfile(withSkip)));
    const kept = doctor(rankCareers(buildProfile(noSkip)));
    expect(skipped.parts.penalty).toBeGreaterThan(0);
    expect(kept.parts.penalty).toBe(0);
    expect(skipped.fitComposite).toBeLessThan(kept.fitComposite - skipped.parts.penalty / 2);
  });
});
