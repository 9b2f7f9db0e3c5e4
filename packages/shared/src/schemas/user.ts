import { LOCALES } from '../i18n/locales.js';
import { z } from 'zod';
import { parentalConsentStatusSchema } from './consent.js';
import {
  careerResultSchema,
  day1ResultSchema,
  day2ResultSchema,
  deepRoadmapSchema,
} from './results.js';
import { catalogueCareerSummarySchema } from './careers.js';
import { educationStageSchema } from './stage.js';

/** One answered question as stored and sent: the question's full text and the answer. */
export const qnaSchema = z.object({
  question: z.string(),
  answer: z.string(),
});
export type Qna = z.infer<typeof qnaSchema>;

export const quesAnsSchema = z.object({
  day1: z.array(qnaSchema),
  day2: z.array(qnaSchema),
  day3: z.array(qnaSchema),
});

/** The user object of the spec (§3) as the API presents it; result lists oldest first. */
export const publicUserSchema = z.object({
  name: z.string(),
  email: z.string(),
  contact: z.string().nullable(),
  avatar: z.object({ url: z.string().nullable() }),
  quesAns: quesAnsSchema,
  day1response: z.array(day1ResultSchema),
  day2response: z.array(day2ResultSchema),
  careerResponse: z.array(careerResultSchema),
  /** Deep roadmaps generated for chosen careers. */
  selectedCareer: z.array(deepRoadmapSchema),
  /** The career chosen most recently from the blueprint, before or after its roadmap exists. */
  chosenCareer: z.object({ title: z.string(), code: z.string() }).nullable(),
  /** Spelled as the spec spells it; points at the PDF download route when a PDF exists. */
  carrerPdfUrl: z.string().nullable(),
  isPaymentDone: z.boolean(),
  /** Whether the account can log in with a password (false for Google-only accounts). */
  hasPassword: z.boolean(),
  /** An answer signalled distress: show the calm support card with helplines. */
  showSupportCard: z.boolean(),
  /**
   * Some words read heavy but not clearly (decision 019): ask "How have you been feeling
   * lately?" before anything else; the answer (`POST /user/check-in`) decides the support card.
   */
  supportCheckIn: z.boolean(),
  /** Where they are in their studies or work; null until they say. The roadmap starts there. */
  educationStage: educationStageSchema.nullable(),
  /**
   * Careers they are already thinking about, picked before Step 3 or later from the hub or the
   * blueprint: empty for "Not sure yet", null until asked. Named careers of the blueprint.
   */
  careerAims: z.array(catalogueCareerSummarySchema).nullable(),
  /** Whether "Step N is ready" emails are sent (they can be stopped from any reminder). */
  remindersOn: z.boolean(),
  /** The language chosen on a device; a new device starts in it. Null until one is chosen. */
  locale: z.enum(LOCALES).nullable(),
  /**
   * The results shown in another language than `locale` because none is made in it yet (the
   * language was changed after them): the result page asks for them again (decision 016).
   */
  resultsInOtherLanguage: z.array(z.enum(['day1', 'day2', 'career', 'deep'])),
  /** `YYYY-MM-DD`; null until given (asked before the next step). */
  dateOfBirth: z.string().nullable(),
  /** A parent's or guardian's email, for someone under 18. */
  parentEmail: z.string().nullable(),
  /** Whether a parent's consent is needed, awaited or given; nothing is kept while waiting. */
  parentalConsent: parentalConsentStatusSchema,
  /** When the last consent email went to the parent (while waiting). */
  consentSentAt: z.iso.datetime().nullable(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const userResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  user: publicUserSchema,
});
export type UserResponse = z.infer<typeof userResponseSchema>;

/** `POST /user/locale`: the language chosen (decision 016). */
export const localeSettingSchema = z.object({ locale: z.enum(LOCALES) });

/** How the person says they have been feeling, asked when their words read heavy. */
export const CHECK_IN_FEELINGS = ['okay', 'struggling', 'rather-not-say'] as const;

/** `POST /user/check-in`: their answer; only the support flag it gives is kept. */
export const checkInSchema = z.object({ feeling: z.enum(CHECK_IN_FEELINGS) });
export type CheckInFeeling = (typeof CHECK_IN_FEELINGS)[number];

export const checkInResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** Whether the support card now shows. */
  showSupportCard: z.boolean(),
});

/** `POST /user/reminders`: turn the reminder emails on or off. */
export const remindersSettingSchema = z.object({ on: z.boolean() });

export const messageResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const googleAuthResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** True when a session was started; the session itself travels only as a cookie. */
  token: z.literal(true),
});
