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

/**
 * A failed call as the store keeps it (plain data). `message` is always fit to show a person:
 * the server's own text, or a friendly one for anything else.
 */
export interface ApiFailure {
  status: number;
  code: string;
  message: string;
  /** Field name → message, for validation failures. */
  fields?: Record<string, string> | undefined;
}

export function isApiFailure(value: unknown): value is ApiFailure {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { status?: unknown }).status === 'number' &&
    typeof (value as { code?: unknown }).code === 'string' &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}

/** Any thrown value as an ApiFailure; an unknown error (a failed chunk load, a bug) is never shown raw. */
export function toApiFailure(error: unknown): ApiFailure {
  if (error instanceof ApiClientError) {
    return { status: error.status, code: error.code, message: error.message, fields: error.fields };
  }
  if (isApiFailure(error)) return error;
  return { status: 0, code: 'client_error', message: messages.somethingWentWrong };
}

/** The text to show a person for any failure: the API's message, else a friendly one. */
export function getErrorMessage(error: unknown): string {
  return toApiFailure(error).message;
}
