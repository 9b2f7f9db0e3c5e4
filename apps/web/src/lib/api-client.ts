import { apiErrorSchema, messages } from '@acp/shared';
import type { z } from 'zod';
import { ApiClientError } from './api-error';

/** Every API path is relative to this prefix; the SPA and the API share one origin. */
export const API_BASE = '/api/v1';

const NETWORK_MESSAGE = 'Could not reach the server. Please check your connection and try again.';

/** The text shown to users for a status whose body is not our error envelope. */
function describeStatus(status: number): string {
  if (status === 429) return messages.tooManyRequests;
  if (status === 502 || status === 503 || status === 504) return messages.unavailable;
  return messages.somethingWentWrong;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Turns a non-OK response or a `{ success:false }` body into an ApiClientError. */
export function toApiClientError(status: number, body: unknown): ApiClientError {
  const parsed = apiErrorSchema.safeParse(body);
  if (parsed.success) {
    const { code, message, fields } = parsed.data;
    return new ApiClientError(status, code, message, fields);
  }
  return new ApiClientError(
    status,
    status === 429 ? 'rate_limited' : 'http_error',
    describeStatus(status),
  );
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One call: cookies always travel, the answer is validated by its schema, failures throw ApiClientError. */
export async function request<S extends z.ZodType>(
  method: Method,
  path: string,
  schema: S,
  body?: unknown,
): Promise<z.output<S>> {
  const init: RequestInit = {
    method,
    credentials: 'include',
    headers: { Accept: 'application/json' },
  };
  if (method !== 'GET') {
    // The server refuses non-JSON writes (CSRF protection), so even empty bodies are JSON.
    init.headers = { Accept: 'application/json', 'Content-Type': 'application/json' };
    init.body = JSON.stringify(body ?? {});
  }
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, init);
  } catch {
    throw new ApiClientError(0, 'network_error', NETWORK_MESSAGE);
  }
  const json = await readJson(response);
  const failed =
    !response.ok ||
    (typeof json === 'object' &&
      json !== null &&
      (json as { success?: unknown }).success === false);
  if (failed) throw toApiClientError(response.status, json);
  const result = schema.safeParse(json);
  if (!result.success) {
    throw new ApiClientError(response.status, 'invalid_response', messages.somethingWentWrong);
  }
  return result.data;
}
