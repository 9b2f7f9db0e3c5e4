import {
  careerAiResponseSchema,
  careerFitResponseSchema,
  careerPdfResponseSchema,
  careerSearchResponseSchema,
  consentGivenSchema,
  consentInfoSchema,
  day1AiResponseSchema,
  day2AiResponseSchema,
  deepAiResponseSchema,
  draftSavedResponseSchema,
  draftsResponseSchema,
  formSubmitResponseSchema,
  googleAuthResponseSchema,
  messageResponseSchema,
  parentViewCreatedSchema,
  parentViewSchema,
  parentViewStatusSchema,
  payLinkInfoSchema,
  payLinkResponseSchema,
  paymentOrderResponseSchema,
  paymentStatusSchema,
  progressStatusSchema,
  publicConfigSchema,
  sandboxCheckoutResponseSchema,
  selectCareerResponseSchema,
  stageResponseSchema,
  userResponseSchema,
  withdrawInfoSchema,
} from '@acp/shared';
import type { z } from 'zod';

/**
 * Every answer the web app reads, by name, with its schema from `@acp/shared`. The base query
 * loads this module (and zod with it) on the first call, so no page pays for it up front.
 */
export const responseSchemas = {
  user: userResponseSchema,
  message: messageResponseSchema,
  googleAuth: googleAuthResponseSchema,
  config: publicConfigSchema,
  stage: stageResponseSchema,
  formSubmit: formSubmitResponseSchema,
  drafts: draftsResponseSchema,
  draftSaved: draftSavedResponseSchema,
  day1Insight: day1AiResponseSchema,
  day2Insight: day2AiResponseSchema,
  careerInsight: careerAiResponseSchema,
  progress: progressStatusSchema,
  selectCareer: selectCareerResponseSchema,
  careerSearch: careerSearchResponseSchema,
  careerFit: careerFitResponseSchema,
  paymentOrder: paymentOrderResponseSchema,
  sandboxCheckout: sandboxCheckoutResponseSchema,
  paymentStatus: paymentStatusSchema,
  payLink: payLinkResponseSchema,
  payLinkInfo: payLinkInfoSchema,
  deepRoadmap: deepAiResponseSchema,
  careerPdf: careerPdfResponseSchema,
  consentInfo: consentInfoSchema,
  consentGiven: consentGivenSchema,
  parentView: parentViewSchema,
  parentViewStatus: parentViewStatusSchema,
  parentViewCreated: parentViewCreatedSchema,
  withdrawInfo: withdrawInfoSchema,
};

export type ResponseName = keyof typeof responseSchemas;
export type ResponseOf<N extends ResponseName> = z.output<(typeof responseSchemas)[N]>;
