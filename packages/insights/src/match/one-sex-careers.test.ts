import { describe, expect, it } from 'vitest';
import { buildProfile } from '../profile/build-profile.js';
import { generateCareerResult } from '../results/career/generate-career.js';
import { checkCareerFit } from '../results/career/check-career.js';
import { isOpenToOneSex } from '../route/eligibility.js';
import type { AnswerLists } from '../testing/build-answers.js';
import { STUDENT_PERSONAS } from '../testing/students/index.js';
import { pickCareers, rankCareers } from './career-match.js';

/** Decision 021: a career only one sex may enter is never put forward unless the person named it. */

const FUTURE = 'Imagine it is five years from now. Which achievement are you proudest of?';

const persona = (key: string) => {
  const found = STUDENT_PERSONAS.find((student) => student.key === key);
  if (!found) throw new Error(`no persona ${key}`);
  return found;
};

/** The persona's answers with their answer about the future replaced. */
function sayingAboutTheFuture(key: string, future: string): AnswerLists {
  const { answers } = persona(key);
  const replace = (items: AnswerLists['day1']) =>
    items.map((item) => (item.question === FUTURE ? { ...item, answer: future } : item));
  return { day1: replace(answers.day1), day2: replace(answers.day2), day3: replace(answers.day3) };
}

const topIds = (answers: AnswerLists) =>
  pickCareers(buildProfile(answers)).top.map((match) => match.career.id);

/** A boy whose answers fit nursing and physiotherapy: the Military Nursing Service ranks third. */
const KARAN = 'physio-karan';

describe('careers only one sex may enter', () => {
  it('never fill a top-3 place the person did not name, however well they fit', () => {
    const { answers } = persona(KARAN);
    // Ranked on fit alone, the women-only Military Nursing Service comes third for him.
    const ranked = rankCareers(buildProfile(answers)).map((match) => match.career.id);
    expect(ranked.slice(0, 3)).toContain('military-nurse');
    expect(topIds(answers)).not.toContain('military-nurse');
    expect(topIds(answers)).toHaveLength(3);
  });

  it('never appear unnamed in any persona’s top 3', () => {
    for (const student of STUDENT_PERSONAS)
      for (const match of pickCareers(buildProfile(student.answers)).top)
        if (isOpenToOneSex(match.career.id))
          expect(
            match.named?.careers.map((career) => career.id),
            student.key,
          ).toEqual([match.career.id]);
  });

  it('take a place when the person names one, with who may enter said first', () => {
    const answers = sayingAboutTheFuture(
      KARAN,
      'I want to become a military nurse in the Military Nursing Service',
    );
    expect(topIds(answers)).toContain('military-nurse');
    const result = generateCareerResult({ name: 'Karan', ...answers });
    const card = result.results.topCareers.careers.find((item) => item.id === 'military-nurse');
    expect(card?.named).toBe(true);
    expect(card?.eligibility).toMatch(/^Open to women only \(Military Nursing Service rules\)\./);
    const hindi = generateCareerResult({ name: 'Karan', ...answers, locale: 'hi' });
    expect(
      hindi.results.topCareers.careers.find((item) => item.id === 'military-nurse')?.eligibility,
    ).toMatch(/^केवल महिलाओं के लिए/);
    // Careers no rule restricts carry no line.
    for (const other of result.results.topCareers.careers.filter((item) => item !== card))
      expect(other.eligibility, other.id).toBeUndefined();
  });

  it('are not named by an exam that leads to them among other careers', () => {
    const answers = sayingAboutTheFuture(KARAN, 'I want to clear NEET and get a good seat');
    const ranked = rankCareers(buildProfile(answers));
    const nurse = ranked.find((match) => match.career.id === 'military-nurse');
    expect(nurse?.named?.said).toBe('NEET');
    // NEET's weight goes to a career of it anyone may enter, and the nurse takes no place.
    expect((nurse?.composite ?? 0) - (nurse?.fitComposite ?? 0)).toBeLessThan(0.1);
    expect(topIds(answers)).not.toContain('military-nurse');
  });

  it('say who may enter first when checked by name ("check any career")', () => {
    const fit = checkCareerFit(persona(KARAN).answers, 'military-nurse');
    expect(fit?.eligibility).toMatch(/^Open to women only/);
    expect(fit?.inTopThree).toBe(false);
    expect(checkCareerFit(persona(KARAN).answers, 'physiotherapist')?.eligibility).toBeUndefined();
  });
});
