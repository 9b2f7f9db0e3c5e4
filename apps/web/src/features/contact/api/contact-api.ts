import { messageResponseSchema, type ContactMessageInput } from '@acp/shared';
import { apiClient } from '@/lib/api-client';

/** `POST /contact`: stores the message; answers with the text to show the sender. */
export function sendContactMessage(input: ContactMessageInput) {
  return apiClient.post('/contact', messageResponseSchema, input);
}
