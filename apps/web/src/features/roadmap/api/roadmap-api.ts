import { deepAiResponseSchema } from '@acp/shared';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';

const careerPdfResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  carrerPdfUrl: z.string(),
});

/** The deep roadmap and career PDF calls (both need the paid plan). */
export const roadmapApi = {
  goDeep: () => apiClient.post('/ai/godeep', deepAiResponseSchema),
  generatePdf: () => apiClient.post('/user/career-pdf', careerPdfResponseSchema),
};
