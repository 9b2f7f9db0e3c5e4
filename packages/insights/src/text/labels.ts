import type { Locale } from '@acp/shared';
import type { BigFiveKey, LearningKey, RiasecLetter, WorkValueKey } from '../model/dimensions.js';
import { KNOWLEDGE_AREAS } from '../model/knowledge.js';
import type { KnowledgeArea } from '../model/knowledge.js';
import { KNOWLEDGE_WORDS_HI, LABELS_HI } from './labels.hi.js';

/** How we talk about each dimension in results. */
/**
 * `doing` is said to the person ("You are at your best working with your hands…");
 * `activity` is the same without a pronoun, for "someone who loves …".
 */
export const RIASEC_LABELS: Readonly<
  Record<RiasecLetter, { name: string; noun: string; doing: string; activity: string }>
> = {
  R: {
    name: 'Realistic',
    noun: 'the Builder',
    doing: 'working with your hands, tools and real things',
    activity: 'hands-on work with tools and real things',
  },
  I: {
    name: 'Investigative',
    noun: 'the Thinker',
    doing: 'asking why and figuring out how things work',
    activity: 'asking why and figuring out how things work',
  },
  A: {
    name: 'Artistic',
    noun: 'the Creator',
    doing: 'imagining, designing and expressing ideas',
    activity: 'imagining, designing and expressing ideas',
  },
  S: {
    name: 'Social',
    noun: 'the Helper',
    doing: 'teaching, caring for and understanding people',
    activity: 'teaching, caring for and understanding people',
  },
  E: {
    name: 'Enterprising',
    noun: 'the Persuader',
    doing: 'leading, convincing and making things happen',
    activity: 'leading, convincing and making things happen',
  },
  C: {
    name: 'Conventional',
    noun: 'the Organiser',
    doing: 'bringing order, accuracy and structure',
    activity: 'bringing order, accuracy and structure',
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

/**
 * What each work value offers, as a noun phrase for "you can expect …" ("the chance to use
 * your abilities and see real results").
 */
export const VALUE_OFFERS: Readonly<Record<WorkValueKey, string>> = {
  ach: 'the chance to use your abilities and see real results',
  wc: 'job security, fair pay and a good working life',
  rec: 'respect, room to grow and recognition for your work',
  rel: 'good people around you and the chance to serve others',
  sup: 'fair, supportive leaders who have your back',
  ind: 'the freedom to work your own way and make decisions',
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
      'Draw a timeline or a flowchart instead of rereading your notes',
      'Use highlighters with one colour per kind of idea',
    ],
  },
  aud: {
    name: 'Listening and talking learner',
    tips: [
      'Explain each topic out loud to a friend or to yourself',
      'Join study groups and discussions',
      'Record short voice notes and replay them on the go',
      'Ask your teacher to explain a hard part again in different words',
      'Read your notes aloud before an exam instead of only reading silently',
    ],
  },
  read: {
    name: 'Reading and writing learner',
    tips: [
      'Write your own summary after each topic',
      'Keep a notebook of key terms in your own words',
      'Read two different sources on the same idea',
      'Turn each chapter into a list of questions, then answer them in writing',
      'Rewrite messy class notes neatly the same evening',
    ],
  },
  hands: {
    name: 'Hands-on learner',
    tips: [
      'Learn by building, fixing or trying it for real',
      'Do the practical or the example before the theory',
      'Take short breaks to move around while you study',
      'Make a model, a flashcard set or a small experiment for each hard topic',
      'Teach a younger student by showing, not only telling',
    ],
  },
  logic: {
    name: 'Logical learner',
    tips: [
      'Look for the rule or pattern behind each fact',
      'Solve problems first, then read the theory that explains them',
      'Turn topics into flowcharts and step-by-step lists',
      'Ask “why does this work?” until the answer connects to something you know',
      'Time yourself on past papers and look for the kind of mistake you repeat',
    ],
  },
};

/**
 * How we name an O*NET knowledge area in a sentence ("It draws on …"), in Indian English; areas
 * not listed read well in lower case ("biology", "design").
 */
const KNOWLEDGE_WORDS: Readonly<Partial<Record<KnowledgeArea, string>>> = {
  Administrative: 'office administration',
  'Administration and Management': 'management',
  'Customer and Personal Service': 'customer service',
  'Personnel and Human Resources': 'human resources',
  'Production and Processing': 'production and manufacturing',
  'Computers and Electronics': 'computers and electronics',
  'Engineering and Technology': 'engineering',
  Mechanical: 'machines and tools',
  'Medicine and Dentistry': 'medicine',
  'Therapy and Counseling': 'therapy and counselling',
  'Education and Training': 'teaching and training',
  'English Language': 'English',
  'Foreign Language': 'languages',
  'Fine Arts': 'the arts',
  'History and Archeology': 'history and archaeology',
  'Philosophy and Theology': 'philosophy and religion',
  'Public Safety and Security': 'public safety',
  'Law and Government': 'law and government',
  'Communications and Media': 'communication and media',
};

export function knowledgeWords(area: KnowledgeArea, locale: Locale = 'en'): string {
  if (locale === 'hi') return KNOWLEDGE_WORDS_HI[area];
  return KNOWLEDGE_WORDS[area] ?? area.toLowerCase();
}

/** `knowledgeWords` for a knowledge area named by O*NET as data (a plain string). */
export function knowledgeWordsFor(name: string): string {
  return knowledgeWordsIn('en')(name);
}

/** `knowledgeWordsFor` in a language: `areas.map(knowledgeWordsIn(c.locale))`. */
export function knowledgeWordsIn(locale: Locale): (name: string) => string {
  return (name) => {
    const area = KNOWLEDGE_AREAS.find((item) => item === name);
    return area ? knowledgeWords(area, locale) : name.toLowerCase();
  };
}

/**
 * O*NET's basic skills: important in almost every job, so they say little about one job. A
 * sentence about a job's skills names its other (cross-functional) skills first.
 */
const BASIC_SKILLS = new Set([
  'Active Listening',
  'Speaking',
  'Reading Comprehension',
  'Writing',
  'Active Learning',
  'Learning Strategies',
  'Monitoring',
  'Critical Thinking',
  'Mathematics',
  'Science',
]);

/** An occupation's skills, most important first, with the basic skills after the others. */
export function skillsToName(skills: readonly string[]): string[] {
  return [
    ...skills.filter((name) => !BASIC_SKILLS.has(name)),
    ...skills.filter((name) => BASIC_SKILLS.has(name)),
  ];
}

/**
 * Two names joined for a sentence: "maths and physics", but "English as well as teaching and
 * training" when either has an "and" of its own.
 */
export function pairOf(first: string, second: string, locale: Locale = 'en'): string {
  const { and, asWellAs } = labelsFor(locale);
  const joined = new RegExp(` ${and} `).test(`${first} ${second}`);
  return `${first} ${joined ? asWellAs : and} ${second}`;
}

/** The labels of one language, for the phrases written in it (`labels.hi.ts` for Hindi). */
export interface Labels {
  riasec: typeof RIASEC_LABELS;
  /** English: adjectives ("you are …"); Hindi: noun phrases ("आपमें … है"). */
  bigFive: typeof BIG_FIVE_LABELS;
  values: typeof VALUE_LABELS;
  valueOffers: typeof VALUE_OFFERS;
  learning: typeof LEARNING_LABELS;
  /** "and", and what joins two names that have an "and" of their own (`pairOf`). */
  and: string;
  asWellAs: string;
}

const LABELS_EN: Labels = {
  riasec: RIASEC_LABELS,
  bigFive: BIG_FIVE_LABELS,
  values: VALUE_LABELS,
  valueOffers: VALUE_OFFERS,
  learning: LEARNING_LABELS,
  and: 'and',
  asWellAs: 'as well as',
};

const LABELS: Readonly<Record<Locale, Labels>> = { en: LABELS_EN, hi: LABELS_HI };

/** The labels in the result's language. */
export function labelsFor(locale: Locale): Labels {
  return LABELS[locale];
}
