import { BIG_FIVE_KEYS } from '../../model/dimensions.js';
import type { BigFiveKey, LearningKey, WorkValueKey } from '../../model/dimensions.js';
import type { Phrase, TextContext } from '../../text/context.js';
import { quoted } from '../../text/format.js';
import {
  labelsFor,
  LEARNING_LABELS,
  RIASEC_LABELS,
  VALUE_LABELS,
  VALUE_OFFERS,
} from '../../text/labels.js';

/** Step 1 phrases that depend on Big Five, values, learning style and their own words. */

/** Why a learning style matters, in three ways each. */
const LEARNING_WHY: Readonly<Record<LearningKey, readonly string[]>> = {
  vis: [
    'A diagram or a two-minute video makes an idea click for you faster than a page of text.',
    'When you can see how the parts connect, you remember them for much longer.',
    'Colours, arrows and sketches in your notes are not decoration for you — they are how you think.',
  ],
  aud: [
    'Saying an idea out loud, or hearing it explained well, fixes it in your memory.',
    'A good discussion teaches you more than an hour of silent reading.',
    'Teachers who explain well, and friends you can argue a topic with, are worth seeking out.',
  ],
  read: [
    'Writing something in your own words is how it becomes yours.',
    'A clear book and a notebook beside it are still your best study tools.',
    'Lists, summaries and your own notes make a topic clear to you in a way a lecture rarely does.',
  ],
  hands: [
    'You understand a thing properly once you have tried it, built it or taken it apart.',
    'Practicals, projects and real tasks teach you more than theory on its own.',
    'Sitting still with a textbook is the hard way for you; labs, workshops and projects are the easy way.',
  ],
  logic: [
    'Once you see the rule behind the facts, the facts stop needing to be memorised.',
    'Working through solved problems teaches you more than reading the chapter twice.',
    'You like to know why a method works before you trust it, and that makes your learning last.',
  ],
};

const learnerName = (c: TextContext) => LEARNING_LABELS[c.profile.learning].name.toLowerCase();

export const MIND_INSIGHT: readonly Phrase[] = [
  (c) => `You learn best as a ${learnerName(c)}. ${c.rng.pick(LEARNING_WHY[c.profile.learning])}`,
  (c) =>
    `Your brain has a preferred doorway: you are a ${learnerName(c)}. ${c.rng.pick(LEARNING_WHY[c.profile.learning])}`,
  (c) =>
    `${c.first}, information reaches you fastest when you learn like a ${learnerName(c)}. ${c.rng.pick(LEARNING_WHY[c.profile.learning])}`,
];

/** A Big Five score is described only when it stands this far from the typical 0.5. */
const TRAIT_MARGIN = 0.12;

/**
 * Options chosen against a trait needed before its low pole is claimed: most options are keyed
 * only towards a trait's high pole, so a low score alone means "chose other options" (a quiet
 * coder is not "direct and competitive" for never picking the peacemaker).
 */
const LOW_POLE_EVIDENCE = 1;

/** Whether the score supports a sentence about this trait, high or low. */
function isMarked(c: TextContext, key: BigFiveKey): boolean {
  const score = c.profile.bigFive[key];
  if (score >= 0.5 + TRAIT_MARGIN) return true;
  return score <= 0.5 - TRAIT_MARGIN && c.profile.bigFiveAgainst[key] >= LOW_POLE_EVIDENCE;
}

/** The traits that clearly stand out, most marked first (at most two). */
export function markedKeys(c: TextContext): BigFiveKey[] {
  const scores = c.profile.bigFive;
  return BIG_FIVE_KEYS.filter((key) => isMarked(c, key))
    .sort((a, b) => Math.abs(scores[b] - 0.5) - Math.abs(scores[a] - 0.5) || (a < b ? -1 : 1))
    .slice(0, 2);
}

/** The traits that clearly stand out, most marked first, as words ("curious and open…"). */
export function markedTraits(c: TextContext): string[] {
  const scores = c.profile.bigFive;
  const labels = labelsFor(c.locale).bigFive;
  return markedKeys(c).map((key) => (scores[key] > 0.5 ? labels[key].high : labels[key].low));
}

/** What a clearly marked trait means for the kind of work and place that suits the person. */
const TRAIT_ADVICE: Readonly<
  Record<BigFiveKey, { high: readonly string[]; low: readonly string[] }>
> = {
  O: {
    high: [
      'Work that keeps changing — new problems, new tools, new places — will suit you better than the same task every day.',
      'Pick courses with room to explore; a fixed syllabus on its own may bore you.',
    ],
    low: [
      'You will do well where the results are concrete and the steps are clear.',
      'Choose work where you can see what your effort produced at the end of the day.',
    ],
  },
  Cn: {
    high: [
      'Plans, deadlines and checklists help you shine, so roles that trust you with responsibility will suit you.',
      'Teams quickly learn they can hand you important work — look for places that reward that.',
    ],
    low: [
      'Strict routines may tire you; work with variety and quick changes will keep you sharp.',
      'Short deadlines and small goals give your energy a shape without boxing you in.',
    ],
  },
  Ex: {
    high: [
      'You will feel most alive in work full of people: teams, customers, classrooms or a stage.',
      'Long hours alone at a desk may drain you, so look for roles where you talk and work with others every day.',
    ],
    low: [
      'Work that allows deep focus — fewer meetings, more time to think — will bring out your best.',
      'Crowded, noisy workplaces may tire you; a quiet corner and a clear task will not.',
    ],
  },
  Ag: {
    high: [
      'Teams, care work and service roles reward the way you treat people.',
      'You make groups work better — just remember to speak up for your own ideas too.',
    ],
    low: [
      'Competitive fields such as sales, sport, debating or business can turn that edge into results.',
      'You say what you think, which helps in work where honest feedback and quick decisions matter.',
    ],
  },
  St: {
    high: [
      'In jobs with deadlines or emergencies, where others panic, your calm is worth a lot.',
      'Pressure does not shake you easily, so roles with responsibility in tough moments can suit you.',
    ],
    low: [
      'You notice risks others miss, which matters in careful work — and a pace you can keep matters for you.',
      'Your feelings run deep; kind people and a steady rhythm at work will help you do your best.',
    ],
  },
};

/** One piece of advice for the most marked trait ("" when no trait stands out). */
function traitAdvice(c: TextContext): string {
  const [key] = markedKeys(c);
  if (!key) return '';
  return c.rng.pick(TRAIT_ADVICE[key][c.profile.bigFive[key] > 0.5 ? 'high' : 'low']);
}

export const ENERGY_INSIGHT: readonly Phrase[] = [
  (c) => {
    const traits = markedTraits(c);
    return traits.length
      ? `You come across as ${traits.join('; you are also ')}. ${traitAdvice(c)}`
      : 'No single personality trait dominates your answers: you can be social or quiet, planned or spontaneous, as the moment needs. That range is useful — notice which setting leaves you with more energy.';
  },
  (c) => {
    const traits = markedTraits(c);
    return traits.length
      ? `${c.first}, your answers show someone ${traits.join(', and at the same time ')}. ${traitAdvice(c)}`
      : `${c.first}, your answers sit in the balanced middle on most traits. You adapt to the room you are in — so the room you choose matters.`;
  },
  (c) => {
    const traits = markedTraits(c);
    return traits.length
      ? `${traits.length > 1 ? 'Two things stand out' : 'One thing stands out'} in how you work: you are ${traits.join(', and you are ')}. ${traitAdvice(c)}`
      : 'You are not at an extreme on any personality trait, which means you can fit many kinds of workplaces. Try a few and trust how you feel at the end of the day.';
  },
];

/** What to look for, given what they want most from work: two different tips per value. */
const VALUE_ADVICE: Readonly<Record<WorkValueKey, readonly string[]>> = {
  ach: [
    'Choose work where you can see what you finished at the end of the week — a thing built, a problem solved, a person helped.',
    'Before you say yes to a job, ask how good work is measured there; you need to see your own progress.',
  ],
  wc: [
    'There is nothing wrong with wanting stability: compare salary, hours and job security as carefully as the work itself.',
    'Government jobs, large companies and licensed professions often give the security you are looking for.',
  ],
  rec: [
    'Look for fields with a clear ladder to climb, where good results get noticed.',
    'Careers where your name is on the work — a design, a case, an article, a project — will feed this need.',
  ],
  rel: [
    'When you visit a workplace, notice how people treat each other: for you, the team matters as much as the task.',
    'Work that serves others — patients, students, customers or a community — will keep you going on hard days.',
  ],
  sup: [
    'A good first boss will matter a lot to you, so ask seniors about the manager before you join anywhere.',
    'Places with mentors and proper training will help you grow fastest.',
  ],
  ind: [
    'Freelancing, your own business or roles with flexible hours may suit you better than a strict office.',
    'Look for work where you plan your own day, and build skills early that earn you that trust.',
  ],
};

export const VALUE_INSIGHT: readonly Phrase[] = [
  (c) =>
    `What you want from work is ${VALUE_LABELS[topValue(c)].phrase}. ${c.rng.pick(VALUE_ADVICE[topValue(c)])}`,
  (c) =>
    `${c.first}, your compass points to ${VALUE_LABELS[topValue(c)].name.toLowerCase()} — ${VALUE_LABELS[topValue(c)].phrase}. ${c.rng.pick(VALUE_ADVICE[topValue(c)])}`,
  (c) =>
    `A job feels worth it to you when it brings ${VALUE_OFFERS[topValue(c)]}. ${c.rng.pick(VALUE_ADVICE[topValue(c)])}`,
];

/** Said only when the answer names a school subject; the subject by name, not the sentence. */
export const SKIP_INSIGHT: readonly Phrase[] = [
  (c) =>
    `You would happily skip ${c.profile.subjects.skip ?? 'one subject'}. That is not a weakness — it tells us where your energy does not live, and we used it to steer your career matches.`,
  (c) =>
    `Dropping ${c.profile.subjects.skip ?? 'that subject'} would free you up — and that honesty helps. We will steer you away from careers that lean heavily on it.`,
  (c) =>
    `${c.profile.subjects.skip ?? 'One subject'} is the one you would leave behind. Plenty of good careers never touch it, and your matches take that into account.`,
  (c) =>
    `You would skip ${c.profile.subjects.skip ?? 'one subject'} if you could. You may still need it for your board exams, but it does not have to shape your career — your matches lean away from it.`,
  (c) =>
    `If ${c.profile.subjects.skip ?? 'one subject'} vanished from your timetable, you would not miss it. Knowing what drains you is as useful as knowing what you love.`,
  (c) =>
    `Not every subject has to be your favourite, and ${c.profile.subjects.skip ?? 'this one'} is not yours. Do what it takes to pass it well, then spend your best energy elsewhere.`,
];

export const SKILL_LINES: readonly Phrase[] = [
  (c) =>
    `The skill you would master overnight — ${quoted(c.profile.texts.dreamSkill, 60) ?? 'your dream skill'} — is a clue. Wishes like that usually point to where your curiosity already is.`,
  (c) =>
    `You chose ${quoted(c.profile.texts.dreamSkill, 60) ?? 'a dream skill'} as your overnight superpower. You do not need a miracle: it can be learned, one small step a day.`,
  (c) =>
    `${quoted(c.profile.texts.dreamSkill, 60) ?? 'Your dream skill'} — that is what you would master first. Notice how naturally it fits the way you already think.`,
  (c) =>
    `Overnight, you would master ${quoted(c.profile.texts.dreamSkill, 60) ?? 'your dream skill'}. The slow way works too: twenty minutes a day for three months takes most people surprisingly far.`,
  (c) =>
    `Your overnight wish is ${quoted(c.profile.texts.dreamSkill, 60) ?? 'a new skill'}. Find one free course or one person who already does it, and take the first lesson this week.`,
];

export const CLOSING: readonly Phrase[] = [
  (c) =>
    `${c.first}, you are not a blank page waiting to be written — you already have a style. This step was about noticing it. Next, we explore what moves you emotionally.`,
  (c) =>
    `Everything here came from your own answers, ${c.first}. Read it once more, keep what feels true, and carry it into Step 2.`,
  (c) =>
    `You already carry the strengths of ${RIASEC_LABELS[c.top].noun.toLowerCase()} and ${RIASEC_LABELS[c.second].noun.toLowerCase()}. Trust them, ${c.first} — the path gets clearer from here.`,
  (c) =>
    `Your ${RIASEC_LABELS[c.top].name.toLowerCase()} side showed up again and again in your answers, ${c.first}. Step 2 looks at the feelings behind it: what drives you and what holds you back.`,
  (c) =>
    `Strengths grow when you use them. This week, try one small thing that means ${RIASEC_LABELS[c.top].activity}, and notice how you feel afterwards, ${c.first}.`,
  (c) =>
    `None of this is a mark you passed or failed, ${c.first}. It is a mirror — and in Step 2 we add what you feel to what you do.`,
];

export function topValue(c: Parameters<Phrase>[0]) {
  const values = c.profile.values;
  return (Object.keys(values) as (keyof typeof values)[]).reduce((best, key) =>
    values[key] > values[best] ? key : best,
  );
}
