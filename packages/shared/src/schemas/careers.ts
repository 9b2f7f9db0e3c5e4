import { z } from 'zod';
import { messages } from '../messages.js';

const text = z.string().min(1);

/** Longest search text accepted by "check any career". */
export const CAREER_QUERY_MAX = 60;

/** `GET /api/v1/careers/search?q=…`: what the person typed (a title, a Hindi title, an exam). */
export const careerSearchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(2, 'Type at least 2 letters of a career.')
    .max(CAREER_QUERY_MAX, `Type at most ${CAREER_QUERY_MAX} characters.`),
});

/** One career of the Indian catalogue, as the search lists it. */
export const catalogueCareerSummarySchema = z.object({
  /** The catalogue id ("lawyer", "ias-officer"). */
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  title: text,
  /** The Hindi title, in Devanagari. */
  titleHi: text,
  /** The family's name ("Law"). */
  family: text,
});
export type CatalogueCareerSummary = z.infer<typeof catalogueCareerSummarySchema>;

export const careerSearchResponseSchema = z.object({
  success: z.literal(true),
  careers: z.array(catalogueCareerSummarySchema),
});
export type CareerSearchResponse = z.infer<typeof careerSearchResponseSchema>;

/** `GET /api/v1/careers/:id/fit`: the catalogue id of the career to check. */
export const careerFitParamsSchema = z.object({
  id: z
    .string()
    .max(80)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Choose a career from the list.'),
});

/** How one catalogue career fits the person: the same scoring as their blueprint. */
export const careerFitSchema = catalogueCareerSummarySchema.extend({
  /** 0–100, from their answers alone. */
  fitScore: z.number().int().min(0).max(100),
  /** O*NET-SOC 2019 code of the occupation that stands first for it. */
  code: z.string().regex(/^\d{2}-\d{4}\.\d{2}$/),
  /** Why, most important first. */
  reasons: z.array(text).min(1),
  /** `low` when the answers carried too little to go on: the fit is a first guess. */
  confidence: z.enum(['normal', 'low']),
  /** Whether it is one of the three careers of their blueprint. */
  inTopThree: z.boolean(),
  /** Who may enter it, where a rule restricts it, in the person's language; shown first. */
  eligibility: text.optional(),
});
export type CareerFit = z.infer<typeof careerFitSchema>;

export const careerFitResponseSchema = z.object({
  success: z.literal(true),
  career: careerFitSchema,
});
export type CareerFitResponse = z.infer<typeof careerFitResponseSchema>;

/** How many careers a person may pick before Step 3 ("Is there a career you are already thinking about?"). */
export const CAREER_AIMS_MAX = 3;

/**
 * `POST /api/v1/user/career-aims`: the catalogue careers the person is already thinking about,
 * at most three; none for "Not sure yet". They are named careers of the blueprint (decision 020).
 */
export const careerAimsSchema = z.strictObject({
  careers: z
    .array(careerFitParamsSchema.shape.id)
    .max(CAREER_AIMS_MAX, messages.careerAimsMax)
    .refine((ids) => new Set(ids).size === ids.length, messages.careerAimsTwice),
});
export type CareerAims = z.infer<typeof careerAimsSchema>;

export const careerAimsResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** The careers picked, as the search lists them; empty for "Not sure yet". */
  careerAims: z.array(catalogueCareerSummarySchema),
  /** Whether a blueprint they already had was made again with the picks. */
  blueprintUpdated: z.boolean(),
});
export type CareerAimsResponse = z.infer<typeof careerAimsResponseSchema>;
