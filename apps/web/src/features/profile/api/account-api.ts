import type { DeleteAccountInput } from '@acp/shared';
import { API_BASE } from '@/lib/api-client';
import { api } from '@/lib/api/api';
import type { ResponseOf } from '@/lib/api/responses';
import { userApi } from '@/lib/api/user-api';

/**
 * The person's data export: a same-origin, cookie-authenticated JSON attachment, so a plain
 * link with `download` saves it.
 */
export const dataExportUrl = `${API_BASE}/user/export`;

/** Account calls of the profile: the person's control over their data and their emails. */
export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    deleteAccount: build.mutation<ResponseOf<'message'>, DeleteAccountInput>({
      query: (body) => ({ path: '/user/delete', method: 'POST', body, response: 'message' }),
    }),
    /** `POST /user/reminders`: the "Step N is ready" emails on or off. */
    setReminders: build.mutation<ResponseOf<'message'>, boolean>({
      query: (on) => ({
        path: '/user/reminders',
        method: 'POST',
        body: { on },
        response: 'message',
      }),
      // The box shows the change at once, and goes back if the server refuses it.
      async onQueryStarted(on, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          userApi.util.updateQueryData('currentUser', undefined, (draft) => {
            draft.user.remindersOn = on;
          }),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
    }),
    /** `POST /email/unsubscribe?token=…`: from a reminder's link, with no login. */
    unsubscribe: build.mutation<ResponseOf<'message'>, string>({
      query: (token) => ({
        path: `/email/unsubscribe?token=${encodeURIComponent(token)}`,
        method: 'POST',
        response: 'message',
      }),
      invalidatesTags: ['User'],
    }),
  }),
});

export const { useDeleteAccountMutation, useSetRemindersMutation, useUnsubscribeMutation } =
  accountApi;
