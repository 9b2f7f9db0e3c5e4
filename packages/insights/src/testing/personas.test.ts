import { describe, expect, it } from 'vitest';
import { buildProfile } from '../profile/build-profile.js';
import { pickCareers } from '../match/career-match.js';
import { PERSONAS } from './personas.js';

const startsWithAny = (code: string, prefixes: readonly string[]) =>
  prefixes.some((prefix) => code.startsWith(prefix));

describe('hand-written personas', () => {
  it('covers the ten personas', () => {
    expect(PERSONAS.map((persona) => persona.key)).toEqual([
      'coder',
      'accountant',
      'mechanic',
      'researcher',
      'nurse',
      'artist',
      'entrepreneur',
      'teacher',
      'lawyer',
      'chef',
    ]);
  });

  it.each(PERSONAS.map((persona) => [persona.key, persona] as const))(
    '%s gets the careers a counsellor would expect',
    (_key, persona) => {
      const top = pickCareers(buildProfile(persona.answers)).top;
      const codes = top.map((match) => match.occupation.code);
      const shown = top.map((m) => `${m.occupation.code} ${m.career.title}`).join(' | ');
      expect(top).toHaveLength(3);
      expect(
        codes.some((code) => startsWithAny(code, persona.expect.anyOf)),
        shown,
      ).toBe(true);
      for (const code of codes)
        expect(startsWithAny(code, persona.expect.noneOf ?? []), shown).toBe(false);
      if (persona.expect.first)
        expect(startsWithAny(codes[0] ?? '', persona.expect.first), shown).toBe(true);
      for (const match of top) {
        expect(match.fitScore).toBeGreaterThanOrEqual(60);
        expect(match.reasons.length).toBeGreaterThan(0);
      }
      // Best first (none of them names a career), at most two of one family.
      expect(top.map((m) => m.composite)).toEqual(
        [...top.map((m) => m.composite)].sort((a, b) => b - a),
      );
      const families = top.map((m) => m.career.family);
      for (const family of families)
        expect(families.filter((f) => f === family).length).toBeLessThanOrEqual(2);
      expect(new Set(codes).size).toBe(3);
    },
  );

  it('puts well-known careers first for the clearest personas', () => {
    const first = (key: string) => {
      const persona = PERSONAS.find((item) => item.key === key);
      if (!persona) throw new Error(key);
      return pickCareers(buildProfile(persona.answers)).top[0]?.occupation.code;
    };
    expect(first('nurse')).toBe('29-1141.00');
    expect(first('accountant')).toBe('13-2011.00');
    expect(first('lawyer')).toBe('23-1011.00');
    expect(first('chef')).toBe('35-1011.00');
    // Illustrations shown at an art gallery: a fine artist (27-1013) or an illustrator's designer.
    expect(['27-1024.00', '27-1013.00']).toContain(first('artist'));
  });
});
