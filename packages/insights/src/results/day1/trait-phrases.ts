import type { Phrase } from '../../text/context.js';
import { quoted } from '../../text/format.js';
import {
  BIG_FIVE_LABELS,
  LEARNING_LABELS,
  RIASEC_LABELS,
  VALUE_LABELS,
} from '../../text/labels.js';

/** Step 1 phrases that depend on Big Five, values, learning style and their own words. */

export const MIND_INSIGHT: readonly Phrase[] = [
  (c) =>
    `You learn best as a ${LEARNING_LABELS[c.profile.learning].name.toLowerCase()}. When a topic is taught your way, it sticks — so choose courses and teachers that fit how you think.`,
  (c) =>
    `Your brain has a preferred doorway: you are a ${LEARNING_LABELS[c.profile.learning].name.toLowerCase()}. Studying through that doorway can halve the effort, ${c.first}.`,
  (c) =>
    `${c.first}, information reaches you fastest when you learn like a ${LEARNING_LABELS[c.profile.learning].name.toLowerCase()}. That is a tool, not a label — use it on purpose.`,
];

export const ENERGY_INSIGHT: readonly Phrase[] = [
  (c) =>
    `You come across as ${c.profile.bigFive.Ex >= 0.5 ? BIG_FIVE_LABELS.Ex.high : BIG_FIVE_LABELS.Ex.low} and ${c.profile.bigFive.St >= 0.5 ? BIG_FIVE_LABELS.St.high : BIG_FIVE_LABELS.St.low}. Knowing this helps you pick work that fuels you instead of draining you.`,
  (c) =>
    `${c.first}, you are ${c.profile.bigFive.Cn >= 0.5 ? BIG_FIVE_LABELS.Cn.high : BIG_FIVE_LABELS.Cn.low}, and ${c.profile.bigFive.O >= 0.5 ? BIG_FIVE_LABELS.O.high : BIG_FIVE_LABELS.O.low}. That mix is rarer than you think.`,
  (c) =>
    `Your answers show someone ${c.profile.bigFive.Ag >= 0.5 ? BIG_FIVE_LABELS.Ag.high : BIG_FIVE_LABELS.Ag.low} who is ${c.profile.bigFive.Ex >= 0.5 ? BIG_FIVE_LABELS.Ex.high : BIG_FIVE_LABELS.Ex.low}. Build your days around that, not against it.`,
];

export const VALUE_INSIGHT: readonly Phrase[] = [
  (c) =>
    `What you want from work is ${VALUE_LABELS[topValue(c)].phrase}. Keep that in mind: a job that ignores it will feel heavy, even if it pays well.`,
  (c) =>
    `${c.first}, your compass points to ${VALUE_LABELS[topValue(c)].name.toLowerCase()} — ${VALUE_LABELS[topValue(c)].phrase}. That is worth protecting in every career choice.`,
];

export const SKIP_INSIGHT: readonly Phrase[] = [
  (c) =>
    `You would happily skip ${quoted(c.profile.texts.skipSubject, 60) ?? 'one subject'}. That is not a weakness — it tells us where your energy does not live, and we used it to steer your career matches.`,
  (c) =>
    `Dropping ${quoted(c.profile.texts.skipSubject, 60) ?? 'that subject'} would free you up — and that honesty helps. We will steer you away from careers that lean heavily on it.`,
];

export const SKILL_LINES: readonly Phrase[] = [
  (c) =>
    `The skill you would master overnight — ${quoted(c.profile.texts.dreamSkill, 60) ?? 'your dream skill'} — is a clue. Wishes like that usually point to where your curiosity already is.`,
  (c) =>
    `You chose ${quoted(c.profile.texts.dreamSkill, 60) ?? 'a dream skill'} as your overnight superpower. You do not need a miracle: it can be learned, one small step a day.`,
  (c) =>
    `${quoted(c.profile.texts.dreamSkill, 60) ?? 'Your dream skill'} — that is what you would master first. Notice how naturally it fits the way you already think.`,
];

export const CLOSING: readonly Phrase[] = [
  (c) =>
    `${c.first}, you are not a blank page waiting to be written — you already have a style. This step was about noticing it. Next, we explore what moves you emotionally.`,
  (c) =>
    `Everything here came from your own answers, ${c.first}. Read it once more, keep what feels true, and carry it into Step 2.`,
  (c) =>
    `You already carry the strengths of ${RIASEC_LABELS[c.top].noun.toLowerCase()} and ${RIASEC_LABELS[c.second].noun.toLowerCase()}. Trust them, ${c.first} — the path gets clearer from here.`,
];

function topValue(c: Parameters<Phrase>[0]) {
  const values = c.profile.values;
  return (Object.keys(values) as (keyof typeof values)[]).reduce((best, key) =>
    values[key] > values[best] ? key : best,
  );
}
