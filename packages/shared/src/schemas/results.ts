import { z } from 'zod';
import {
  lowSignalNoteSchema,
  resultConfidenceSchema,
  supportNoticeSchema,
} from '../support/helplines.js';

const text = z.string().min(1);
const headedList = z.object({ heading: text, list: z.array(text).min(1) });

/**
 * What every result may carry besides its own content: the support notice with helplines when
 * an answer suggested distress, and a plain note when the answers carried too little signal.
 */
const resultNotices = {
  support: supportNoticeSchema.optional(),
  lowSignal: lowSignalNoteSchema.optional(),
};

/** Step 1 result: "Discovering {name}'s Inner Strengths" (product.md §3 Day-1 result). */
/** One bar of Step 1's picture: a plain name and a 0–100 score. */
const scoredName = z.object({ name: text, score: z.number().int().min(0).max(100) });

/** Step 1's picture: what draws the person and how they like to work. */
export const strengthsChartSchema = z.object({
  /** The six interest areas, 0–100. */
  interests: z.object({
    R: z.number().int().min(0).max(100),
    I: z.number().int().min(0).max(100),
    A: z.number().int().min(0).max(100),
    S: z.number().int().min(0).max(100),
    E: z.number().int().min(0).max(100),
    C: z.number().int().min(0).max(100),
  }),
  /** The three strongest interest letters, strongest first. */
  interestCode: z.string().regex(/^[RIASEC]{3}$/),
  /** The five strongest work styles in plain words, strongest first. */
  workStyles: z.array(scoredName).max(5),
});
export type StrengthsChart = z.infer<typeof strengthsChartSchema>;

export const day1ResultSchema = z.object({
  heading: text,
  subheading: text,
  insights: z.array(z.object({ title: text, desc: text })).min(1),
  coreStrengths: headedList,
  learningStyle: headedList,
  hiddenTalents: headedList,
  whatOthersFeel: z.object({ heading: text, quotes: z.array(text).min(1) }),
  closingReflection: z.object({ heading: text, message: text }),
  /** Step 1 as one picture; absent on results made before it existed. */
  chart: strengthsChartSchema.optional(),
  ...resultNotices,
});
export type Day1Result = z.infer<typeof day1ResultSchema>;

/** Card ids of the emotional map, in display order. */
export const day2CardIds = [
  'intro',
  'limiting-belief',
  'drive',
  'insight',
  'future-message',
] as const;

/** The points of the emotional map's picture, in display order. */
export const emotionalMapPointIds = ['now', 'energy', 'drain', 'helps', 'voice', 'seen'] as const;
export const emotionalMapPointSchema = z.object({
  id: z.enum(emotionalMapPointIds),
  /** "Gives you energy". */
  label: text,
  /** A few words from the person's own choice: "Making your family proud". */
  value: text,
});
export type EmotionalMapPoint = z.infer<typeof emotionalMapPointSchema>;

/** Step 2 result: the emotional map (product.md §3 Day-2 response). */
export const day2ResultSchema = z.object({
  results: z.object({
    title: text,
    cards: z.array(z.object({ id: z.enum(day2CardIds), title: text, description: text })).length(5),
    /** The map as one picture; absent on results made before it existed. */
    map: z.array(emotionalMapPointSchema).optional(),
  }),
  closingReflection: z.object({ title: text, quote: text }),
  ...resultNotices,
});
export type Day2Result = z.infer<typeof day2ResultSchema>;

const score = z.number().int().min(0).max(100);

/** The person's scores, 0–100 each, so the web app can chart them. */
export const traitProfileSchema = z.object({
  riasec: z.object({ R: score, I: score, A: score, S: score, E: score, C: score }),
  /** Holland code: the three strongest interest areas, strongest first, e.g. "ISA". */
  riasecCode: z.string().regex(/^[RIASEC]{3}$/),
  bigFive: z.object({
    openness: score,
    conscientiousness: score,
    extraversion: score,
    agreeableness: score,
    emotionalStability: score,
  }),
  /** The six O*NET work values. */
  workValues: z.object({
    achievement: score,
    workingConditions: score,
    recognition: score,
    relationships: score,
    support: score,
    independence: score,
  }),
  learningStyle: z.enum(['visual', 'auditory', 'reading', 'hands-on', 'logical']),
});
export type TraitProfileScores = z.infer<typeof traitProfileSchema>;

export const careerMatchSchema = z.object({
  id: text,
  title: text,
  /** The catalogue's Hindi title, in a Hindi result; `title` stays the career's identity. */
  titleHi: text.optional(),
  emotionalFit: text,
  thinkingStyleFit: text,
  whyLove: text,
  /** 0–100, higher is a closer match. */
  fitScore: score,
  /** O*NET-SOC 2019 code, e.g. "15-1252.00". */
  code: z.string().regex(/^\d{2}-\d{4}\.\d{2}$/),
  /** The factors that drove the match, most important first. */
  reasons: z.array(text).min(1),
  /** The person named this career (or an exam leading to it) in their own answers. */
  named: z.boolean().optional(),
  /** The family of the Indian career catalogue it belongs to ("Law", "Engineering"). */
  family: text.optional(),
  /**
   * Who may enter it, where a rule restricts it (one sex only, age, nationality, physical or
   * medical standards), in the result's language; shown before anything else about it.
   */
  eligibility: text.optional(),
});
export type CareerMatch = z.infer<typeof careerMatchSchema>;

/**
 * A career the person named that is not in their top 3: its fit, the reasons, and in words why
 * it is not among the three (a named career is never dropped without a word).
 */
export const mentionedCareerSchema = z.object({
  id: text,
  title: text,
  /** The catalogue's Hindi title, in a Hindi result. */
  titleHi: text.optional(),
  fitScore: score,
  /** O*NET-SOC 2019 code of the occupation that stands first for it. */
  code: z.string().regex(/^\d{2}-\d{4}\.\d{2}$/),
  /** "You mentioned becoming a pilot. Here is how it fits you, and why it is not in your top 3…" */
  message: text,
  reasons: z.array(text).min(1),
  /** Who may enter it, where a rule restricts it, in the result's language; shown first. */
  eligibility: text.optional(),
});
export type MentionedCareer = z.infer<typeof mentionedCareerSchema>;

/** Step 3 result: the career blueprint (product.md §3 Career response) plus the scores behind it. */
export const careerResultSchema = z.object({
  results: z.object({
    title: text,
    whoYouAre: z.object({ title: text, descriptionTemplate: text }),
    topCareers: z.object({
      title: text,
      labels: z.object({ emotionalFit: text, thinkingStyleFit: text, whyLove: text }),
      careers: z.array(careerMatchSchema).length(3),
    }),
    closingReflection: z.object({ title: text, quote: text }),
    /** Careers they named that did not make the top 3, each with why. */
    mentionedCareers: z.array(mentionedCareerSchema).optional(),
  }),
  profile: traitProfileSchema,
  /** `low` when the answers carried too little signal: the matches are a first guess. */
  confidence: resultConfidenceSchema.optional(),
  ...resultNotices,
});
export type CareerResult = z.infer<typeof careerResultSchema>;

/** A learning resource; links only ever come from the engine's curated catalogue. */
export const roadmapResourceSchema = z.object({
  name: text,
  description: text,
  link: z.url({ protocol: /^https$/ }),
});
export type RoadmapResource = z.infer<typeof roadmapResourceSchema>;

/**
 * A stage of the deep roadmap. The web renders it generically: title, description, then each
 * of `lists` as a labelled list whose items are plain text or a resource (name, description,
 * "Visit Link").
 */
const roadmapListSchema = z.object({
  label: text,
  items: z.array(z.union([text, roadmapResourceSchema])).min(1),
});

export const roadmapStageSchema = z.object({
  title: text,
  description: text,
  lists: z.array(roadmapListSchema),
});
export type RoadmapStage = z.infer<typeof roadmapStageSchema>;

/** One section: content lines ("" is a spacer), then optional labelled lists, then stages. */
export const roadmapSectionSchema = z.object({
  heading: text,
  content: z.array(z.string()),
  lists: z.array(roadmapListSchema).optional(),
  stages: z.array(roadmapStageSchema).optional(),
});
export type RoadmapSection = z.infer<typeof roadmapSectionSchema>;

/** The deep roadmap for the selected career (product.md §3 Selected career). */
export const deepRoadmapSchema = z.object({
  chosen_career: text,
  student_name: text,
  congrats_message: text,
  opening_line: text,
  /** O*NET-SOC code of the chosen career. */
  code: z.string().regex(/^\d{2}-\d{4}\.\d{2}$/),
  sections: z.array(roadmapSectionSchema).min(1),
  ...resultNotices,
});
export type DeepRoadmap = z.infer<typeof deepRoadmapSchema>;
