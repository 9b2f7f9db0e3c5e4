/** The engine's dimensions (product.md §11.2). Short keys keep the weight tables readable. */

export const RIASEC_LETTERS = ['R', 'I', 'A', 'S', 'E', 'C'] as const;
export type RiasecLetter = (typeof RIASEC_LETTERS)[number];

/** Big Five: openness, conscientiousness, extraversion, agreeableness, emotional stability. */
export const BIG_FIVE_KEYS = ['O', 'Cn', 'Ex', 'Ag', 'St'] as const;
export type BigFiveKey = (typeof BIG_FIVE_KEYS)[number];

/** The six O*NET work values, in O*NET order (same order as the occupation data). */
export const WORK_VALUE_KEYS = ['ach', 'wc', 'rec', 'rel', 'sup', 'ind'] as const;
export type WorkValueKey = (typeof WORK_VALUE_KEYS)[number];

export const LEARNING_KEYS = ['vis', 'aud', 'read', 'hands', 'logic'] as const;
export type LearningKey = (typeof LEARNING_KEYS)[number];

export type TraitKey = RiasecLetter | BigFiveKey | WorkValueKey | LearningKey;
export const TRAIT_KEYS: readonly TraitKey[] = [
  ...RIASEC_LETTERS,
  ...BIG_FIVE_KEYS,
  ...WORK_VALUE_KEYS,
  ...LEARNING_KEYS,
];

export type TraitWeights = Partial<Record<TraitKey, number>>;

/** Public names used in the result's `profile` (shared `traitProfileSchema`). */
export const BIG_FIVE_NAMES = {
  O: 'openness',
  Cn: 'conscientiousness',
  Ex: 'extraversion',
  Ag: 'agreeableness',
  St: 'emotionalStability',
} as const satisfies Record<BigFiveKey, string>;

export const WORK_VALUE_NAMES = {
  ach: 'achievement',
  wc: 'workingConditions',
  rec: 'recognition',
  rel: 'relationships',
  sup: 'support',
  ind: 'independence',
} as const satisfies Record<WorkValueKey, string>;

export const LEARNING_NAMES = {
  vis: 'visual',
  aud: 'auditory',
  read: 'reading',
  hands: 'hands-on',
  logic: 'logical',
} as const satisfies Record<LearningKey, string>;
export type LearningStyleName = (typeof LEARNING_NAMES)[LearningKey];
