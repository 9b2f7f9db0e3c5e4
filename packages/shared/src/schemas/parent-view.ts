import { z } from 'zod';
import { emotionalMapPointSchema } from './results.js';

/** What the student sees of the link they gave a parent (the address itself is not kept). */
export const parentViewLinkSchema = z.object({
  createdAt: z.iso.datetime(),
  /** When the parent last opened it; null until they do. */
  lastOpenedAt: z.iso.datetime().nullable(),
  /** The student chose to show their Step 2 map too. */
  shareFeelings: z.boolean(),
});
export type ParentViewLink = z.infer<typeof parentViewLinkSchema>;

/** `GET /user/parent-view`: the live link, if any. */
export const parentViewStatusSchema = z.object({
  success: z.literal(true),
  link: parentViewLinkSchema.nullable(),
});
export type ParentViewStatus = z.infer<typeof parentViewStatusSchema>;

/** `POST /user/parent-view`: a new link (the one before stops working). */
export const parentViewCreateSchema = z.object({ shareFeelings: z.boolean().default(false) });
export const parentViewCreatedSchema = z.object({
  success: z.literal(true),
  url: z.string(),
  link: parentViewLinkSchema,
});
export type ParentViewCreated = z.infer<typeof parentViewCreatedSchema>;

/** `POST /user/parent-view/settings`: show or hide the Step 2 map on the live link. */
export const parentViewSettingsSchema = z.object({ shareFeelings: z.boolean() });

/** One of the top 3 careers as a parent sees it: the fit, why, and the Indian route. */
export const parentCareerSchema = z.object({
  title: z.string(),
  fitScore: z.number().int().min(0).max(100),
  /** Who may enter it, where a rule restricts it, in the page's language; shown first. */
  eligibility: z.string().optional(),
  /** Why it fits, in the engine's plain words (never a quote of the student's answers). */
  why: z.array(z.string()),
  route: z
    .object({
      after10: z.string(),
      exams: z.array(z.object({ name: z.string(), month: z.string(), body: z.string() })),
      degrees: z.array(z.string()),
      licences: z.array(z.string()),
      cost: z.string(),
      planB: z.array(z.object({ title: z.string(), why: z.string() })),
    })
    .nullable(),
});
export type ParentCareer = z.infer<typeof parentCareerSchema>;

/** `GET /parent/:token`: the read-only page a parent opens from the student's link. */
export const parentViewSchema = z.object({
  success: z.literal(true),
  firstName: z.string(),
  /** Steps answered so far (0–3). */
  stepsDone: z.number().int().min(0).max(3),
  careers: z.array(parentCareerSchema),
  /** The blueprint rests on short answers: a first guess. */
  firstGuess: z.boolean(),
  chosenCareer: z.string().nullable(),
  /**
   * The careers the student picked as ones they are already thinking about, in the page's
   * language, with their fit once the blueprint has it; empty when they picked none.
   */
  careerAims: z.array(
    z.object({
      title: z.string(),
      fitScore: z.number().int().min(0).max(100).nullable(),
      inTopThree: z.boolean(),
    }),
  ),
  /** Questions the family can talk about together. */
  questions: z.array(z.string()),
  /** The Step 2 map, only when the student chose to share it. */
  feelings: z.array(emotionalMapPointSchema).nullable(),
  isPaymentDone: z.boolean(),
});
export type ParentView = z.infer<typeof parentViewSchema>;
