import { messages } from '@acp/shared';

/** A failed API call: the server's error envelope, or a client-side failure, as one type. */
export class ApiClientError extends Error {
  readonly status: number;
  /** The server's stable code, or `network_error` / `invalid_response` / `http_error`. */
  readonly code: string;
  /** Field name → message, for validation failures. */
  readonly fields: Record<string, string> | undefined;

  constructor(status: number, code: string, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'ApiClientError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

/** The message to show for any thrown value. */
export function getErrorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return messages.somethingWentWrong;
}
