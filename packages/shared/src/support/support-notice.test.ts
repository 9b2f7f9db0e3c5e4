import { describe, expect, it } from 'vitest';
import { SUPPORT_NOTICE, supportNotice, supportNoticeSchema } from './helplines.js';

describe('the support notice in Hindi', () => {
  const hindi = supportNotice('hi');

  it('is English unless asked', () => {
    expect(supportNotice()).toBe(SUPPORT_NOTICE);
    expect(supportNotice('en')).toBe(SUPPORT_NOTICE);
  });

  it('keeps every helpline by its name, with the same numbers, and the emergency number', () => {
    expect(supportNoticeSchema.parse(hindi)).toEqual(hindi);
    expect(hindi.helplines.map(({ name, numbers }) => ({ name, numbers }))).toEqual(
      SUPPORT_NOTICE.helplines.map(({ name, numbers }) => ({ name, numbers })),
    );
    expect({ ...hindi.emergency, text: '' }).toEqual({ ...SUPPORT_NOTICE.emergency, text: '' });
  });

  it('says everything around them in Hindi', () => {
    const words = [
      hindi.heading,
      hindi.message,
      hindi.emergency.text,
      ...hindi.helplines.map((line) => line.detail),
    ];
    for (const text of words) {
      expect(text).toMatch(/[\u0900-\u097F]/);
      expect(text).not.toMatch(/[A-Za-z]/);
    }
  });
});
