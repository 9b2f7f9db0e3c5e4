import type { Day1Result, StrengthsChart, Locale } from '@acp/shared';
import { WORK_STYLES, type WorkStyle } from '../../model/knowledge.js';
import type { TraitProfile } from '../../profile/profile-types.js';
import { buildProfile } from '../../profile/build-profile.js';
import type { QnaItem } from '../../profile/read-answers.js';
import { say, textContext } from '../../text/context.js';
import type { TextContext } from '../../text/context.js';
import { quoted } from '../../text/format.js';
import { LEARNING_LABELS, RIASEC_LABELS } from '../../text/labels.js';
import { resultNotices } from '../../text/notices.js';
import { rngFor } from '../../text/random.js';
import { INTEREST_PHRASES } from './interest-phrases.js';
import {
  CLOSING,
  ENERGY_INSIGHT,
  MIND_INSIGHT,
  SKILL_LINES,
  SKIP_INSIGHT,
  VALUE_INSIGHT,
} from './trait-phrases.js';

/** Each work style in a word or two a student uses, for Step 1's picture. */
const STYLE_NAMES: Readonly<Record<WorkStyle, string>> = {
  'Achievement/Effort': 'Effort',
  Persistence: 'Not giving up',
  Initiative: 'Taking the first step',
  Leadership: 'Leading',
  Cooperation: 'Teamwork',
  'Concern for Others': 'Caring for others',
  'Social Orientation': 'Being with people',
  'Self-Control': 'Keeping your cool',
  'Stress Tolerance': 'Calm under pressure',
  'Adaptability/Flexibility': 'Adapting to change',
  Dependability: 'Reliability',
  'Attention to Detail': 'Care with details',
  Integrity: 'Honesty',
  Independence: 'Working on your own',
  Innovation: 'New ideas',
  'Analytical Thinking': 'Thinking things through',
};

const pct = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 100);

/** Step 1 as one picture: the six interest areas and the five strongest work styles. */
function strengthsChart(profile: TraitProfile): StrengthsChart {
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
      .map((style) => ({ name: STYLE_NAMES[style], score: pct(profile.styles[style] ?? 0) })),
  };
}

export interface Day1Input {
  name: string;
  day1: readonly QnaItem[];
  /** The language to write in (decision 016); English when not given. */
  locale?: Locale;
}

/** Each work style as a strength, in two ways (each person gets one). */
const STYLE_STRENGTHS: Readonly<Record<string, readonly [string, string]>> = {
  'Achievement/Effort': [
    'Setting high standards and working to meet them',
    'Putting in real effort when something matters to you',
  ],
  Persistence: [
    'Keeping going when things get tough',
    'Coming back to a hard task until it is done',
  ],
  Initiative: [
    'Starting things without waiting to be asked',
    'Seeing what needs doing and simply doing it',
  ],
  Leadership: ['Giving a group direction and energy', 'Helping a group decide and get moving'],
  Cooperation: [
    'Working smoothly with all kinds of people',
    'Making teamwork easier for everyone around you',
  ],
  'Concern for Others': [
    'Noticing and caring about how others feel',
    'Looking out for people who are having a hard time',
  ],
  'Social Orientation': [
    'Building friendships and teams easily',
    'Feeling at home among new people quickly',
  ],
  'Self-Control': [
    'Keeping your cool when emotions run high',
    'Thinking before you react, even when you are upset',
  ],
  'Stress Tolerance': ['Staying steady under pressure', 'Thinking clearly when time is short'],
  'Adaptability/Flexibility': [
    'Adjusting quickly when plans change',
    'Finding a new way when the first plan fails',
  ],
  Dependability: [
    'Being someone others can count on',
    'Keeping your word, in small things and big',
  ],
  'Attention to Detail': [
    'Catching the small things that matter',
    'Noticing the mistake everyone else missed',
  ],
  Integrity: [
    'Doing the right thing even when nobody is watching',
    'Being honest even when it costs you something',
  ],
  Independence: [
    'Finding your own way without needing to be told',
    'Working things out on your own',
  ],
  Innovation: ['Coming up with original ideas', 'Seeing a better way of doing ordinary things'],
  'Analytical Thinking': [
    'Thinking problems through logically',
    'Breaking a big problem into parts you can solve',
  ],
};

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

function coreStrengths(c: TextContext): string[] {
  const interest = [c.top, c.second].map((letter) =>
    c.rng.pick(INTEREST_PHRASES[letter].strengths),
  );
  const styles = topStyles(c, 2).map((style) => {
    const ways = STYLE_STRENGTHS[style];
    return ways ? c.rng.pick(ways) : style;
  });
  return [...interest, ...styles];
}

function hiddenTalents(c: TextContext): string[] {
  const talents = [
    c.rng.pick(INTEREST_PHRASES[c.third].talents),
    c.rng.pick(INTEREST_PHRASES[c.second].talents),
  ];
  const skill = quoted(c.profile.texts.dreamSkill, 50);
  if (c.profile.evidence.low) return talents;
  if (skill)
    talents.push(
      `A head start on ${skill}: your ${RIASEC_LABELS[c.top].name.toLowerCase()} side gives you a natural way into it`,
    );
  return talents;
}

/** Step 1: "Discovering {name}'s Inner Strengths" from the day-1 answers. */
export function generateDay1Result(input: Day1Input): Day1Result {
  const profile = buildProfile({ day1: input.day1 });
  // Seeded by the answers only: the same answers read the same whatever the name.
  const c = textContext(input.name, profile, rngFor('day1', input.day1), input.locale);
  const learning = LEARNING_LABELS[profile.learning];
  const insights = [
    {
      title: `${RIASEC_LABELS[c.top].noun} in you`.replace(/^the/, 'The'),
      desc: [
        say(c, INTEREST_PHRASES[c.top].insight),
        profile.texts.dreamSkill ? say(c, SKILL_LINES) : '',
      ]
        .filter(Boolean)
        .join(' '),
    },
    { title: 'How your mind learns', desc: say(c, MIND_INSIGHT) },
    { title: 'Your natural energy', desc: say(c, ENERGY_INSIGHT) },
    { title: 'What you want from work', desc: say(c, VALUE_INSIGHT) },
  ];
  if (profile.subjects.skip)
    insights.push({ title: 'The subject you would skip', desc: say(c, SKIP_INSIGHT) });
  return {
    heading: `Step 1 RESULT – Discovering ${c.name}'s Inner Strengths`,
    subheading: profile.evidence.low
      ? `${c.first}, your answers give a first sketch: a lean towards ${RIASEC_LABELS[c.top].noun.toLowerCase()} — someone drawn to ${RIASEC_LABELS[c.top].activity}. There is more to you than these answers could show.`
      : `${c.first}, your answers point to ${RIASEC_LABELS[c.top].noun.toLowerCase()} with a strong streak of ${RIASEC_LABELS[c.second].noun.toLowerCase()}: someone who loves ${RIASEC_LABELS[c.top].activity}.`,
    insights,
    coreStrengths: { heading: 'Your core strengths', list: coreStrengths(c) },
    learningStyle: {
      heading: `Your learning style: ${learning.name}`,
      list: c.rng.sample(learning.tips, 3),
    },
    hiddenTalents: { heading: 'Hidden talents you may not have noticed', list: hiddenTalents(c) },
    whatOthersFeel: {
      heading: `What others feel around ${c.first}`,
      quotes: [c.top, c.second, c.third].map((letter) => say(c, INTEREST_PHRASES[letter].others)),
    },
    closingReflection: { heading: 'A closing reflection', message: say(c, CLOSING) },
    ...(profile.answered > 0 ? { chart: strengthsChart(profile) } : {}),
    ...resultNotices(profile, 'day1'),
  };
}
