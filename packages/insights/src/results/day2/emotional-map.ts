import type { EmotionalMapPoint } from '@acp/shared';
import type { EmotionalSignals } from '../../model/signals.js';

/**
 * The emotional map as one picture: where the person is now, what gives them energy, what drains
 * it, what helps on hard days, their inner voice and what others see first, each in a few words
 * from their own Step 2 choices. A point they did not answer is left out.
 */
const POINTS: {
  [K in EmotionalMapPoint['id']]: {
    label: string;
    signal: keyof EmotionalSignals;
    values: Readonly<Record<string, string>>;
  };
} = {
  now: {
    label: 'Where you are now',
    signal: 'level',
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
    signal: 'drive',
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
    signal: 'enemy',
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
    signal: 'stress',
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
    signal: 'selfTalk',
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
    signal: 'seenAs',
    values: {
      potential: 'Your potential',
      kindness: 'Your kindness',
      creativity: 'Your creativity',
      intelligence: 'Your sharp mind',
      leadership: 'A leader',
    },
  },
};

export function emotionalMap(signals: EmotionalSignals): EmotionalMapPoint[] {
  return (Object.keys(POINTS) as EmotionalMapPoint['id'][]).flatMap((id) => {
    const { label, signal, values } = POINTS[id];
    const chosen = signals[signal];
    const value = chosen ? values[chosen] : undefined;
    return value ? [{ id, label, value }] : [];
  });
}
