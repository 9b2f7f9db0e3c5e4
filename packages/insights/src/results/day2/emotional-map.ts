import type { EmotionalMapPoint } from '@acp/shared';
import type { EmotionalSignals, SignalName, SignalValue } from '../../model/signals.js';

type PointId = EmotionalMapPoint['id'];

/** The Step 2 choice each point of the map is drawn from. */
const POINT_SIGNALS = {
  now: 'level',
  energy: 'drive',
  drain: 'enemy',
  helps: 'stress',
  voice: 'selfTalk',
  seen: 'seenAs',
} as const satisfies Record<PointId, SignalName>;

/** The map's words in one language: each point's label, and a few words for each choice. */
export type MapTexts = {
  readonly [K in PointId]: {
    label: string;
    values: Readonly<Record<SignalValue<(typeof POINT_SIGNALS)[K]>, string>>;
  };
};

/**
 * The emotional map as one picture: where the person is now, what gives them energy, what drains
 * it, what helps on hard days, their inner voice and what others see first, each in a few words
 * from their own Step 2 choices. A point they did not answer is left out.
 */
export const MAP_EN: MapTexts = {
  now: {
    label: 'Where you are now',
    values: {
      tutorial: 'Just starting out',
      maze: 'Finding your way through a maze',
      'boss-fight': 'Facing a big challenge',
      'side-quest': 'Exploring side paths',
      'level-up': 'Ready for the next level',
    },
  },
  energy: {
    label: 'Gives you energy',
    values: {
      growth: 'Learning and growing',
      family: 'Making your family proud',
      impact: 'Making a real difference',
      freedom: 'Freedom to live your way',
      creation: 'Creating something of your own',
    },
  },
  drain: {
    label: 'Drains your energy',
    values: {
      distraction: 'Distraction',
      'self-doubt': 'Self-doubt',
      judgement: 'Worrying what others think',
      perfectionism: 'Needing everything perfect',
      indecision: 'Not being able to decide',
    },
  },
  helps: {
    label: 'Helps on hard days',
    values: {
      plan: 'Making a plan',
      'reach-out': 'Talking to someone you trust',
      distract: 'A short break, then back to it',
      push: 'Pushing through, then resting',
      withdraw: 'Quiet time, then asking for help early',
    },
  },
  voice: {
    label: 'Your inner voice says',
    values: {
      'self-doubt': '“Am I good enough?”',
      'prove-yourself': '“I have to prove myself”',
      comparison: '“Others are ahead of me”',
      growth: '“I can get better at this”',
      judgement: '“What will people think?”',
    },
  },
  seen: {
    label: 'Others see first',
    values: {
      potential: 'Your potential',
      kindness: 'Your kindness',
      creativity: 'Your creativity',
      intelligence: 'Your sharp mind',
      leadership: 'A leader',
    },
  },
};

export function emotionalMap(
  signals: EmotionalSignals,
  texts: MapTexts = MAP_EN,
): EmotionalMapPoint[] {
  return (Object.keys(POINT_SIGNALS) as PointId[]).flatMap((id) => {
    const chosen = signals[POINT_SIGNALS[id]];
    const { label, values } = texts[id];
    const value = chosen ? (values as Readonly<Record<string, string>>)[chosen] : undefined;
    return value ? [{ id, label, value }] : [];
  });
}
