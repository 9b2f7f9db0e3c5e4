import { describe, expect, it } from 'vitest';
import { pickLocale } from './locales.js';

describe('pickLocale', () => {
  it.each([
    [['hi-IN', 'en-IN'], 'hi'],
    [['HI'], 'hi'],
    [['en-US', 'hi'], 'en'],
    [['mr-IN', 'hi-IN', 'en'], 'hi'],
    [['fr-FR', 'de'], 'en'],
    [[], 'en'],
    [['hi;q=0.9'], 'hi'],
  ] as const)('takes the first language we have from %j', (languages, locale) => {
    expect(pickLocale(languages)).toBe(locale);
  });
});
