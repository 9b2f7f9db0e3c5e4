import { api } from '@/lib/api/api';
import type { ResponseOf } from '@/lib/api/responses';

/** The deep roadmap and career PDF calls (both need the paid plan). */
export const roadmapApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * `POST /ai/godeep`: the roadmap of the chosen career, from where the person now is. The
     * career is the cache key; choosing a career, paying or a new stage invalidates it.
     */
    deepRoadmap: build.query<ResponseOf<'deepRoadmap'>, string>({
      query: () => ({ path: '/ai/godeep', method: 'POST', response: 'deepRoadmap' }),
      providesTags: ['Roadmap'],
    }),
    /** `POST /user/career-pdf`: makes the PDF; the user's download link follows. */
    generatePdf: build.mutation<ResponseOf<'careerPdf'>, void>({
      query: () => ({ path: '/user/career-pdf', method: 'POST', response: 'careerPdf' }),
      invalidatesTags: ['User'],
    }),
  }),
});

export const { useDeepRoadmapQuery, useGeneratePdfMutation } = roadmapApi;
