import { describe, expect, it } from 'vitest';
import { buildProfile } from '../profile/build-profile.js';
import type { AnswerLists } from '../testing/build-answers.js';
import { STUDENT_PERSONAS } from '../testing/students/index.js';
import { findCatalogueCareer } from '../catalogue/catalogue.js';
import { generateDeepRoadmap } from '../roadmap/generate-roadmap.js';
import { checkCareer, pickCareers, rankCareers } from './career-match.js';
import { fitScore } from './score-occupation.js';

const FUTURE = 'Imagine it is five years from now. Which achievement are you proudest of?';
const HOURS =
  'What kind of problem could you happily spend hours solving without noticing the time?';

const persona = (key: string) => {
  const found = STUDENT_PERSONAS.find((student) => student.key === key);
  if (!found) throw new Error(`no persona ${key}`);
  return found;
};

/** The persona's answers with some free-text answers replaced. */
function saying(key: string, texts: Record<string, string>): AnswerLists {
  const { answers } = persona(key);
  const replace = (items: AnswerLists['day1']) =>
    items.map((item) => ({ ...item, answer: texts[item.question] ?? item.answer }));
  return { day1: replace(answers.day1), day2: replace(answers.day2), day3: replace(answers.day3) };
}

const topIds = (answers: AnswerLists) =>
  pickCareers(buildProfile(answers)).top.map((match) => match.career.id);

describe('careers a person names', () => {
  it('puts a named career that fits moderately in the top 3, saying they named it', () => {
    const coder = 'jee-coder-rohan';
    expect(topIds(persona(coder).answers)).not.toContain('data-scientist');
    const answers = saying(coder, { [FUTURE]: 'I want to become a data scientist at ISRO' });
    const picks = pickCareers(buildProfile(answers));
    const named = picks.top.find((match) => match.career.id === 'data-scientist');
    expect(named?.reasons[0]).toMatch(/you mentioned “data scientist”/);
    // The fit shown is the profile's own: naming it raises the ranking, not the fit.
    expect(named?.composite).toBeGreaterThan(named?.fitComposite ?? Infinity);
    expect(named?.fitScore).toBe(fitScore(named?.fitComposite ?? 0));
  });

  it('quotes their word once, and says plainly when interests do not meet the work', () => {
    const answers = saying('jee-coder-rohan', { [FUTURE]: 'I want to become a data scientist' });
    const named = pickCareers(buildProfile(answers)).top.find(
      (match) => match.career.id === 'data-scientist',
    );
    expect(named?.reasons.filter((reason) => reason.includes('“data scientist”'))).toHaveLength(1);
    const makeup = findCatalogueCareer('makeup-artist');
    const far =
      makeup && checkCareer(buildProfile(persona('data-scientist-sneha').answers), makeup);
    expect(far?.reasons.join(' ')).not.toMatch(/line up with this work/);
    expect(far?.reasons.join(' ')).toMatch(/only in part|not what this work is about/);
  });

  it('does not tell a person a career matches who they are when it fits them little', () => {
    const { answers } = persona('data-scientist-sneha');
    const far = generateDeepRoadmap({ name: 'Sneha', ...answers, career: 'makeup-artist' });
    expect(far.congrats_message).not.toMatch(/matches who you are|path that fits/);
    const near = generateDeepRoadmap({ name: 'Sneha', ...answers, career: 'data-scientist' });
    expect(near.congrats_message).toMatch(/matches who you are|path that fits/);
  });

  it('explains by name a named career that does not fit, instead of dropping it', () => {
    const answers = saying('data-scientist-sneha', { [FUTURE]: 'mujhe makeup artist banna hai' });
    const { top, mentioned } = pickCareers(buildProfile(answers));
    expect(top.map((match) => match.career.id)).not.toContain('makeup-artist');
    expect(mentioned.map(({ match }) => match.career.id)).toEqual(['makeup-artist']);
    expect(mentioned[0]?.fits).toBe(false);
    expect(mentioned[0]?.match.reasons.length).toBeGreaterThan(0);
  });

  it('gives an exam’s weight to the career of it that fits the person best', () => {
    const answers = saying('neet-aspirant-ananya', { [FUTURE]: 'NEET clear karna hai bas' });
    const ranked = rankCareers(buildProfile(answers));
    const neet = ranked.filter((match) => match.named?.said === 'NEET');
    const boosted = neet.filter((match) => match.composite - match.fitComposite > 0.2);
    expect(boosted).toHaveLength(1);
    expect(boosted[0]?.fitComposite).toBe(Math.max(...neet.map((match) => match.fitComposite)));
  });
});

describe('the three careers shown', () => {
  it('never pads with careers that need little preparation, unless the person wants to earn soon', () => {
    for (const student of STUDENT_PERSONAS) {
      const profile = buildProfile(student.answers);
      if (profile.aims.startsSoon) continue;
      for (const match of pickCareers(profile).top)
        if (!match.named && !match.leanedTo)
          expect(match.career.preparation, student.key).not.toBe('short');
    }
  });

  it('shows careers with a short route to a person who needs to earn soon', () => {
    const key = 'iti-mechanic-suresh';
    const hours = persona(key).answers.day3.find((item) => item.question === HOURS)?.answer;
    const soon = saying(key, { [HOURS]: `${hours}, ghar chalana hai, jaldi kamana hai` });
    expect(buildProfile(soon).aims.startsSoon).toBe(true);
    expect(buildProfile(persona(key).answers).aims.startsSoon).toBe(false);
    expect(topIds(soon)).toContain('bike-mechanic');
    expect(topIds(persona(key).answers)).not.toContain('bike-mechanic');
  });

  it('takes at most two careers of one family, each on an occupation of its own', () => {
    for (const student of STUDENT_PERSONAS) {
      const top = pickCareers(buildProfile(student.answers)).top;
      expect(top, student.key).toHaveLength(3);
      expect(new Set(top.map((match) => match.occupation.code)).size, student.key).toBe(3);
      for (const { career } of top)
        expect(
          top.filter((match) => match.career.family === career.family).length,
          student.key,
        ).toBeLessThanOrEqual(2);
    }
  });
});
