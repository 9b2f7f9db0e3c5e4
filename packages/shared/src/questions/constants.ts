/** Text answers are 1–1000 characters (product.md §6). */
export const TEXT_ANSWER_MIN = 1;
export const TEXT_ANSWER_MAX = 1000;

/** Questions per step (product.md §9). */
export const QUESTION_COUNTS = { day1: 12, day2: 10, day3: 12 } as const;

/** Options per single-choice question: 5, except Step 3's q11 and q12 which have 4. */
export const CHOICE_OPTION_COUNT = 5;
