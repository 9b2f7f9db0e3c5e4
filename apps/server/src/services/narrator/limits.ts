/** Limits of the LLM narrative layer (server-only: the web never sees a prompt). */

/** How many of the engine's ranked careers the model may choose its top 3 from. */
export const CAREER_CANDIDATE_COUNT = 10;

/** A free-text answer is cut to this many characters before it enters a prompt. */
export const PROMPT_TEXT_ANSWER_MAX = 300;

/** Longest title or list item the model may write. */
export const PROSE_LINE_MAX = 300;

/** Longest paragraph the model may write. */
export const PROSE_PARAGRAPH_MAX = 900;

/** Longest answer, all prose together, the model may write. */
export const PROSE_TOTAL_MAX = 20_000;

/** Most output tokens one call may spend. */
export const MAX_OUTPUT_TOKENS = 4_000;

/** Pause before the one retry of a failed call. */
export const RETRY_DELAY_MS = 500;

/**
 * A result that fell back to the engine is reused like any other, but once it is this old
 * the next request asks the model again (at most once per this interval per result).
 */
export const FALLBACK_RETRY_AFTER_MS = 60 * 60 * 1000;
