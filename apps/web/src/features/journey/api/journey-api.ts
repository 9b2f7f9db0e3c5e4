import {
  careerAiResponseSchema,
  careerFitResponseSchema,
  careerSearchResponseSchema,
  day1AiResponseSchema,
  day2AiResponseSchema,
  formSubmitResponseSchema,
  progressStatusSchema,
  selectCareerResponseSchema,
  type JourneyDay,
  type Qna,
} from '@acp/shared';
import { apiClient } from '@/lib/api-client';

/** The AI results of the journey, by what they are about. */
const insightCalls = {
  day1: () => apiClient.post('/ai/aicarrerfind-day1', day1AiResponseSchema),
  day2: () => apiClient.post('/ai/aicarrerfind-day2', day2AiResponseSchema),
  career: () => apiClient.post('/ai/aicarrerfind-day3', careerAiResponseSchema),
};
export type InsightKind = keyof typeof insightCalls;

/** The journey calls of spec §7, each validated against its shared response schema. */
export const journeyApi = {
  submitAnswers: (day: JourneyDay, qnaArray: Qna[]) =>
    apiClient.post(`/form/${day}form`, formSubmitResponseSchema, { qnaArray }),
  requestInsight: (kind: InsightKind) => insightCalls[kind](),
  fetchProgress: () => apiClient.get('/user/progress-status', progressStatusSchema),
  selectCareer: (title: string) =>
    apiClient.post('/user/select-career', selectCareerResponseSchema, { choosedCareer: title }),
  /** "Check any career": catalogue careers for what the person typed. */
  searchCareers: (query: string) =>
    apiClient.get(`/careers/search?q=${encodeURIComponent(query)}`, careerSearchResponseSchema),
  /** How one catalogue career fits the person, scored as their blueprint. */
  checkCareerFit: (id: string) =>
    apiClient.get(`/careers/${encodeURIComponent(id)}/fit`, careerFitResponseSchema),
};
