import type { CareerResult, MentionedCareer, TraitProfileScores, Locale } from '@acp/shared';
import {
  BIG_FIVE_KEYS,
  BIG_FIVE_NAMES,
  LEARNING_NAMES,
  RIASEC_LETTERS,
  WORK_VALUE_KEYS,
  WORK_VALUE_NAMES,
} from '../../model/dimensions.js';
import { pickCareers } from '../../match/career-match.js';
import type { CareerMatch, MentionedCareer as Mentioned } from '../../match/career-match.js';
import { buildProfile } from '../../profile/build-profile.js';
import { eligibilityLine } from '../../route/eligibility.js';
import type { TraitProfile } from '../../profile/profile-types.js';
import type { QnaItem } from '../../profile/read-answers.js';
import { textContext } from '../../text/context.js';
import type { TextContext } from '../../text/context.js';
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
import { careerTexts } from './career-texts.js';
import { demandSentences, pickDemands } from './emotional-fit.js';

export interface CareerInput {
  name: string;
  day1: readonly QnaItem[];
  day2: readonly QnaItem[];
  day3: readonly QnaItem[];
  /** The language to write in (decision 016); English when not given. */
  locale?: Locale;
  /**
   * The person said, when asked how they have been feeling, that they are struggling (or their
   * other answers were flagged): write as for someone who may be struggling.
   */
  support?: boolean;
  /** Careers they picked before Step 3 (catalogue ids): named careers (decision 020). */
  picked?: readonly string[];
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

/** "a game developer", "an IAS officer": one person in the career, for sentences. */
export const oneIn = (match: CareerMatch, locale: Locale = 'en') =>
  careerTexts(locale).one(match.career);

/**
 * Why a named career is not in the top 3, in words: it fits, but three others fit more; or
 * its kind of work is not where the answers lean (its interest areas against theirs).
 */
function whyNotInTopThree(c: TextContext, { match, fits }: Mentioned): string {
  const { profile } = c;
  const { named } = match;
  const texts = careerTexts(c.locale).notInTop;
  const one = oneIn(match, c.locale);
  const opening =
    named?.kind === 'picked'
      ? texts.picked(one)
      : named?.kind === 'described'
        ? texts.described(one)
        : named?.kind === 'exam' && !profile.support
          ? c.rng.pick(texts.exam)(named.said, one)
          : c.rng.pick(texts.named)(one);
  if (fits) return `${opening} ${c.rng.pick(texts.fits)(match.fitScore)}`;
  const { interests } = careerTexts(c.locale);
  const theirs = interests(occupationLetters(match.occupation));
  const mine = interests(profile.riasecOrder.slice(0, 2));
  const lean = profile.evidence.low ? texts.leanLow : c.rng.pick(texts.lean)(theirs, mine);
  return `${opening} ${lean} ${c.rng.pick(texts.dream)}`;
}

/** The catalogue's Hindi title, only in a Hindi result (English output stays as it was). */
const hindiTitle = (c: TextContext, match: CareerMatch) =>
  c.locale === 'hi' ? { titleHi: match.career.titleHi } : {};

/** Who may enter the career where a rule restricts it, in the result's language (decision 021). */
const eligibilityOf = (c: TextContext, match: CareerMatch) => {
  const line = eligibilityLine(match.career.id, c.locale);
  return line ? { eligibility: line } : {};
};

function mentionedCareer(c: TextContext, mentioned: Mentioned): MentionedCareer {
  const { match } = mentioned;
  return {
    id: match.career.id,
    title: match.career.title,
    ...hindiTitle(c, match),
    ...eligibilityOf(c, match),
    fitScore: match.fitScore,
    code: match.occupation.code,
    message: whyNotInTopThree(c, mentioned),
    reasons: match.reasons,
  };
}

/** Step 3: the career blueprint with the top 3 careers, from all three steps' answers. */
export function generateCareerResult(input: CareerInput): CareerResult {
  const profile = buildProfile(
    { day1: input.day1, day2: input.day2, day3: input.day3 },
    { support: input.support, picked: input.picked },
  );
  const c = textContext(
    input.name,
    profile,
    rngFor('career', { day1: input.day1, day2: input.day2, day3: input.day3 }),
    input.locale,
  );
  const scores = profileScores(profile);
  const words = lovedWords(c);
  const texts = careerTexts(c.locale);
  const picks = pickCareers(profile, 3, c.locale);
  const matches = picks.top;
  const wording = cardWordings(c);
  const demands = pickDemands(matches);
  const careers = matches.map((match, index) => ({
    id: match.career.id,
    title: match.career.title,
    ...hindiTitle(c, match),
    ...eligibilityOf(c, match),
    emotionalFit: emotionalFit(
      c,
      match,
      wording(index),
      demandSentences(demands[index] ?? null, profile, index, c.locale),
    ),
    thinkingStyleFit: thinkingStyleFit(c, match, wording(index)),
    whyLove: whyLove(c, match, wording(index), words[index]),
    fitScore: match.fitScore,
    code: match.occupation.code,
    reasons: match.reasons,
    ...(match.named ? { named: true } : {}),
    family: texts.family(match.career.family),
  }));
  const [first, second] = matches.map((match) => oneIn(match, c.locale));
  const mentioned = picks.mentioned.map((item) => mentionedCareer(c, item));
  return {
    results: {
      title: texts.headings.title(c.name),
      whoYouAre: { title: texts.headings.whoYouAre, descriptionTemplate: whoYouAre(c) },
      topCareers: { title: texts.headings.topCareers, labels: texts.headings.labels, careers },
      closingReflection: {
        title: texts.headings.closing,
        quote: profile.evidence.low
          ? texts.closing.low(c.first)
          : c.rng.pick(texts.closing.quotes)(
              c.first,
              first ?? texts.closing.best,
              second ?? texts.closing.next,
            ),
      },
      ...(mentioned.length > 0 ? { mentionedCareers: mentioned } : {}),
    },
    profile: scores,
    confidence: profile.evidence.low ? 'low' : 'normal',
    ...resultNotices(profile, 'career', c.locale),
  };
}
