import type { CareerResult, MentionedCareer, TraitProfileScores, Locale } from '@acp/shared';
import {
  BIG_FIVE_KEYS,
  BIG_FIVE_NAMES,
  LEARNING_NAMES,
  RIASEC_LETTERS,
  WORK_VALUE_KEYS,
  WORK_VALUE_NAMES,
} from '../../model/dimensions.js';
import { CATALOGUE_FAMILIES } from '../../catalogue/catalogue-schema.js';
import { pickCareers } from '../../match/career-match.js';
import type { CareerMatch, MentionedCareer as Mentioned } from '../../match/career-match.js';
import { buildProfile } from '../../profile/build-profile.js';
import type { TraitProfile } from '../../profile/profile-types.js';
import type { QnaItem } from '../../profile/read-answers.js';
import { textContext } from '../../text/context.js';
import type { TextContext } from '../../text/context.js';
import { careerTitleWithArticle, titleInSentence } from '../../text/career-title.js';
import { RIASEC_LABELS } from '../../text/labels.js';
import { occupationLetters } from '../../match/reasons.js';
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
import { demandSentences, pickDemands } from './emotional-fit.js';

export interface CareerInput {
  name: string;
  day1: readonly QnaItem[];
  day2: readonly QnaItem[];
  day3: readonly QnaItem[];
  /** The language to write in (decision 016); English when not given. */
  locale?: Locale;
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

const FAMILY_NAMES = new Map<string, string>(
  CATALOGUE_FAMILIES.map((family) => [family.key, family.name]),
);

/** "a game developer", "an IAS officer": one person in the career, for sentences. */
export const oneIn = (match: CareerMatch) =>
  careerTitleWithArticle(titleInSentence(match.career.title));

/**
 * Why a named career is not in the top 3, in words: it fits, but three others fit more; or
 * its kind of work is not where the answers lean (its interest areas against theirs).
 */
function whyNotInTopThree(c: TextContext, { match, fits }: Mentioned): string {
  const { profile } = c;
  const { named } = match;
  const one = oneIn(match);
  const opening =
    named?.kind === 'exam' && !profile.support
      ? c.rng.pick([
          `You mentioned ${named.said}. Of the careers it leads to, ${one} fits you best.`,
          `${named.said} leads to several careers; the one closest to your answers is ${one}.`,
        ])
      : c.rng.pick([
          `You mentioned becoming ${one}. Here is how it fits you, and why it is not in your top 3.`,
          `You named ${one} as a path you want, so here is an honest look at it.`,
          `Becoming ${one} came up in your answers. It is not in your top 3, and here is why.`,
        ]);
  if (fits)
    return `${opening} ${c.rng.pick([
      `It fits you at ${match.fitScore}%, which is a real match; the three careers above came out a little closer to your answers. Keep it on your list and compare them.`,
      `At ${match.fitScore}% it is a good fit, just behind the three above. Compare them side by side before you choose.`,
    ])}`;
  const theirs = occupationLetters(match.occupation).map((letter) =>
    RIASEC_LABELS[letter].name.toLowerCase(),
  );
  const mine = profile.riasecOrder
    .slice(0, 2)
    .map((letter) => RIASEC_LABELS[letter].name.toLowerCase());
  const lean = profile.evidence.low
    ? 'Your answers gave us too little to say much yet.'
    : c.rng.pick([
        `Most of the work is ${theirs.join(' and ')}, and your answers lean more to ${mine.join(' and ')}.`,
        `The work is mostly ${theirs.join(' and ')}; what you told us leans to ${mine.join(' and ')}.`,
      ]);
  return `${opening} ${lean} ${c.rng.pick([
    'A fit score is not a verdict: if this is your dream, spend time with the real work — talk to someone who does it, try a small part of it — and see how it feels.',
    'If it still pulls at you, test it for real: shadow someone who does it for a day, or try one small task of the job, and notice how you feel.',
    'Dreams deserve a fair test, not a quick no. Find one person in this work and ask what their hardest week was like.',
  ])}`;
}

function mentionedCareer(c: TextContext, mentioned: Mentioned): MentionedCareer {
  const { match } = mentioned;
  return {
    id: match.career.id,
    title: match.career.title,
    fitScore: match.fitScore,
    code: match.occupation.code,
    message: whyNotInTopThree(c, mentioned),
    reasons: match.reasons,
  };
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
    input.locale,
  );
  const scores = profileScores(profile);
  const words = lovedWords(c);
  const picks = pickCareers(profile, 3);
  const matches = picks.top;
  const wording = cardWordings(c);
  const demands = pickDemands(matches);
  const careers = matches.map((match, index) => ({
    id: match.career.id,
    title: match.career.title,
    emotionalFit: emotionalFit(
      c,
      match,
      wording(index),
      demandSentences(demands[index] ?? null, profile, index),
    ),
    thinkingStyleFit: thinkingStyleFit(c, match, wording(index)),
    whyLove: whyLove(c, match, wording(index), words[index]),
    fitScore: match.fitScore,
    code: match.occupation.code,
    reasons: match.reasons,
    ...(match.named ? { named: true } : {}),
    family: FAMILY_NAMES.get(match.career.family) ?? match.career.family,
  }));
  const [first, second] = matches.map(oneIn);
  const mentioned = picks.mentioned.map((item) => mentionedCareer(c, item));
  return {
    results: {
      title: `${c.name}'s Career Blueprint`,
      whoYouAre: { title: 'Who you are', descriptionTemplate: whoYouAre(c) },
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
      ...(mentioned.length > 0 ? { mentionedCareers: mentioned } : {}),
    },
    profile: scores,
    confidence: profile.evidence.low ? 'low' : 'normal',
    ...resultNotices(profile, 'career'),
  };
}
