import type { JourneyDay, PublicUser, Qna } from '@acp/shared';
import { api } from '@/lib/api/api';
import type { ResponseOf } from '@/lib/api/responses';
import { userApi } from '@/lib/api/user-api';

type UserDraft = { user: PublicUser };
type Lifecycle<T> = {
  dispatch: (action: ReturnType<typeof userApi.util.updateQueryData>) => unknown;
  queryFulfilled: Promise<{ data: T }>;
};

/**
 * A pessimistic update: once the call succeeds, the cached user takes what it changed at once,
 * so the next screen never sees the person as before; the invalidated user then refetches.
 */
function updateUserOnSuccess<T>(recipe: (draft: UserDraft, data: T) => void) {
  return async (_: unknown, { dispatch, queryFulfilled }: Lifecycle<T>) => {
    const answer = await queryFulfilled.catch(() => null);
    if (!answer) return;
    dispatch(
      userApi.util.updateQueryData('currentUser', undefined, (draft) => {
        recipe(draft, answer.data);
      }),
    );
  };
}

/** The journey calls of product.md §7, each validated against its shared response schema. */
export const journeyApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `POST /form/dayNform`: saves one step's answers. */
    submitAnswers: build.mutation<ResponseOf<'formSubmit'>, { day: JourneyDay; qnaArray: Qna[] }>({
      query: ({ day, qnaArray }) => ({
        path: `/form/${day}form`,
        method: 'POST',
        body: { qnaArray },
        response: 'formSubmit',
      }),
      invalidatesTags: ['User', 'Progress', 'Draft'],
      onQueryStarted: (arg, lifecycle) =>
        updateUserOnSuccess<ResponseOf<'formSubmit'>>((draft, data) => {
          draft.user.quesAns[arg.day] = data[arg.day] ?? arg.qnaArray;
        })(arg, lifecycle),
    }),
    /** `GET /form/drafts`: the answers given so far to the steps not yet submitted. */
    drafts: build.query<ResponseOf<'drafts'>, void>({
      query: () => ({ path: '/form/drafts', response: 'drafts' }),
      providesTags: ['Draft'],
    }),
    /** `POST /form/dayNdraft`: keeps the answers given so far (nothing on screen changes). */
    saveDraft: build.mutation<ResponseOf<'draftSaved'>, { day: JourneyDay; qnaArray: Qna[] }>({
      query: ({ day, qnaArray }) => ({
        path: `/form/${day}draft`,
        method: 'POST',
        body: { qnaArray },
        response: 'draftSaved',
      }),
      async onQueryStarted({ day, qnaArray }, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (!answer) return;
        // What is on screen is what is saved: a later visit in this session starts from it.
        dispatch(
          journeyApi.util.updateQueryData('drafts', undefined, (draft) => {
            draft.drafts[day] = qnaArray;
          }),
        );
      },
    }),
    /** Step 1's result: inner strengths. */
    requestDay1Insight: build.mutation<ResponseOf<'day1Insight'>, void>({
      query: () => ({ path: '/ai/aicarrerfind-day1', method: 'POST', response: 'day1Insight' }),
      invalidatesTags: ['User'],
      onQueryStarted: updateUserOnSuccess<ResponseOf<'day1Insight'>>((draft, { data }) => {
        draft.user.day1response.push(data);
      }),
    }),
    /** Step 2's result: the emotional map. */
    requestDay2Insight: build.mutation<ResponseOf<'day2Insight'>, void>({
      query: () => ({ path: '/ai/aicarrerfind-day2', method: 'POST', response: 'day2Insight' }),
      invalidatesTags: ['User'],
      onQueryStarted: updateUserOnSuccess<ResponseOf<'day2Insight'>>((draft, { data }) => {
        draft.user.day2response.push(data);
      }),
    }),
    /** The career blueprint, once the three steps are in. */
    requestCareerInsight: build.mutation<ResponseOf<'careerInsight'>, void>({
      query: () => ({ path: '/ai/aicarrerfind-day3', method: 'POST', response: 'careerInsight' }),
      invalidatesTags: ['User'],
      onQueryStarted: updateUserOnSuccess<ResponseOf<'careerInsight'>>((draft, { data }) => {
        draft.user.careerResponse.push(data);
      }),
    }),
    /** `GET /user/progress-status`: when each step was taken and when the next one opens. */
    progressStatus: build.query<ResponseOf<'progress'>, void>({
      query: () => ({ path: '/user/progress-status', response: 'progress' }),
      providesTags: ['Progress'],
    }),
    /** `POST /user/select-career`: one of the latest top careers becomes the chosen one. */
    selectCareer: build.mutation<ResponseOf<'selectCareer'>, string>({
      query: (title) => ({
        path: '/user/select-career',
        method: 'POST',
        body: { choosedCareer: title },
        response: 'selectCareer',
      }),
      invalidatesTags: ['User', 'Roadmap'],
      onQueryStarted: updateUserOnSuccess<ResponseOf<'selectCareer'>>((draft, data) => {
        draft.user.chosenCareer = data.chosenCareer;
      }),
    }),
    /** "Check any career": catalogue careers for what the person typed. */
    searchCareers: build.query<ResponseOf<'careerSearch'>, string>({
      query: (text) => ({
        path: `/careers/search?q=${encodeURIComponent(text)}`,
        response: 'careerSearch',
      }),
      // Erasing back to an earlier text shows its matches again without asking.
      keepUnusedDataFor: 600,
    }),
    /** How one catalogue career fits the person, scored as their blueprint. */
    careerFit: build.query<ResponseOf<'careerFit'>, string>({
      query: (id) => ({ path: `/careers/${encodeURIComponent(id)}/fit`, response: 'careerFit' }),
      providesTags: ['User'],
    }),
  }),
});

export const {
  useDraftsQuery,
  useSaveDraftMutation,
  useSubmitAnswersMutation,
  useRequestDay1InsightMutation,
  useRequestDay2InsightMutation,
  useRequestCareerInsightMutation,
  useProgressStatusQuery,
  useSelectCareerMutation,
  useSearchCareersQuery,
  useCareerFitQuery,
} = journeyApi;
