import type { Aims } from './aims.js';
import type { BigFiveKey, LearningKey, RiasecLetter, WorkValueKey } from '../model/dimensions.js';
import type { KnowledgeArea, WorkStyle } from '../model/knowledge.js';
import type { EmotionalSignals } from '../model/signals.js';

/** The person's own words that may be quoted, per question; "" when not answered or not quotable. */
export interface PersonTexts {
  skipSubject: string;
  dreamSkill: string;
  stopSpiral: string;
  wishTold: string;
  proudAchievement: string;
  hoursProblem: string;
  biggestGift: string;
  favouriteSubject: string;
  teachClass: string;
}

/** How much the answers tell the engine (see `weighEvidence`). */
export interface Evidence {
  /** 0–1. */
  score: number;
  /** Share of the choice questions asked that were answered. */
  choiceShare: number;
  /** Free-text answers that name something the lexicon knows or say enough. */
  informativeTexts: number;
  /** Too little to go on: results say so and matches are a first guess. */
  low: boolean;
}

/** Everything the engine knows about a person; all scores 0–1. */
export interface TraitProfile {
  riasec: Record<RiasecLetter, number>;
  /** Letters strongest first (ties in R-I-A-S-E-C order). */
  riasecOrder: readonly RiasecLetter[];
  bigFive: Record<BigFiveKey, number>;
  /**
   * Weight of the chosen options keyed against each Big Five trait ("I panic for a moment" against
   * steadiness). A low score with nothing here only means the person chose other options.
   */
  bigFiveAgainst: Record<BigFiveKey, number>;
  values: Record<WorkValueKey, number>;
  learning: LearningKey;
  learningScores: Record<LearningKey, number>;
  styles: Record<WorkStyle, number>;
  /** Knowledge affinity 0–1 from their words and choices. */
  knowledge: Partial<Record<KnowledgeArea, number>>;
  /** The word they used that pointed at a knowledge area, for quoting in reasons. */
  knowledgeCues: Partial<Record<KnowledgeArea, string>>;
  /**
   * Career hints from their own words: O*NET-SOC code prefix → strength (the sum of the
   * lexicon hints of what they enjoy, minus half of those of the subject they would skip).
   */
  careerHints: Readonly<Record<string, number>>;
  /** The word they used that gave each hint, for quoting in reasons. */
  hintCues: Readonly<Record<string, string>>;
  /** Knowledge areas of the subject they would skip, and what we call it. */
  avoid: readonly KnowledgeArea[];
  avoidLabel: string | null;
  /** Lexicon labels of what they said they enjoy ("coding", "biology"), first mention first. */
  interestLabels: readonly string[];
  signals: EmotionalSignals;
  /** Words that may be quoted back, per question ("" when an answer must not be quoted). */
  texts: PersonTexts;
  /** The school subjects the two subject questions name, as written ("Hindi"). */
  subjects: { skip: string | null; favourite: string | null };
  /** Careers they named as wanted, and whether they want to start earning soon. */
  aims: Aims;
  /** Some free-text answer suggested distress: results quote nothing and carry the helplines. */
  support: boolean;
  evidence: Evidence;
  /** How many answers were readable (0 means an empty profile). */
  answered: number;
}
