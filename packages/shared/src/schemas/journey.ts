import { z } from 'zod';
import {
  careerResultSchema,
  day1ResultSchema,
  day2ResultSchema,
  deepRoadmapSchema,
} from './results.js';
import { qnaSchema } from './user.js';

/** `GET /user/progress-status`: submission times and when each next step unlocks (ISO strings). */
export const progressStatusSchema = z.object({
  success: z.literal(true),
  day1SubmittedAt: z.string().nullable(),
  day2SubmittedAt: z.string().nullable(),
  day3SubmittedAt: z.string().nullable(),
  /** When Step 2 opens (Step 1 time + delay); null until Step 1 is submitted. */
  day2UnlocksAt: z.string().nullable(),
  day3UnlocksAt: z.string().nullable(),
  unlockDelaySeconds: z.number().int().nonnegative(),
  /** The server's clock when answering, so countdowns do not depend on the device's clock. */
  serverTime: z.string(),
});
export type ProgressStatus = z.infer<typeof progressStatusSchema>;

/** `GET /form/drafts`: the answers given so far to each step not yet submitted. */
export const draftsResponseSchema = z.object({
  success: z.literal(true),
  drafts: z.object({
    day1: z.array(qnaSchema).optional(),
    day2: z.array(qnaSchema).optional(),
    day3: z.array(qnaSchema).optional(),
  }),
});
export type DraftsResponse = z.infer<typeof draftsResponseSchema>;

/** `POST /form/dayNdraft`: the draft is kept (ISO time). */
export const draftSavedResponseSchema = z.object({
  success: z.literal(true),
  savedAt: z.string(),
});

/** Answer of `POST /form/dayNform`: the saved answers under the day's key (product.md §7). */
export const formSubmitResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /**
   * What the person's answers so far call for before anything cheerful: the support card, the
   * check-in question, or nothing (decision 019).
   */
  support: z.enum(['card', 'check-in']).nullable(),
  day1: z.array(qnaSchema).optional(),
  day2: z.array(qnaSchema).optional(),
  day3: z.array(qnaSchema).optional(),
});

/** Which engine wrote a result: `local` or `llm:<model>`. */
export const engineSchema = z.string();

const aiResponse = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), engine: engineSchema, data });

export const day1AiResponseSchema = aiResponse(day1ResultSchema);
export const day2AiResponseSchema = aiResponse(day2ResultSchema);
export const careerAiResponseSchema = aiResponse(careerResultSchema);
export const deepAiResponseSchema = aiResponse(deepRoadmapSchema);

/** `POST /user/select-career`: the title of one of the latest top careers. */
export const selectCareerSchema = z.object({
  choosedCareer: z.string().trim().min(1, 'Please choose a career').max(200),
});

export const selectCareerResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  chosenCareer: z.object({ title: z.string(), code: z.string() }),
});

/** `POST /user/career-pdf`: the PDF is made; it downloads from `carrerPdfUrl`. */
export const careerPdfResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  carrerPdfUrl: z.string(),
});
