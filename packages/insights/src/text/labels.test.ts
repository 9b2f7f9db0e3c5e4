import { describe, expect, it } from 'vitest';
import { KNOWLEDGE_AREAS } from '../model/knowledge.js';
import { hindiProblems, textsOf } from '../testing/hindi-text.js';
import {
  knowledgeWords,
  knowledgeWordsFor,
  knowledgeWordsIn,
  labelsFor,
  pairOf,
} from './labels.js';

describe('the labels in Hindi', () => {
  it('name every dimension in Hindi', () => {
    const problems = textsOf(labelsFor('hi')).flatMap(([path, text]) =>
      hindiProblems(text, '', []).map((problem) => `${path}: ${problem}`),
    );
    expect(problems).toEqual([]);
  });

  it('name every O*NET knowledge area in Hindi, and in English as before', () => {
    for (const area of KNOWLEDGE_AREAS) {
      expect(hindiProblems(knowledgeWords(area, 'hi'), '', [])).toEqual([]);
      expect(knowledgeWordsIn('en')(area)).toBe(knowledgeWordsFor(area));
    }
    expect(knowledgeWordsFor('Mechanical')).toBe('machines and tools');
    expect(knowledgeWordsIn('hi')('Mechanical')).toBe('मशीनें और औज़ार');
  });

  it('join two names in the language of the sentence', () => {
    expect(pairOf('maths', 'physics')).toBe('maths and physics');
    expect(pairOf('English', 'teaching and training')).toBe(
      'English as well as teaching and training',
    );
    expect(pairOf('गणित', 'फ़िज़िक्स', 'hi')).toBe('गणित और फ़िज़िक्स');
    expect(pairOf('अंग्रेज़ी', 'पढ़ाना और ट्रेनिंग', 'hi')).toBe('अंग्रेज़ी के साथ-साथ पढ़ाना और ट्रेनिंग');
  });
});
