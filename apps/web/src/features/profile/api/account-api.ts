import { messageResponseSchema, type DeleteAccountInput } from '@acp/shared';
import { API_BASE, apiClient } from '@/lib/api-client';

/**
 * The person's data export: a same-origin, cookie-authenticated JSON attachment, so a plain
 * link with `download` saves it.
 */
export const dataExportUrl = `${API_BASE}/user/export`;

/** Account calls of the profile: the person's control over their data. */
export const accountApi = {
  deleteAccount: (input: DeleteAccountInput) =>
    apiClient.post('/user/delete', messageResponseSchema, input),
};
