import {
  BIG_FIVE_KEYS,
  LEARNING_KEYS,
  RIASEC_LETTERS,
  TRAIT_KEYS,
  WORK_VALUE_KEYS,
} from '../model/dimensions.js';
import type { RiasecLetter, TraitKey } from '../model/dimensions.js';
import type { KnowledgeArea } from '../model/knowledge.js';
import { SIGNAL_OPTIONS, SIGNAL_QUESTIONS } from '../model/signals.js';
import type { EmotionalSignals, SignalName } from '../model/signals.js';
import { day1Effects } from './effects-day1.js';
import { day2Effects } from './effects-day2.js';
import { day3Effects } from './effects-day3.js';
import type { QuestionEffects } from './effects-types.js';
import { SUBJECT_QUESTIONS, detectDistress } from '../safety/detect-distress.js';
import { readAims, withPicked } from './aims.js';
import { namedPart, readAnswer, subjectOf } from './answer-reading.js';
import type { AnswerReading } from './answer-reading.js';
import { knowledgeOfHits, matchLexicon, riasecOfHits } from './lexicon.js';
import { personTexts, weighEvidence } from './person-texts.js';
import type { TraitProfile } from './profile-types.js';
import { resolveAnswers } from './read-answers.js';
import type { JourneyAnswers } from './read-answers.js';
import { deriveWorkStyles } from './work-styles.js';

/** Every question's weights, by question id. */
export const QUESTION_EFFECTS: Readonly<Record<string, QuestionEffects>> = {
  ...day1Effects,
  ...day2Effects,
  ...day3Effects,
};

type Totals = Record<TraitKey, number>;
const zeros = (): Totals => Object.fromEntries(TRAIT_KEYS.map((key) => [key, 0])) as Totals;

/** The lowest and highest total each trait can reach over all choice questions. */
const BOUNDS = (() => {
  const min = zeros();
  const max = zeros();
  for (const effects of Object.values(QUESTION_EFFECTS)) {
    if (effects.kind !== 'choice') continue;
    for (const key of TRAIT_KEYS) {
      const values = effects.options.map((option) => option.t[key] ?? 0);
      min[key] += Math.min(...values);
      max[key] += Math.max(...values);
    }
  }
  return { min, max };
})();

/**
 * Per question, the mean and variance each trait gets when the options are picked at random:
 * the norm that work values are scored against, so a value the person never chose lands low
 * but not at zero, and a typical one near the middle.
 */
const NORMS: Readonly<Record<string, { mean: Totals; variance: Totals }>> = (() => {
  const norms: Record<string, { mean: Totals; variance: Totals }> = {};
  for (const [id, effects] of Object.entries(QUESTION_EFFECTS)) {
    if (effects.kind !== 'choice') continue;
    const mean = zeros();
    const variance = zeros();
    for (const key of TRAIT_KEYS) {
      const values = effects.options.map((option) => option.t[key] ?? 0);
      const m = values.reduce((sum, value) => sum + value, 0) / values.length;
      mean[key] = m;
      variance[key] = values.reduce((sum, value) => sum + (value - m) ** 2, 0) / values.length;
    }
    norms[id] = { mean, variance };
  }
  return norms;
})();

/** Standard normal CDF (Abramowitz–Stegun 7.1.26, error < 1.5e-7). */
function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly =
    t *
    (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-x * x);
  return z >= 0 ? 0.5 * (1 + erf) : 0.5 * (1 - erf);
}

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));
const saturate = (value: number, scale: number) => 1 - Math.exp(-Math.max(0, value) / scale);

const SKIP_QUESTIONS = new Set(
  Object.entries(QUESTION_EFFECTS)
    .filter(([, effects]) => effects.kind === 'text' && effects.role === 'skip')
    .map(([id]) => id),
);

/** Answers → trait profile (product.md §11.2). Pure and deterministic. */
export function buildProfile(
  answers: JourneyAnswers,
  options: { support?: boolean; picked?: readonly string[] } = {},
): TraitProfile {
  const { choices, texts } = resolveAnswers(answers);
  // The steps this profile is built from: what the person was asked, answered or not.
  const days = new Set<string>(
    (['day1', 'day2', 'day3'] as const).filter((day) => (answers[day]?.length ?? 0) > 0),
  );
  const read = (id: string, text: string) => ({ text, aboutSubjects: SUBJECT_QUESTIONS.has(id) });
  // Flagged by their words, or by what they said when asked how they have been feeling.
  const support =
    options.support === true ||
    detectDistress([...texts].map(([id, text]) => read(id, text))).flagged;
  // Words that read as hopeless are never quoted back, flagged or not: not as a reset, a wish,
  // a gift or a goal (issue 34).
  const heavy = new Set(
    [...texts]
      .filter(([id, text]) => {
        const signal = detectDistress([read(id, text)]);
        return signal.flagged || signal.checkIn;
      })
      .map(([id]) => id),
  );
  const totals = zeros();
  // What the chosen options said against each trait: the low pole of a trait is claimed only
  // from options keyed against it, never from the absence of options keyed for it.
  const against = zeros();
  const knowledgeRaw = new Map<KnowledgeArea, number>();
  const knowledgeCues: Partial<Record<KnowledgeArea, string>> = {};
  const avoid = new Set<KnowledgeArea>();
  const textRiasec = Object.fromEntries(RIASEC_LETTERS.map((l) => [l, 0])) as Record<
    RiasecLetter,
    number
  >;
  const skipRiasec = { ...textRiasec };
  let avoidLabel: string | null = null;
  const interestLabels: string[] = [];
  const primaryCue = new Set<KnowledgeArea>();
  const addKnowledge = (area: KnowledgeArea, amount: number) =>
    knowledgeRaw.set(area, (knowledgeRaw.get(area) ?? 0) + amount);
  const careerHints: Record<string, number> = {};
  const hintCues: Record<string, string> = {};
  const addHints = (hits: AnswerReading['hits'], factor: number, quotable: boolean) => {
    for (const { entry, word } of hits)
      for (const [prefix, strength] of Object.entries(entry.c)) {
        careerHints[prefix] = (careerHints[prefix] ?? 0) + strength * factor;
        if (factor > 0 && quotable) hintCues[prefix] ??= word;
      }
  };
  const normMean = zeros();
  const normVariance = zeros();
  const readings = new Map<string, AnswerReading>();
  let choicesAsked = 0;
  let textsAsked = 0;

  for (const [id, effects] of Object.entries(QUESTION_EFFECTS)) {
    if (!days.has(id.split('.')[0] ?? '')) continue;
    if (effects.kind === 'choice') choicesAsked++;
    else textsAsked++;
    if (effects.kind === 'choice') {
      const index = choices.get(id);
      const option = index === undefined ? undefined : effects.options[index];
      if (!option) continue;
      const norm = NORMS[id];
      if (norm)
        for (const key of TRAIT_KEYS) {
          normMean[key] += norm.mean[key];
          normVariance[key] += norm.variance[key];
        }
      for (const [key, weight] of Object.entries(option.t) as [TraitKey, number][]) {
        totals[key] += weight;
        if (weight < 0) against[key] -= weight;
      }
      for (const area of option.k ?? []) addKnowledge(area, 0.6);
      for (const area of option.avoid ?? []) avoid.add(area);
      continue;
    }
    const answer = texts.get(id);
    if (!answer) continue;
    const reading = readAnswer(answer);
    readings.set(id, reading);
    const hits = reading.hits;
    // Words are quoted back only from a readable answer of someone not flagged for distress.
    const quotable = !support && reading.quality === 'readable';
    const pushes = riasecOfHits(hits);
    if (effects.role === 'skip') {
      // The subject they would skip, not the words of their reason: "social science, because we
      // have to write so much" is no dislike of writing as work.
      const skipped = matchLexicon(namedPart(answer));
      const skipPushes = riasecOfHits(skipped);
      for (const letter of RIASEC_LETTERS) skipRiasec[letter] += skipPushes[letter] ?? 0;
      for (const area of knowledgeOfHits(skipped)) avoid.add(area);
      addHints(skipped, -0.5, false);
      avoidLabel = support ? null : (subjectOf(answer) ?? hits[0]?.entry.label ?? null);
      continue;
    }
    for (const letter of RIASEC_LETTERS)
      textRiasec[letter] += (pushes[letter] ?? 0) * effects.weight;
    if (effects.role !== 'interest') continue;
    addHints(hits, effects.weight, quotable);
    for (const hit of hits) {
      interestLabels.push(hit.entry.label);
      hit.entry.k.forEach((area, rank) => {
        addKnowledge(area, rank === 0 ? effects.weight : effects.weight / 2);
        // Quote only the word of an entry whose main area this is ("maths" for Mathematics):
        // "CA" points at accounting, and is no cue for mathematics.
        if (!quotable || rank > 0 || primaryCue.has(area)) return;
        knowledgeCues[area] = hit.word;
        primaryCue.add(area);
      });
    }
  }

  const norm = (key: TraitKey) => {
    const span = BOUNDS.max[key] - BOUNDS.min[key];
    return span === 0 ? 0.5 : clamp01((totals[key] - BOUNDS.min[key]) / span);
  };
  const riasec = Object.fromEntries(
    RIASEC_LETTERS.map((l) => [
      l,
      clamp01(0.72 * norm(l) + 0.28 * saturate(textRiasec[l], 2.5) - 0.05 * skipRiasec[l]),
    ]),
  ) as Record<RiasecLetter, number>;
  // Big Five and work values against the norm of random answering over the questions
  // answered: 0.5 is typical, and a trait the person was never asked about stays at 0.5 instead
  // of reading as low (a share of the maximum over every question put curious students at 0.1).
  const normed = (key: TraitKey) =>
    normVariance[key] < 1e-9
      ? 0.5
      : normalCdf((0.75 * (totals[key] - normMean[key])) / Math.sqrt(normVariance[key]));
  const bigFive = Object.fromEntries(
    BIG_FIVE_KEYS.map((k) => [k, normed(k)]),
  ) as TraitProfile['bigFive'];
  const values = Object.fromEntries(
    WORK_VALUE_KEYS.map((k) => [k, normed(k)]),
  ) as TraitProfile['values'];
  const learningScores = Object.fromEntries(
    LEARNING_KEYS.map((k) => [k, norm(k)]),
  ) as TraitProfile['learningScores'];
  const learning = LEARNING_KEYS.reduce((best, key) =>
    learningScores[key] > learningScores[best] ? key : best,
  );
  const knowledge: TraitProfile['knowledge'] = {};
  for (const [area, amount] of knowledgeRaw)
    if (!avoid.has(area)) knowledge[area] = saturate(amount, 3);

  const signals = Object.fromEntries(
    (Object.keys(SIGNAL_QUESTIONS) as SignalName[]).map((name) => {
      const index = choices.get(SIGNAL_QUESTIONS[name]);
      const options: readonly string[] = SIGNAL_OPTIONS[name];
      return [name, index === undefined ? null : (options[index] ?? null)];
    }),
  ) as EmotionalSignals;

  const quotes = personTexts(texts, readings, support, heavy);
  const evidence = weighEvidence({
    choicesAsked,
    choicesAnswered: choices.size,
    textsAsked,
    // What they enjoy, said once: the subject to skip and a repeated answer add nothing new.
    informativeTexts: new Set(
      [...readings.entries()]
        .filter(([id, reading]) => reading.informative && !SKIP_QUESTIONS.has(id))
        .map(([id]) => texts.get(id)?.toLowerCase()),
    ).size,
    contentWords: [...readings.values()].reduce((sum, reading) => sum + reading.contentWords, 0),
    riasec,
  });

  return {
    riasec,
    riasecOrder: [...RIASEC_LETTERS].sort((a, b) => riasec[b] - riasec[a]),
    bigFive,
    bigFiveAgainst: Object.fromEntries(
      BIG_FIVE_KEYS.map((k) => [k, against[k]]),
    ) as TraitProfile['bigFiveAgainst'],
    values,
    learning,
    learningScores,
    styles: deriveWorkStyles({ ...riasec, ...bigFive, ...values, ...learningScores }),
    knowledge,
    knowledgeCues,
    careerHints,
    hintCues,
    avoid: [...avoid],
    avoidLabel,
    interestLabels: [...new Set(interestLabels)],
    signals,
    texts: quotes.texts,
    subjects: quotes.subjects,
    aims: withPicked(readAims(texts), options.picked ?? []),
    support,
    evidence,
    answered: choices.size + texts.size,
  };
}
