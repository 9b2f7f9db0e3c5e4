import type { AgeInput, CheckInFeeling, EducationStage, Locale, PublicUser } from '@acp/shared';
import { useSelector } from 'react-redux';
import { toApiFailure, type ApiFailure } from '../api-error';
import { loggedIn, selectIsLoggedIn, sessionEnded } from '../session';
import { api } from './api';
import type { ResponseOf } from './responses';

/** The session's calls: who is logged in, and logging out. */
const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `POST /user/user`: the person and everything the screens show about them. */
    currentUser: build.query<ResponseOf<'user'>, void>({
      query: () => ({ path: '/user/user', method: 'POST', response: 'user' }),
      providesTags: ['User'],
      async onQueryStarted(_, { dispatch, queryFulfilled }) {
        await queryFulfilled.then(() => dispatch(loggedIn())).catch(() => undefined);
      },
    }),
    /** `POST /user/signout`: the session ends here too, and the cache forgets the person. */
    signout: build.mutation<ResponseOf<'message'>, void>({
      query: () => ({ path: '/user/signout', method: 'POST', response: 'message' }),
      async onQueryStarted(_, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return;
        }
        dispatch(sessionEnded());
        dispatch(api.util.resetApiState());
      },
    }),
  }),
});

/** A call that answers the whole user puts it in the cache at once. */
async function replaceCachedUser(
  _: unknown,
  {
    dispatch,
    queryFulfilled,
  }: {
    dispatch: (action: unknown) => unknown;
    queryFulfilled: Promise<{ data: ResponseOf<'user'> }>;
  },
) {
  const answer = await queryFulfilled.catch(() => null);
  if (!answer) return;
  dispatch(
    sessionApi.util.updateQueryData('currentUser', undefined, (draft) => {
      draft.user = answer.data.user;
    }),
  );
}

/** The calls every part of the app needs: the session's, the deployment's config, the stage. */
export const userApi = sessionApi.injectEndpoints({
  endpoints: (build) => ({
    publicConfig: build.query<ResponseOf<'config'>, void>({
      query: () => ({ path: '/config', response: 'config' }),
    }),
    /** `POST /user/locale`: the language chosen, kept on the account (decision 016). */
    saveLocale: build.mutation<ResponseOf<'message'>, Locale>({
      query: (locale) => ({
        path: '/user/locale',
        method: 'POST',
        body: { locale },
        response: 'message',
      }),
      // The results come back in the new language where they are written in it.
      invalidatesTags: ['User'],
      async onQueryStarted(locale, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          sessionApi.util.updateQueryData('currentUser', undefined, (draft) => {
            draft.user.locale = locale;
          }),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
    }),
    /** The date of birth (and a parent's email under 18), given once before the first step. */
    saveAge: build.mutation<ResponseOf<'user'>, AgeInput>({
      query: (body) => ({ path: '/user/age', method: 'POST', body, response: 'user' }),
      onQueryStarted: replaceCachedUser,
    }),
    /** While waiting for a parent's OK: email the link again (the one before stops working). */
    resendConsent: build.mutation<ResponseOf<'user'>, void>({
      query: () => ({ path: '/user/consent/resend', method: 'POST', response: 'user' }),
      onQueryStarted: replaceCachedUser,
    }),
    /** While waiting: a corrected parent's email, and the link sent there. */
    changeParentEmail: build.mutation<ResponseOf<'user'>, string>({
      query: (parentEmail) => ({
        path: '/user/consent/parent-email',
        method: 'POST',
        body: { parentEmail },
        response: 'user',
      }),
      onQueryStarted: replaceCachedUser,
    }),
    /** How they have been feeling, when their words read heavy: the support card may follow. */
    checkIn: build.mutation<ResponseOf<'checkIn'>, CheckInFeeling>({
      query: (feeling) => ({
        path: '/user/check-in',
        method: 'POST',
        body: { feeling },
        response: 'checkIn',
      }),
      // Results made for support follow the flag; the offers pause with it.
      invalidatesTags: ['User'],
      async onQueryStarted(_, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (!answer) return;
        dispatch(
          sessionApi.util.updateQueryData('currentUser', undefined, (draft) => {
            draft.user.supportCheckIn = false;
            draft.user.showSupportCard = answer.data.showSupportCard;
          }),
        );
      },
    }),
    /** Where the person is now (asked before Step 3 and on the roadmap): a new roadmap follows. */
    saveStage: build.mutation<ResponseOf<'stage'>, EducationStage>({
      query: (stage) => ({ path: '/user/stage', method: 'POST', body: stage, response: 'stage' }),
      invalidatesTags: ['Roadmap'],
      async onQueryStarted(_, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (!answer) return;
        dispatch(
          sessionApi.util.updateQueryData('currentUser', undefined, (draft) => {
            draft.user.educationStage = answer.data.educationStage;
          }),
        );
      },
    }),
    /**
     * The careers they are already thinking about (catalogue ids; none for "Not sure yet"): a
     * blueprint they already have is made again, so it and the roadmap are read again.
     */
    saveCareerAims: build.mutation<ResponseOf<'careerAims'>, readonly string[]>({
      query: (careers) => ({
        path: '/user/career-aims',
        method: 'POST',
        body: { careers },
        response: 'careerAims',
      }),
      invalidatesTags: (answer) => (answer?.blueprintUpdated ? ['User', 'Roadmap'] : []),
      async onQueryStarted(_, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (!answer) return;
        dispatch(
          sessionApi.util.updateQueryData('currentUser', undefined, (draft) => {
            draft.user.careerAims = answer.data.careerAims;
          }),
        );
      },
    }),
  }),
});

export const {
  useCurrentUserQuery,
  usePublicConfigQuery,
  useChangeParentEmailMutation,
  useCheckInMutation,
  useResendConsentMutation,
  useSaveCareerAimsMutation,
  useSaveAgeMutation,
  useSaveLocaleMutation,
  useSaveStageMutation,
  useSignoutMutation,
} = userApi;

export interface CurrentUser {
  isloggedIn: boolean;
  /** Null while logged out or still loading. */
  user: PublicUser | null;
  /** The first fetch of a session is under way. */
  isLoading: boolean;
  /** The fetch failed (other than a 401, which ends the session). */
  error: ApiFailure | undefined;
}

/** The logged-in person, fetched once per session and refreshed when a mutation changes them. */
export function useCurrentUser(): CurrentUser {
  const isloggedIn = useSelector(selectIsLoggedIn);
  const { data, isLoading, error } = useCurrentUserQuery(undefined, { skip: !isloggedIn });
  return {
    isloggedIn,
    user: isloggedIn ? (data?.user ?? null) : null,
    isLoading: isloggedIn && isLoading,
    error: isloggedIn && error ? toApiFailure(error) : undefined,
  };
}
