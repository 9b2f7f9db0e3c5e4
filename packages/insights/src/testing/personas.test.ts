import { describe, expect, it } from 'vitest';
import { buildProfile } from '../profile/build-profile.js';
import { topCareerMatches } from '../match/match-careers.js';
import { PERSONAS } from './personas.js';

describe('hand-written personas', () => {
  it.each(PERSONAS.map((persona) => [persona.key, persona] as const))(
    '%s gets a career of the expected family',
    (_key, persona) => {
      const top = topCareerMatches(buildProfile(persona.answers), 3);
      const families = top.map((match) => match.occupation.family);
      expect(
        families.some((family) => persona.expectedFamilies.includes(family)),
        top.map((m) => m.occupation.title).join(' | '),
      ).toBe(true);
      for (const match of top) {
        expect(match.fitScore).toBeGreaterThanOrEqual(50);
        expect(match.reasons.length).toBeGreaterThan(0);
      }
    },
  );

  it('puts the expected family first for the clearest personas', () => {
    const first = (key: string) => {
      const persona = PERSONAS.find((item) => item.key === key);
      if (!persona) throw new Error(key);
      return topCareerMatches(buildProfile(persona.answers), 1)[0]?.occupation.family;
    };
    expect(first('artist')).toBe('27');
    expect(first('accountant')).toBe('13');
    expect(first('teacher')).toBe('25');
  });
});
