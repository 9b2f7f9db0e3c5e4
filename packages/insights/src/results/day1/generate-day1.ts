import type { Day1Result } from '@acp/shared';
import { WORK_STYLES } from '../../model/knowledge.js';
import { buildProfile } from '../../profile/build-profile.js';
import type { QnaItem } from '../../profile/read-answers.js';
import { say, textContext } from '../../text/context.js';
import type { TextContext } from '../../text/context.js';
import { quoted } from '../../text/format.js';
import { LEARNING_LABELS, RIASEC_LABELS } from '../../text/labels.js';
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

export interface Day1Input {
  name: string;
  day1: readonly QnaItem[];
}

const STYLE_STRENGTHS: Readonly<Record<string, string>> = {
  'Achievement/Effort': 'Setting high standards and working to meet them',
  Persistence: 'Keeping going when things get tough',
  Initiative: 'Starting things without waiting to be asked',
  Leadership: 'Giving a group direction and energy',
  Cooperation: 'Working smoothly with all kinds of people',
  'Concern for Others': 'Noticing and caring about how others feel',
  'Social Orientation': 'Building friendships and teams easily',
  'Self-Control': 'Keeping your cool when emotions run high',
  'Stress Tolerance': 'Staying steady under pressure',
  'Adaptability/Flexibility': 'Adjusting quickly when plans change',
  Dependability: 'Being someone others can count on',
  'Attention to Detail': 'Catching the small things that matter',
  Integrity: 'Doing the right thing even when nobody is watching',
  Independence: 'Finding your own way without needing to be told',
  Innovation: 'Coming up with original ideas',
  'Analytical Thinking': 'Thinking problems through logically',
};

function topStyles(c: TextContext, count: number) {
  return [...WORK_STYLES].sort((a, b) => c.profile.styles[b] - c.profile.styles[a]).slice(0, count);
}

function coreStrengths(c: TextContext): string[] {
  const interest = [c.top, c.second].map((letter) =>
    c.rng.pick(INTEREST_PHRASES[letter].strengths),
  );
  const styles = topStyles(c, 2).map((style) => STYLE_STRENGTHS[style] ?? style);
  return [...interest, ...styles];
}

function hiddenTalents(c: TextContext): string[] {
  const talents = [
    c.rng.pick(INTEREST_PHRASES[c.third].talents),
    c.rng.pick(INTEREST_PHRASES[c.second].talents),
  ];
  const skill = quoted(c.profile.texts.dreamSkill, 50);
  if (skill)
    talents.push(
      `A head start on ${skill}: your ${RIASEC_LABELS[c.top].name.toLowerCase()} side gives you a natural way into it`,
    );
  return talents;
}

/** Step 1: "Discovering {name}'s Inner Strengths" from the day-1 answers. */
export function generateDay1Result(input: Day1Input): Day1Result {
  const profile = buildProfile({ day1: input.day1 });
  const c = textContext(input.name, profile, rngFor('day1', input));
  const learning = LEARNING_LABELS[profile.learning];
  const insights = [
    {
      title: `${RIASEC_LABELS[c.top].noun} in you`.replace(/^the/, 'The'),
      desc: `${say(c, INTEREST_PHRASES[c.top].insight)} ${say(c, SKILL_LINES)}`,
    },
    { title: 'How your mind learns', desc: say(c, MIND_INSIGHT) },
    { title: 'Your natural energy', desc: say(c, ENERGY_INSIGHT) },
    { title: 'What you want from work', desc: say(c, VALUE_INSIGHT) },
  ];
  if (profile.texts.skipSubject)
    insights.push({ title: 'The subject you would skip', desc: say(c, SKIP_INSIGHT) });
  return {
    heading: `Step 1 RESULT – Discovering ${c.name}'s Inner Strengths`,
    subheading: `${c.first}, your answers point to ${RIASEC_LABELS[c.top].noun.toLowerCase()} with a strong streak of ${RIASEC_LABELS[c.second].noun.toLowerCase()}: someone who loves ${RIASEC_LABELS[c.top].doing}.`,
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
  };
}
