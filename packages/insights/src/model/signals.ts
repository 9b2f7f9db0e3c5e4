/** Step 2's emotional signals: categorical, read from the chosen option's position. */
export const SIGNAL_OPTIONS = {
  /** day2.q1 — the background thought (self-talk). */
  selfTalk: ['self-doubt', 'prove-yourself', 'comparison', 'growth', 'judgement'],
  /** day2.q2 — what they do when it is hard (stress response). */
  stress: ['plan', 'reach-out', 'distract', 'push', 'withdraw'],
  /** day2.q3 — what gets them going (drive). */
  drive: ['growth', 'family', 'impact', 'freedom', 'creation'],
  /** day2.q5 — the statement that would hurt most. */
  hurt: ['competence', 'worth', 'belonging', 'originality', 'persistence'],
  /** day2.q6 — their video-game level right now. */
  level: ['tutorial', 'maze', 'boss-fight', 'side-quest', 'level-up'],
  /** day2.q9 — the one enemy (limiting belief). */
  enemy: ['distraction', 'self-doubt', 'judgement', 'perfectionism', 'indecision'],
  /** day2.q10 — what others see first. */
  seenAs: ['potential', 'kindness', 'creativity', 'intelligence', 'leadership'],
} as const;

export type SignalName = keyof typeof SIGNAL_OPTIONS;
export type SignalValue<K extends SignalName> = (typeof SIGNAL_OPTIONS)[K][number];
export type EmotionalSignals = { [K in SignalName]: SignalValue<K> | null };

/** Which Step 2 question carries which signal. */
export const SIGNAL_QUESTIONS: Readonly<Record<SignalName, string>> = {
  selfTalk: 'day2.q1',
  stress: 'day2.q2',
  drive: 'day2.q3',
  hurt: 'day2.q5',
  level: 'day2.q6',
  enemy: 'day2.q9',
  seenAs: 'day2.q10',
};
