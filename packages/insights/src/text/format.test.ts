import { describe, expect, it } from 'vitest';
import { excerpt, quoted } from './format.js';

describe('excerpt', () => {
  it('cuts long words of a person at a word boundary, never inside a word', () => {
    const text =
      'I want to become a doctor and open a small clinic in my village where everyone is treated free';
    for (const max of [20, 33, 40, 57, 70]) {
      const cut = excerpt(text, max);
      expect(cut.endsWith('…')).toBe(true);
      const words = cut.slice(0, -1).split(' ');
      for (const word of words) expect(text.split(' ')).toContain(word);
    }
  });

  it('does not leave the quote hanging on a little word', () => {
    expect(excerpt('I want to become a doctor and open a small clinic in my village', 40)).toBe(
      'I want to become a doctor and open…',
    );
    expect(
      excerpt('mera sapna hai ki main ek din IAS officer banu aur gaon ki madad karu', 20),
    ).toBe('mera sapna…');
  });

  it('keeps a short answer whole and drops its wrapping quotes and end punctuation', () => {
    expect(quoted('"Coding!"')).toBe('“Coding”');
    expect(quoted('   ')).toBeUndefined();
  });

  it('never quotes words that carry no meaning, and quotes short real ones', () => {
    for (const junk of ['xyz', 'asdf', 'aaaa', 'idk', 'pata nahi', 'कुछ नहीं', '...', '42'])
      expect(quoted(junk), junk).toBeUndefined();
    for (const word of ['IAS', 'CA', 'maths', 'गणित', 'PUBG'])
      expect(quoted(word)).toBe(`“${word}”`);
  });
});
