import { describe, expect, it } from 'vitest';
import { quoted } from './result-parts';

describe('quoted', () => {
  it('wraps a plain text in curly quotes', () => {
    expect(quoted('Keep going.')).toBe('“Keep going.”');
  });

  it('does not quote a quotation twice', () => {
    expect(quoted('"Calm and practical."')).toBe('“Calm and practical.”');
    expect(quoted('“Calm and practical.”')).toBe('“Calm and practical.”');
  });

  it('turns quotations inside the text into single quotes', () => {
    expect(quoted('“Small steps become a path.” Asha, your path starts now.')).toBe(
      '“‘Small steps become a path.’ Asha, your path starts now.”',
    );
    expect(quoted('You said "maths" twice.')).toBe('“You said ‘maths’ twice.”');
  });
});
