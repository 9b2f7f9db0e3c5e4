import type { Locale } from '@acp/shared';
import { api } from '@/lib/api/api';
import type { ResponseOf } from '@/lib/api/responses';

/** The parent's read-only page (no login), and the student's control of the link. */
export const parentApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** In the language the page is shown in: the questions and, where made in it, the results. */
    parentView: build.query<ResponseOf<'parentView'>, { token: string; lang: Locale }>({
      query: ({ token, lang }) => ({
        path: `/parent/${token}?lang=${lang}`,
        response: 'parentView',
      }),
    }),
    parentViewStatus: build.query<ResponseOf<'parentViewStatus'>, void>({
      query: () => ({ path: '/user/parent-view', response: 'parentViewStatus' }),
      providesTags: ['ParentView'],
    }),
    createParentView: build.mutation<ResponseOf<'parentViewCreated'>, { shareFeelings: boolean }>({
      query: (body) => ({
        path: '/user/parent-view',
        method: 'POST',
        body,
        response: 'parentViewCreated',
      }),
      invalidatesTags: ['ParentView'],
    }),
    setParentViewFeelings: build.mutation<ResponseOf<'parentViewStatus'>, boolean>({
      query: (shareFeelings) => ({
        path: '/user/parent-view/settings',
        method: 'POST',
        body: { shareFeelings },
        response: 'parentViewStatus',
      }),
      invalidatesTags: ['ParentView'],
    }),
    revokeParentView: build.mutation<ResponseOf<'message'>, void>({
      query: () => ({ path: '/user/parent-view/revoke', method: 'POST', response: 'message' }),
      invalidatesTags: ['ParentView'],
    }),
  }),
});

export const {
  useParentViewQuery,
  useParentViewStatusQuery,
  useCreateParentViewMutation,
  useSetParentViewFeelingsMutation,
  useRevokeParentViewMutation,
} = parentApi;
