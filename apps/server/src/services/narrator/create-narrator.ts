import type { Config } from '../../env.js';
import type { Narrator } from './narrator.js';
import { createOpenAiNarrator } from './openai-narrator.js';

/** The configured narrator, or null when the local engine writes every result itself. */
export function createNarrator(ai: Config['ai']): Narrator | null {
  if (ai.provider === 'local') return null;
  return createOpenAiNarrator(ai);
}
