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
import { careerTitle, careerTitleWithArticle } from '../../text/career-title.js';
import { resultNotices } from '../../text/notices.js';
import { rngFor } from '../../text/random.js';
import {
  cardWordings,
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

/** The closing reflection of the blueprint (`best` and `next` are "a Data Scientist"). */
function closingQuotes(first: string, best = 'one of them', next = 'another'): string[] {
  return [
    `“A career is not found, it is built.” ${first}, becoming ${best} is one strong place to start building.`,
    `${first}, these three paths came from your own answers. Pick the one that makes you curious, not the one that looks safest.`,
    `“Choose work that fits who you already are.” You are closer than you think, ${first}.`,
    `Before you choose, ${first}, spend one evening finding out what a real workday is like for ${best}, and one for each of the others.`,
    `You do not have to choose for life today, ${first}. Choose what to explore first — perhaps life as ${best}, then as ${next} — and let what you learn decide.`,
    `Talk to ${best} and to ${next} before you decide, ${first} — ten minutes of honest conversation beats hours of guessing.`,
  ];
}

/** Step 3: the career blueprint with the top 3 careers, from all three steps' answers. */
export function generateCareerResult(input: CareerInput): CareerResult {
  const profile = buildProfile({ day1: input.day1, day2: input.day2, day3: input.day3 });
  const c = textContext(
    input.name,
    profile,
    rngFor('career', { day1: input.day1, day2: input.day2, day3: input.day3 }),
  );
  const scores = profileScores(profile);
  const words = lovedWords(c);
  const matches = topCareerMatches(profile, 3);
  const wording = cardWordings(c);
  const careers = matches.map((match, index) => ({
    id: careerId(match.occupation.code),
    title: careerTitle(match.occupation).plural,
    emotionalFit: emotionalFit(c, match, wording(index)),
    thinkingStyleFit: thinkingStyleFit(c, match, wording(index)),
    whyLove: whyLove(c, match, wording(index), words[index]),
    fitScore: match.fitScore,
    code: match.occupation.code,
    reasons: match.reasons,
  }));
  const [first, second] = matches.map((match) =>
    careerTitleWithArticle(careerTitle(match.occupation).singular),
  );
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
        quote: profile.evidence.low
          ? `${c.first}, read these three careers as starting points to look into, not as answers. The more you try and notice, the clearer the picture gets.`
          : c.rng.pick(closingQuotes(c.first, first, second)),
      },
    },
    profile: scores,
    confidence: profile.evidence.low ? 'low' : 'normal',
    ...resultNotices(profile, 'career'),
  };
}
