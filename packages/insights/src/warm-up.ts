import { detectDistress } from './safety/detect-distress.js';

/**
 * Runs the distress detector once over English, Hinglish and Hindi text so that its ~60 phrase
 * patterns are compiled at start-up (about 0.1 s) rather than during a student's first answer.
 */
export function warmUpEngine(): void {
  detectDistress(['I am fine, thank you', 'main theek hoon', 'मैं ठीक हूँ।']);
}
