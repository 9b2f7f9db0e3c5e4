import { describe, expect, it } from 'vitest';
import { namedPart, readAnswer, subjectOf } from './answer-reading.js';
import { matchLexicon } from './lexicon.js';
import { LEXICON } from './lexicon-entries.js';
import { HINDI_WORDS } from './lexicon/hindi-words.js';

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

describe('answers in any script', () => {
  const labels = (text: string) => matchLexicon(text).map((hit) => hit.entry.label);

  it('reads the same things in English, Hinglish and Devanagari', () => {
    for (const text of ['farming and soil', 'kheti aur mitti', 'खेती और मिट्टी'])
      expect(labels(text), text).toEqual(['farming and nature']);
    for (const text of ['teaching maths to kids', 'bachon ko ganit padhana', 'बच्चों को गणित पढ़ाना'])
      expect(labels(text), text).toEqual(['maths', 'teaching']);
    expect(labels('रियाज़ और राग')).toEqual(['music and performance']);
  });

  it('reads Devanagari however it is spelt', () => {
    // Nukta or none, chandrabindu or anusvara, a nasal conjunct or anusvara.
    expect(labels('ज़मीन की फ़सल')).toEqual(labels('जमीन की फसल'));
    expect(labels('कहानियाँ')).toEqual(['English and writing']);
    expect(labels('कहानियां')).toEqual(['English and writing']);
    expect(labels('हिन्दी')).toEqual(['languages']);
    expect(labels('कम्प्यूटर')).toEqual(['coding']);
  });

  it('quotes the words as they were written', () => {
    expect(matchLexicon('मुझे कहानियाँ लिखना पसंद है')[0]?.word).toBe('कहानियाँ');
  });

  it('does not read the Hinglish "pe" (on) as PE the subject', () => {
    expect(labels('phone pe video edit karna')).toEqual(['media and film']);
    expect(labels('PE aur biology')).toContain('sports and fitness');
  });

  it('joins only entries that exist', () => {
    const known = new Set(LEXICON.map((entry) => entry.label));
    for (const label of Object.keys(HINDI_WORDS)) expect(known, label).toContain(label);
  });
});

describe('namedPart', () => {
  it('keeps what an answer names and leaves its reason', () => {
    expect(namedPart('social science bcoz bahut lamba likhna padta hai')).toBe('social science ');
    expect(namedPart('अंग्रेज़ी, क्योंकि समझ नहीं आती')).toBe('अंग्रेज़ी');
    expect(namedPart('Hindi. Ratta maarna padta hai')).toBe('Hindi');
    expect(namedPart('maths because of the formulas')).toBe('maths ');
  });
});

describe('subjectOf in Hindi', () => {
  it('names the whole subject, as written', () => {
    expect(subjectOf('कृषि विज्ञान, बीज और खाद वाला पाठ')).toBe('कृषि विज्ञान');
    expect(subjectOf('हिन्दी साहित्य, प्रेमचंद की कहानियाँ')).toBe('हिन्दी साहित्य');
    expect(subjectOf('ganit, sawal solve karna')).toBe('Ganit');
  });
});
