import type { BigFiveKey, LearningKey, RiasecLetter, WorkValueKey } from '../model/dimensions.js';

/** How we talk about each dimension in results. */
export const RIASEC_LABELS: Readonly<
  Record<RiasecLetter, { name: string; noun: string; doing: string }>
> = {
  R: {
    name: 'Realistic',
    noun: 'the Builder',
    doing: 'working with your hands, tools and real things',
  },
  I: {
    name: 'Investigative',
    noun: 'the Thinker',
    doing: 'asking why and figuring out how things work',
  },
  A: { name: 'Artistic', noun: 'the Creator', doing: 'imagining, designing and expressing ideas' },
  S: { name: 'Social', noun: 'the Helper', doing: 'teaching, caring for and understanding people' },
  E: {
    name: 'Enterprising',
    noun: 'the Persuader',
    doing: 'leading, convincing and making things happen',
  },
  C: {
    name: 'Conventional',
    noun: 'the Organiser',
    doing: 'bringing order, accuracy and structure',
  },
};

export const BIG_FIVE_LABELS: Readonly<Record<BigFiveKey, { high: string; low: string }>> = {
  O: { high: 'curious and open to new ideas', low: 'practical and grounded' },
  Cn: { high: 'dependable and well organised', low: 'flexible and spontaneous' },
  Ex: { high: 'energised by people', low: 'recharged by quiet focus' },
  Ag: { high: 'warm and cooperative', low: 'direct and competitive' },
  St: { high: 'steady under pressure', low: 'deeply feeling and alert to risk' },
};

export const VALUE_LABELS: Readonly<Record<WorkValueKey, { name: string; phrase: string }>> = {
  ach: { name: 'Achievement', phrase: 'using your abilities and seeing real results' },
  wc: { name: 'Working Conditions', phrase: 'job security, fair pay and a good working life' },
  rec: { name: 'Recognition', phrase: 'respect, growth and being known for your work' },
  rel: { name: 'Relationships', phrase: 'good people around you and service to others' },
  sup: { name: 'Support', phrase: 'fair, supportive leaders who have your back' },
  ind: { name: 'Independence', phrase: 'freedom to work your own way and make decisions' },
};

export const LEARNING_LABELS: Readonly<
  Record<LearningKey, { name: string; tips: readonly string[] }>
> = {
  vis: {
    name: 'Visual learner',
    tips: [
      'Turn chapters into mind maps and colour-coded diagrams',
      'Watch a short explainer video before you read the text',
      'Sketch the idea before you write about it',
    ],
  },
  aud: {
    name: 'Listening and talking learner',
    tips: [
      'Explain each topic out loud to a friend or to yourself',
      'Join study groups and discussions',
      'Record short voice notes and replay them on the go',
    ],
  },
  read: {
    name: 'Reading and writing learner',
    tips: [
      'Write your own summary after each topic',
      'Keep a notebook of key terms in your own words',
      'Read two different sources on the same idea',
    ],
  },
  hands: {
    name: 'Hands-on learner',
    tips: [
      'Learn by building, fixing or trying it for real',
      'Do the practical or the example before the theory',
      'Take short breaks to move around while you study',
    ],
  },
  logic: {
    name: 'Logical learner',
    tips: [
      'Look for the rule or pattern behind each fact',
      'Solve problems first, then read the theory that explains them',
      'Turn topics into flowcharts and step-by-step lists',
    ],
  },
};
