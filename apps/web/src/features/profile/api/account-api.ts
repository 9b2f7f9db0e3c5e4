import type { DeleteAccountInput } from '@acp/shared';
import { API_BASE } from '@/lib/api-client';
import { api } from '@/lib/api/api';
import type { ResponseOf } from '@/lib/api/responses';

/**
 * The person's data export: a same-origin, cookie-authenticated JSON attachment, so a plain
 * link with `download` saves it.
 */
export const dataExportUrl = `${API_BASE}/user/export`;

/** Account calls of the profile: the person's control over their data. */
export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    deleteAccount: build.mutation<ResponseOf<'message'>, DeleteAccountInput>({
      query: (body) => ({ path: '/user/delete', method: 'POST', body, response: 'message' }),
    }),
  }),
});

export const { useDeleteAccountMutation } = accountApi;
