import type { Locale } from '../i18n/locales.js';
import { z } from 'zod';

/**
 * Where a person is in their studies or work. The deep roadmap starts from here: a Class 10
 * student's first step is the stream, a graduate's is the entry open to graduates, a dropout's
 * is a way back in that does not start over.
 */
export const EDUCATION_STAGES = [
  'class-8-10',
  'class-11-12',
  'college',
  'graduate',
  'working',
  'dropped-out',
] as const;
export type EducationStageKey = (typeof EDUCATION_STAGES)[number];

/** The stream of a Class 11–12 student. */
export const SCHOOL_STREAMS = [
  'science-pcm',
  'science-pcb',
  'science-pcmb',
  'commerce',
  'arts',
  'vocational',
] as const;
export type SchoolStream = (typeof SCHOOL_STREAMS)[number];

/** What a person had reached when they stopped studying. */
export const LEFT_AT = ['before-class-10', 'after-class-10', 'after-class-12', 'college'] as const;
export type LeftAt = (typeof LEFT_AT)[number];

/** The labels people choose from (English; the same order as the keys). */
export const EDUCATION_STAGE_LABELS: Readonly<Record<EducationStageKey, string>> = {
  'class-8-10': 'In school, Class 8 to 10',
  'class-11-12': 'In Class 11 or 12',
  college: 'In college (studying for a degree or diploma)',
  graduate: 'Finished a degree',
  working: 'Working',
  'dropped-out': 'Stopped studying for now',
};

export const SCHOOL_STREAM_LABELS: Readonly<Record<SchoolStream, string>> = {
  'science-pcm': 'Science with Maths (PCM)',
  'science-pcb': 'Science with Biology (PCB)',
  'science-pcmb': 'Science with Maths and Biology (PCMB)',
  commerce: 'Commerce',
  arts: 'Arts / Humanities',
  vocational: 'A vocational course',
};

export const LEFT_AT_LABELS: Readonly<Record<LeftAt, string>> = {
  'before-class-10': 'Before finishing Class 10',
  'after-class-10': 'After Class 10',
  'after-class-12': 'After Class 12',
  college: 'During college',
};

/** A course or subject as the person writes it ("B.Com", "BTech mechanical"). */
const subject = z
  .string()
  .trim()
  .min(2, 'Please write your subject in at least 2 characters')
  .max(80, 'Please keep your subject under 80 characters');

/** The person's stage, as stored and sent: the detail that fits the stage, nothing else. */
export const educationStageSchema = z.discriminatedUnion('stage', [
  z.strictObject({ stage: z.literal('class-8-10') }),
  z.strictObject({ stage: z.literal('class-11-12'), stream: z.enum(SCHOOL_STREAMS) }),
  z.strictObject({ stage: z.literal('college'), subject }),
  z.strictObject({ stage: z.literal('graduate'), subject }),
  z.strictObject({ stage: z.literal('working'), subject: subject.optional() }),
  z.strictObject({ stage: z.literal('dropped-out'), leftAt: z.enum(LEFT_AT) }),
]);
export type EducationStage = z.infer<typeof educationStageSchema>;

/** The answer to `POST /api/v1/user/stage`. */
export const stageResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  educationStage: educationStageSchema,
});
export type StageResponse = z.infer<typeof stageResponseSchema>;

/** The words a stage is said in: its own, its stream's, and where studies stopped. */
export interface StageLabels {
  stage: Readonly<Record<EducationStageKey, string>>;
  stream: Readonly<Record<SchoolStream, string>>;
  leftAt: Readonly<Record<LeftAt, string>>;
}

const ENGLISH_STAGE_LABELS: StageLabels = {
  stage: EDUCATION_STAGE_LABELS,
  stream: SCHOOL_STREAM_LABELS,
  leftAt: LEFT_AT_LABELS,
};

const STAGE_HI: Readonly<Record<EducationStageKey, string>> = {
  'class-8-10': 'स्कूल में, 8वीं से 10वीं क्लास',
  'class-11-12': '11वीं या 12वीं क्लास में',
  college: 'कॉलेज में (डिग्री या डिप्लोमा की पढ़ाई)',
  graduate: 'डिग्री पूरी हो चुकी है',
  working: 'काम कर रहे हैं',
  'dropped-out': 'अभी पढ़ाई रुकी हुई है',
};
const STREAM_HI: Readonly<Record<SchoolStream, string>> = {
  'science-pcm': 'साइंस, मैथ्स के साथ (PCM)',
  'science-pcb': 'साइंस, बायोलॉजी के साथ (PCB)',
  'science-pcmb': 'साइंस, मैथ्स और बायोलॉजी के साथ (PCMB)',
  commerce: 'कॉमर्स',
  arts: 'आर्ट्स / ह्यूमैनिटीज़',
  vocational: 'कोई वोकेशनल कोर्स',
};
const LEFT_AT_HI: Readonly<Record<LeftAt, string>> = {
  'before-class-10': '10वीं पूरी होने से पहले',
  'after-class-10': '10वीं के बाद',
  'after-class-12': '12वीं के बाद',
  college: 'कॉलेज के दौरान',
};

/** The stage's words in each language of the product (decision 016). */
export const STAGE_LABELS: Readonly<Record<Locale, StageLabels>> = {
  en: ENGLISH_STAGE_LABELS,
  hi: { stage: STAGE_HI, stream: STREAM_HI, leftAt: LEFT_AT_HI },
};

/**
 * The stage in words: "In Class 11 or 12 · Commerce", "Finished a degree · B.Com" (in another
 * language with its labels; the subject typed is kept as written).
 */
export function describeStage(
  stage: EducationStage,
  labels: StageLabels = ENGLISH_STAGE_LABELS,
): string {
  const base = labels.stage[stage.stage];
  switch (stage.stage) {
    case 'class-11-12':
      return `${base} · ${labels.stream[stage.stream]}`;
    case 'college':
    case 'graduate':
      return `${base} · ${stage.subject}`;
    case 'working':
      return stage.subject ? `${base} · ${stage.subject}` : base;
    case 'dropped-out':
      return `${base} · ${labels.leftAt[stage.leftAt]}`;
    default:
      return base;
  }
}
