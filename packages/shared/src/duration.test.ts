import { describe, expect, it } from 'vitest';
import { describeDuration } from './duration.js';
import { RESET_TOKEN_TTL_MS } from './constants.js';
import { messages } from './messages.js';

describe('describeDuration', () => {
  it('says a duration in its largest whole unit', () => {
    expect(describeDuration(60_000)).toBe('1 minute');
    expect(describeDuration(86_400_000)).toBe('24 hours');
    expect(describeDuration(3_600_000)).toBe('1 hour');
    expect(describeDuration(5000)).toBe('5 seconds');
    expect(describeDuration(1000)).toBe('1 second');
    expect(describeDuration(90_000)).toBe('90 seconds');
    expect(describeDuration(120_000)).toBe('2 minutes');
    expect(describeDuration(1500)).toBe('2 seconds');
  });

  it('words the reset link’s lifetime from the constant the server enforces', () => {
    expect(messages.forgotSent).toContain(`valid for ${describeDuration(RESET_TOKEN_TTL_MS)}`);
  });
});
