import { describe, expect, it } from 'vitest';
import { buildProfile } from '../profile/build-profile.js';
import { LEXICON } from '../profile/lexicon-entries.js';
import { buildAnswers } from '../testing/build-answers.js';
import { randomAnswers } from '../testing/random-answers.js';
import { STUDENT_PERSONAS } from '../testing/students/index.js';
import type { TraitProfile } from '../profile/profile-types.js';
import { pickCareers } from './career-match.js';
import type { CareerMatch } from './career-match.js';
import { fieldOf, pointedField, SUBJECT_FIELDS } from './fields.js';

/**
 * A Class 11 PCB student who draws well (her choices are an artist's), loves biology and wrote a
 * life-science goal: the student of the report, answering as students do on a phone.
 */
function pcbStudent(texts: { favourite?: string; future?: string } = {}) {
  return buildAnswers({
    day1: [
      2,
      0,
      2,
      1,
      1,
      2,
      1,
      2,
      1,
      1,
      'maths, formulae yaad nhi hote',
      'drawing perfect ho jaye',
    ],
    day2: [
      2,
      0,
      2,
      'sketch banati hu ya gaane sunti hu',
      0,
      2,
      'ki khud pe bharosa rakho',
      texts.future ?? 'kuch biology related research karna, lab me',
      0,
      1,
    ],
    day3: [
      2,
      2,
      2,
      4,
      'diagrams banana aur unme colour bharna',
      'drawing, sketching',
      2,
      1,
      texts.favourite ?? 'bio - plants aur cells padhna acha lagta h',
      'plant cell ka diagram kaise banate h',
      2,
      2,
    ],
  });
}

const fieldsOf = (top: readonly CareerMatch[]) =>
  new Set(top.map((match) => fieldOf(match.career)));

/** Three of one field only when every career (or exam) they named is of it. */
function spansFields(profile: TraitProfile, top: readonly CareerMatch[]): boolean {
  const [only, ...others] = fieldsOf(top);
  const named = profile.aims.named;
  return (
    others.length > 0 ||
    (named.length > 0 &&
      named.every((mention) => mention.careers.some((career) => fieldOf(career) === only)))
  );
}

describe('the field a student points to', () => {
  it('shows a life-science career to a PCB student who loves biology and wants research', () => {
    const { top } = pickCareers(buildProfile(pcbStudent()));
    const science = top.filter((match) => fieldOf(match.career) === 'science-health');
    expect(science).toHaveLength(1);
    expect(science[0]?.career.family).toMatch(/^(medicine-health|science-research)$/);
    // Why, in their words: the subject and the goal, never "you named it".
    expect(science[0]?.reasons[0]).toBe(
      'You said you enjoy “bio” most and wrote of “research”: both lead to science and health, the field of this career.',
    );
    const hindi = pickCareers(buildProfile(pcbStudent()), 3, 'hi').top;
    expect(hindi.map((match) => match.reasons[0]).join(' ')).toContain(
      'दोनों विज्ञान और स्वास्थ्य की ओर ले जाते हैं',
    );
  });

  it('reads the subject misspelt, in Hinglish and in Devanagari, and the goal in Hindi', () => {
    for (const favourite of ['biolgy', 'bio ke chapters', 'जीव विज्ञान, पौधों के बारे में'])
      expect(pointedField(buildProfile(pcbStudent({ favourite })))?.field, favourite).toBe(
        'science-health',
      );
    const hindiGoal = buildProfile(pcbStudent({ future: 'मुझे जीव विज्ञान में शोध करना है' }));
    expect(pointedField(hindiGoal)?.said?.goal).toBe('शोध');
  });

  it('needs the goal to agree: a favourite subject alone points nowhere', () => {
    expect(pointedField(buildProfile(pcbStudent({ future: 'pta nahi' })))).toBeNull();
    expect(pointedField(buildProfile(pcbStudent({ favourite: 'drawing' })))).toBeNull();
    // Physics and a workshop of their own both lead to engineering, but firmly elsewhere.
    const mechanic = pcbStudent({ favourite: 'physics', future: 'mera apna workshop' });
    expect(pointedField(buildProfile(mechanic))).toBeNull();
  });

  it('takes no career written where the subject was asked for a subject', () => {
    const pilot = buildProfile(
      pcbStudent({ favourite: 'I want to become a pilot', future: 'pilot banna hai' }),
    );
    expect(pointedField(pilot)?.said ?? null).toBeNull();
  });

  it('shows a career of the field of a named career that does not fit, without claiming it was named', () => {
    const profile = buildProfile(pcbStudent({ favourite: 'art', future: 'lawyer banna hai' }));
    const { top, mentioned } = pickCareers(profile);
    expect(mentioned.map(({ match }) => match.career.id)).toEqual(['lawyer']);
    const law = top.filter((match) => fieldOf(match.career) === 'law');
    expect(law).toHaveLength(1);
    expect(law[0]?.named).toBeNull();
    expect(law[0]?.reasons[0]).toBe('It is in law, the field of the career you have in mind.');
  });

  it('maps only subjects the lexicon knows', () => {
    const labels = new Set(LEXICON.map((entry) => entry.label));
    expect(Object.keys(SUBJECT_FIELDS).filter((label) => !labels.has(label))).toEqual([]);
  });
});

describe('the three over fields', () => {
  it('never shows three careers of one field unless the student named careers of it', () => {
    const people = [
      ...STUDENT_PERSONAS.map((student) => ({ key: student.key, answers: student.answers })),
      ...Array.from({ length: 60 }, (_, seed) => ({
        key: `random ${seed}`,
        answers: randomAnswers(seed + 1),
      })),
      { key: 'pcb, nothing on the future', answers: pcbStudent({ future: 'idk' }) },
    ];
    for (const { key, answers } of people) {
      const profile = buildProfile(answers);
      expect(spansFields(profile, pickCareers(profile).top), key).toBe(true);
    }
  });

  it('keeps three careers of one field when the student named careers of it', () => {
    const future = 'graphic designer banna hai ya illustrator, ya animator bhi chalega';
    const { top } = pickCareers(buildProfile(pcbStudent({ future })));
    expect(top.map((match) => match.career.id).sort()).toEqual([
      'animator',
      'graphic-designer',
      'illustrator',
    ]);
    // One design career named is a wish for the field: the other two may be of it too.
    const one = pickCareers(
      buildProfile(pcbStudent({ favourite: 'art', future: 'graphic designer banna hai' })),
    );
    expect(fieldsOf(one.top)).toEqual(new Set(['arts-media']));
    const none = pickCareers(buildProfile(pcbStudent({ favourite: 'art', future: 'pata nahi' })));
    expect(fieldsOf(none.top).size).toBeGreaterThan(1);
  });
});
