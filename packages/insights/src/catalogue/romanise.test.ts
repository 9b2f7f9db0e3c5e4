import { describe, expect, it } from 'vitest';
import { devanagariSoundKey, romanise, soundKey } from './romanise.js';

describe('English written in Devanagari, by its sound', () => {
  it.each([
    ['एडमिशन', 'admission'],
    ['सिलेक्शन', 'selection'],
    ['मैकेनिकल', 'mechanical'],
    ['बायोटेक्नोलॉजी', 'biotechnology'],
    ['इंजीनियरिंग', 'engineering'],
    ['फ़ॉरेंसिक', 'forensic'],
  ])('%s sounds like %s', (devanagari, english) => {
    expect(devanagariSoundKey(devanagari)).toBe(soundKey(english));
  });

  it('tells different words apart and leaves Latin words alone', () => {
    expect(devanagariSoundKey('मास्टर')).not.toBe(soundKey('mechanical'));
    expect(romanise('admission')).toBeUndefined();
    expect(romanise('एडमिशन')).toBe('edmishn');
  });
});
