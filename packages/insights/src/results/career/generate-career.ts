import type { CareerResult, TraitProfileScores } from '@acp/shared';
import {
  BIG_FIVE_KEYS,
  BIG_FIVE_NAMES,
  LEARNING_NAMES,
  RIASEC_LETTERS,
  WORK_VALUE_KEYS,
  WORK_VALUE_NAMES,
} from '../../model/dimensions.js';
import { topCareerMatches } from '../../match/match-careers.js';
import { buildProfile } from '../../profile/build-profile.js';
import type { TraitProfile } from '../../profile/profile-types.js';
import type { QnaItem } from '../../profile/read-answers.js';
import { textContext } from '../../text/context.js';
import { rngFor } from '../../text/random.js';
import {
  emotionalFit,
  lovedWords,
  thinkingStyleFit,
  whoYouAre,
  whyLove,
} from './career-phrases.js';

export interface CareerInput {
  name: string;
  day1: readonly QnaItem[];
  day2: readonly QnaItem[];
  day3: readonly QnaItem[];
}

const pct = (value: number) => Math.round(value * 100);

/** The profile as the result publishes it (0–100 integers). */
export function profileScores(profile: TraitProfile): TraitProfileScores {
  return {
    riasec: Object.fromEntries(
      RIASEC_LETTERS.map((l) => [l, pct(profile.riasec[l])]),
    ) as TraitProfileScores['riasec'],
    riasecCode: profile.riasecOrder.slice(0, 3).join(''),
    bigFive: Object.fromEntries(
      BIG_FIVE_KEYS.map((k) => [BIG_FIVE_NAMES[k], pct(profile.bigFive[k])]),
    ) as TraitProfileScores['bigFive'],
    workValues: Object.fromEntries(
      WORK_VALUE_KEYS.map((k) => [WORK_VALUE_NAMES[k], pct(profile.values[k])]),
    ) as TraitProfileScores['workValues'],
    learningStyle: LEARNING_NAMES[profile.learning],
  };
}

/** A stable, URL-safe id for a career card. */
export function careerId(code: string): string {
  return `onet-${code.replace('.', '-')}`;
}

/** Step 3: the career blueprint with the top 3 careers, from all three steps' answers. */
export function generateCareerResult(input: CareerInput): CareerResult {
  const profile = buildProfile({ day1: input.day1, day2: input.day2, day3: input.day3 });
  const c = textContext(input.name, profile, rngFor('career', input));
  const scores = profileScores(profile);
  const words = lovedWords(c);
  const careers = topCareerMatches(profile, 3).map((match, index) => ({
    id: careerId(match.occupation.code),
    title: match.occupation.title,
    emotionalFit: emotionalFit(c, match),
    thinkingStyleFit: thinkingStyleFit(c, match),
    whyLove: whyLove(c, match, words[index]),
    fitScore: match.fitScore,
    code: match.occupation.code,
    reasons: match.reasons,
  }));
  const best = careers[0]?.title ?? 'your first path';
  return {
    results: {
      title: `${c.name}'s Career Blueprint`,
      whoYouAre: { title: 'Who you are', descriptionTemplate: whoYouAre(c, scores.riasecCode) },
      topCareers: {
        title: 'Your top 3 career paths',
        labels: {
          emotionalFit: 'Emotional fit',
          thinkingStyleFit: 'Thinking style fit',
          whyLove: 'Why you will love it',
        },
        careers,
      },
      closingReflection: {
        title: 'Closing reflection',
        quote: c.rng.pick([
          `“A career is not found, it is built.” ${c.first}, ${best.toLowerCase()} is one strong place to start building.`,
          `${c.first}, these three paths came from your own answers. Pick the one that makes you curious, not the one that looks safest.`,
          `“Choose work that fits who you already are.” You are closer than you think, ${c.first}.`,
        ]),
      },
    },
    profile: scores,
  };
}
