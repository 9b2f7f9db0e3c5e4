import type { Day1Result, StrengthsChart, Locale } from '@acp/shared';
import { WORK_STYLES } from '../../model/knowledge.js';
import type { TraitProfile } from '../../profile/profile-types.js';
import { buildProfile } from '../../profile/build-profile.js';
import type { QnaItem } from '../../profile/read-answers.js';
import { say, textContext } from '../../text/context.js';
import type { TextContext } from '../../text/context.js';
import { quoted } from '../../text/format.js';
import { resultNotices } from '../../text/notices.js';
import { rngFor } from '../../text/random.js';
import { day1Texts } from './day1-texts.js';
import type { Day1Texts } from './day1-texts.js';

const pct = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 100);

/** Step 1 as one picture: the six interest areas and the five strongest work styles. */
function strengthsChart(profile: TraitProfile, t: Day1Texts): StrengthsChart {
  return {
    interests: {
      R: pct(profile.riasec.R),
      I: pct(profile.riasec.I),
      A: pct(profile.riasec.A),
      S: pct(profile.riasec.S),
      E: pct(profile.riasec.E),
      C: pct(profile.riasec.C),
    },
    interestCode: profile.riasecOrder.slice(0, 3).join(''),
    workStyles: [...WORK_STYLES]
      .sort((a, b) => (profile.styles[b] ?? 0) - (profile.styles[a] ?? 0))
      .slice(0, 5)
      .map((style) => ({ name: t.styleNames[style], score: pct(profile.styles[style] ?? 0) })),
  };
}

export interface Day1Input {
  name: string;
  day1: readonly QnaItem[];
  /** The language to write in (decision 016); English when not given. */
  locale?: Locale;
  /**
   * The person said, when asked how they have been feeling, that they are struggling (or their
   * other answers were flagged): write as for someone who may be struggling.
   */
  support?: boolean;
}

/** A work style is named a strength only when its score clearly stands out (0.5 is typical). */
const STRENGTH_SCORE = 0.62;
/** Calm under pressure is not claimed for someone whose answers suggested distress. */
const STEADINESS = new Set(['Self-Control', 'Stress Tolerance', 'Persistence']);

function topStyles(c: TextContext, count: number) {
  return [...WORK_STYLES]
    .filter((style) => c.profile.styles[style] >= STRENGTH_SCORE)
    .filter((style) => !(c.profile.support && STEADINESS.has(style)))
    .sort((a, b) => c.profile.styles[b] - c.profile.styles[a] || (a < b ? -1 : 1))
    .slice(0, count);
}

function coreStrengths(c: TextContext, t: Day1Texts): string[] {
  const interest = [c.top, c.second].map((letter) => c.rng.pick(t.interest[letter].strengths));
  const styles = topStyles(c, 2).map((style) => c.rng.pick(t.styleStrengths[style]));
  return [...interest, ...styles];
}

function hiddenTalents(c: TextContext, t: Day1Texts): string[] {
  const talents = [
    c.rng.pick(t.interest[c.third].talents),
    c.rng.pick(t.interest[c.second].talents),
  ];
  const skill = quoted(c.profile.texts.dreamSkill, 50);
  if (c.profile.evidence.low) return talents;
  if (skill) talents.push(t.headStart(c, skill));
  return talents;
}

/** Step 1: "Discovering {name}'s Inner Strengths" from the day-1 answers. */
export function generateDay1Result(input: Day1Input): Day1Result {
  const profile = buildProfile({ day1: input.day1 }, { support: input.support });
  // Seeded by the answers only: the same answers read the same whatever the name.
  const c = textContext(input.name, profile, rngFor('day1', input.day1), input.locale);
  const t = day1Texts(c.locale);
  const learning = t.labels.learning[profile.learning];
  const insights = [
    {
      title: t.interestTitle(c),
      desc: [say(c, t.interest[c.top].insight), profile.texts.dreamSkill ? say(c, t.skill) : '']
        .filter(Boolean)
        .join(' '),
    },
    { title: t.titles.mind, desc: say(c, t.mind) },
    { title: t.titles.energy, desc: say(c, t.energy) },
    { title: t.titles.value, desc: say(c, t.value) },
  ];
  if (profile.subjects.skip) insights.push({ title: t.titles.skip, desc: say(c, t.skip) });
  return {
    heading: t.heading(c),
    subheading: profile.evidence.low ? t.lowSubheading(c) : t.subheading(c),
    insights,
    coreStrengths: { heading: t.coreStrengthsHeading, list: coreStrengths(c, t) },
    learningStyle: {
      heading: t.learningHeading(learning.name),
      list: c.rng.sample(learning.tips, 3),
    },
    hiddenTalents: { heading: t.hiddenTalentsHeading, list: hiddenTalents(c, t) },
    whatOthersFeel: {
      heading: t.othersHeading(c),
      quotes: [c.top, c.second, c.third].map((letter) => say(c, t.interest[letter].others)),
    },
    closingReflection: { heading: t.closingHeading, message: say(c, t.closing) },
    ...(profile.answered > 0 ? { chart: strengthsChart(profile, t) } : {}),
    ...resultNotices(profile, 'day1', c.locale),
  };
}
