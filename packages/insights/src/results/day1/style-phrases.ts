import type { WorkStyle } from '../../model/knowledge.js';

/** Each work style in a word or two a student uses, for Step 1's picture. */
export const STYLE_NAMES: Readonly<Record<WorkStyle, string>> = {
  'Achievement/Effort': 'Effort',
  Persistence: 'Not giving up',
  Initiative: 'Taking the first step',
  Leadership: 'Leading',
  Cooperation: 'Teamwork',
  'Concern for Others': 'Caring for others',
  'Social Orientation': 'Being with people',
  'Self-Control': 'Keeping your cool',
  'Stress Tolerance': 'Calm under pressure',
  'Adaptability/Flexibility': 'Adapting to change',
  Dependability: 'Reliability',
  'Attention to Detail': 'Care with details',
  Integrity: 'Honesty',
  Independence: 'Working on your own',
  Innovation: 'New ideas',
  'Analytical Thinking': 'Thinking things through',
};

/** Each work style as a strength, in two ways (each person gets one). */
export const STYLE_STRENGTHS: Readonly<Record<WorkStyle, readonly [string, string]>> = {
  'Achievement/Effort': [
    'Setting high standards and working to meet them',
    'Putting in real effort when something matters to you',
  ],
  Persistence: [
    'Keeping going when things get tough',
    'Coming back to a hard task until it is done',
  ],
  Initiative: [
    'Starting things without waiting to be asked',
    'Seeing what needs doing and simply doing it',
  ],
  Leadership: ['Giving a group direction and energy', 'Helping a group decide and get moving'],
  Cooperation: [
    'Working smoothly with all kinds of people',
    'Making teamwork easier for everyone around you',
  ],
  'Concern for Others': [
    'Noticing and caring about how others feel',
    'Looking out for people who are having a hard time',
  ],
  'Social Orientation': [
    'Building friendships and teams easily',
    'Feeling at home among new people quickly',
  ],
  'Self-Control': [
    'Keeping your cool when emotions run high',
    'Thinking before you react, even when you are upset',
  ],
  'Stress Tolerance': ['Staying steady under pressure', 'Thinking clearly when time is short'],
  'Adaptability/Flexibility': [
    'Adjusting quickly when plans change',
    'Finding a new way when the first plan fails',
  ],
  Dependability: [
    'Being someone others can count on',
    'Keeping your word, in small things and big',
  ],
  'Attention to Detail': [
    'Catching the small things that matter',
    'Noticing the mistake everyone else missed',
  ],
  Integrity: [
    'Doing the right thing even when nobody is watching',
    'Being honest even when it costs you something',
  ],
  Independence: [
    'Finding your own way without needing to be told',
    'Working things out on your own',
  ],
  Innovation: ['Coming up with original ideas', 'Seeing a better way of doing ordinary things'],
  'Analytical Thinking': [
    'Thinking problems through logically',
    'Breaking a big problem into parts you can solve',
  ],
};
