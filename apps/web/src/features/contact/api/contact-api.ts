import type { ContactMessageInput } from '@acp/shared';
import { api } from '@/lib/api/api';
import type { ResponseOf } from '@/lib/api/responses';

/** `POST /contact`: stores the message; answers with the text to show the sender. */
export const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<ResponseOf<'message'>, ContactMessageInput>({
      query: (body) => ({ path: '/contact', method: 'POST', body, response: 'message' }),
    }),
  }),
});

export const { useSendContactMessageMutation } = contactApi;
