import { SUPPORT_NOTICE, supportNotice } from '@acp/shared';
import { describe, expect, it } from 'vitest';
import { buildProfile } from '../profile/build-profile.js';
import type { TraitProfile } from '../profile/profile-types.js';
import { hindiProblems, repeatedSentences, textsOf } from '../testing/hindi-text.js';
import { STUDENT_PERSONAS } from '../testing/students/index.js';
import { resultNotices } from './notices.js';

const KINDS = ['day1', 'day2', 'career', 'deep'] as const;

const persona = STUDENT_PERSONAS.find((one) => one.lowSignal);
if (!persona) throw new Error('no persona with too little to go on');
const profile = buildProfile(persona.answers);

/** The same profile with too little to go on for either cause, and flagged for support. */
const causes: readonly [string, TraitProfile][] = [
  [
    'many skipped',
    { ...profile, support: true, evidence: { ...profile.evidence, low: true, choiceShare: 0.3 } },
  ],
  [
    'words that said little',
    { ...profile, support: true, evidence: { ...profile.evidence, low: true, choiceShare: 0.9 } },
  ],
];

describe('the result notices', () => {
  it.each(KINDS)('%s: English unless a language is asked for', (kind) => {
    const [, flagged] = causes[0] as [string, TraitProfile];
    expect(resultNotices(flagged, kind)).toEqual(resultNotices(flagged, kind, 'en'));
    expect(resultNotices(flagged, kind).support).toBe(SUPPORT_NOTICE);
    expect(resultNotices(flagged, kind).lowSignal?.heading).toBe(
      'We could not learn much about you from these answers',
    );
  });

  it.each(KINDS.flatMap((kind) => causes.map(([cause, one]) => [kind, cause, one] as const)))(
    '%s, %s: in Hindi, the same helplines and as many tips as in English',
    (kind, _cause, one) => {
      const english = resultNotices(one, kind);
      const hindi = resultNotices(one, kind, 'hi');
      const problems = textsOf(hindi).flatMap(([path, text]) =>
        hindiProblems(text, persona.name, []).map((problem) => `${path}: ${problem}`),
      );
      expect(problems).toEqual([]);
      expect(repeatedSentences(textsOf(hindi).map(([, text]) => text))).toEqual([]);
      expect(hindi.support).toEqual(supportNotice('hi'));
      expect(hindi.lowSignal?.tips.length).toBe(english.lowSignal?.tips.length);
      expect(hindi.lowSignal?.message).not.toBe(english.lowSignal?.message);
    },
  );

  it('says in Hindi why there was little, as the English does: one message per kind and cause', () => {
    const messages = (locale: 'en' | 'hi') =>
      KINDS.flatMap((kind) =>
        causes.map(([, one]) => resultNotices(one, kind, locale).lowSignal?.message),
      );
    const distinct = (list: readonly unknown[]) => new Set(list).size;
    expect(distinct(messages('hi'))).toBe(distinct(messages('en')));
  });

  it('adds nothing for a profile with enough to go on and no sign of distress', () => {
    const clear = { ...profile, support: false, evidence: { ...profile.evidence, low: false } };
    for (const kind of KINDS) expect(resultNotices(clear, kind, 'hi')).toEqual({});
  });
});
