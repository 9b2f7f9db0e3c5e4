import { describe, expect, it } from 'vitest';
import { readAnswer, subjectOf } from './answer-reading.js';
import { matchLexicon } from './lexicon.js';

describe('readAnswer', () => {
  it.each([
    ['idk', 'non-answer'],
    ['pata nahi', 'non-answer'],
    ['nothing', 'non-answer'],
    ['I dont know yet', 'non-answer'],
    ['कुछ नहीं', 'non-answer'],
    ['asdf', 'junk'],
    ['sdfghj kjkjkj', 'junk'],
    ['...', 'junk'],
    ['mujhme koi gift nahi hai', 'negative'],
    ['kuch nahi karta, bas so jata hu', 'negative'],
    ['I am not good at anything', 'negative'],
    ['I can make anyone feel comfortable', 'readable'],
    ['coding', 'readable'],
    ['mere frnds ke sath cricket khelna', 'readable'],
    ['मुझे बच्चों को पढ़ाना अच्छा लगता है', 'readable'],
  ])('reads %j as %s', (text, quality) => {
    expect(readAnswer(text).quality).toBe(quality);
  });

  it('counts an answer as informative when it names something or says enough', () => {
    expect(readAnswer('coding').informative).toBe(true);
    expect(readAnswer('helping my neighbours fix their phones').informative).toBe(true);
    expect(readAnswer('achi job').informative).toBe(false);
    expect(readAnswer('idk').informative).toBe(false);
  });
});

describe('subjectOf', () => {
  it('takes the subject out of a sentence, as the person wrote it', () => {
    expect(subjectOf('Hindi. Ratta maarna padta hai poems ka, no logic')).toBe('Hindi');
    expect(subjectOf('Maths especially probability because it feels like a game')).toBe('Maths');
    expect(subjectOf('i would skip chemistry bcoz reactions yaad karne padte')).toBe('Chemistry');
    expect(subjectOf('social science, too much to learn')).toBe('Social science');
    expect(subjectOf('गणित, डर लगता है')).toBe('गणित');
  });

  it('finds no subject where none is named, and reads abbreviations only in capitals', () => {
    expect(subjectOf('whatever makes money')).toBeUndefined();
    expect(subjectOf('i would skip it all')).toBeUndefined();
    expect(subjectOf('IT because of the typing')).toBe('IT');
  });
});

describe('lexicon sense checks', () => {
  it('reads "CA" the exam only in capitals, and quotes it as written', () => {
    expect(matchLexicon('clearing my CA finals').map((hit) => hit.word)).toContain('CA finals');
    expect(matchLexicon('CA banna hai').find((hit) => hit.entry.label === 'accounting')?.word).toBe(
      'CA',
    );
    expect(
      matchLexicon('ca va bien, I like french').some((hit) => hit.entry.label === 'accounting'),
    ).toBe(false);
  });

  it('reads an animal clinic as work with animals, not human medicine', () => {
    const labels = matchLexicon('I want to open an animal clinic for street dogs').map(
      (hit) => hit.entry.label,
    );
    expect(labels).toContain('animals');
    expect(labels).not.toContain('health and care');
  });
});
