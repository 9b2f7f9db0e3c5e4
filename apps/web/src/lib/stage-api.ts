import { stageResponseSchema, type EducationStage } from '@acp/shared';
import { apiClient } from './api-client';

/** Saves where the person is now (asked before Step 3 and on the roadmap page). */
export const saveEducationStage = (stage: EducationStage) =>
  apiClient.post('/user/stage', stageResponseSchema, stage);
