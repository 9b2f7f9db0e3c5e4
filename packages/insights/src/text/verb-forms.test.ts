import { describe, expect, it } from 'vitest';
import { matchLexicon } from '../profile/lexicon.js';
import { foldVerbForms, foldWord } from './words.js';

describe('gendered verb forms', () => {
  it.each([
    ['karta', 'karti', 'karte'],
    ['chahta', 'chahti', 'chahte'],
    ['sakta', 'sakti', 'sakte'],
    ['raha', 'rahi', 'rahe'],
    ['gaya', 'gayi', 'gaye'],
    ['krta', 'krti'],
    ['rha', 'rhi'],
    ['banunga', 'banungi'],
    ['padhaunga', 'padhaungi'],
    ['sikhaya', 'sikhayi'],
    ['tha', 'thi'],
    ['करता', 'करती', 'करते'],
    ['चाहता', 'चाहती', 'चाहते'],
    ['सकता', 'सकती', 'सकते'],
    ['रहा', 'रही', 'रहे'],
    ['गया', 'गई', 'गयी', 'गए'],
    ['पढ़ता', 'पढ़ती', 'पढ़ते'],
    ['बनूँगा', 'बनूंगी', 'बनूंगा'],
    ['था', 'थी'],
  ])('reads %s and its other forms as one word', (...forms) => {
    expect(new Set(forms.map(foldWord)).size).toBe(1);
  });

  it.each([
    'kavita',
    'kheti',
    'mitti',
    'neta',
    'data',
    'date',
    'beta',
    'accha',
    'acchi',
    'padhai',
    'the',
    'ski',
    'कविता',
    'खेती',
    'मिट्टी',
    'पढ़ाई',
    'कमाई',
    'अच्छी',
  ])('leaves %s, no verb form, as it is', (word) => {
    expect(foldWord(word)).toBe(foldWord(word).toLowerCase());
    expect(foldWord(word)).toBe(
      word
        .toLowerCase()
        .normalize('NFC')
        .replace(/\u093C/g, ''),
    );
  });

  it('makes the lexicon read both genders alike without listing both', () => {
    const labels = (text: string) => matchLexicon(text).map((hit) => hit.entry.label);
    expect(labels('main kahaniyan likhti hoon')).toEqual(labels('main kahaniyan likhta hoon'));
    expect(labels('बच्चों को पढ़ाती हूँ')).toEqual(['teaching']);
    expect(labels('plan karti hu sabke trips')).toEqual(labels('plan karta hu sabke trips'));
  });

  it('seeds a text by its verbs read as one, keeping every other word as written', () => {
    expect(foldVerbForms('Main Coding karti hoon, पढ़ती भी हूँ')).toBe(
      foldVerbForms('Main Coding karta hoon, पढ़ता भी हूँ'),
    );
    expect(foldVerbForms('Meri Kavita, मेरी खेती')).toBe('Meri Kavita, मेरी खेती');
  });
});
