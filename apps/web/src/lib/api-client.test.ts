import { messages, messageResponseSchema } from '@acp/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/factories';
import { request } from './api-client';
import { ApiClientError } from './api-error';

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);

afterEach(() => fetchMock.mockReset());

async function failureOf(promise: Promise<unknown>): Promise<ApiClientError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiClientError);
  return error as ApiClientError;
}

describe('request', () => {
  it('sends writes as JSON with cookies, and an empty object when there is no body', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ success: true, message: 'Logout successful' }));
    await expect(request('POST', '/user/signout', messageResponseSchema)).resolves.toEqual({
      success: true,
      message: 'Logout successful',
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/user/signout');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{}' });
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it('sends reads without a body but with cookies', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ success: true, message: 'ok' }));
    await request('GET', '/health', messageResponseSchema);
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init).toMatchObject({ method: 'GET', credentials: 'include' });
    expect(init?.body).toBeUndefined();
  });

  it("turns the server's error envelope into a typed error with its message and fields", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        {
          success: false,
          code: 'validation_error',
          message: 'Check the form',
          fields: { email: 'Bad' },
        },
        422,
      ),
    );
    const error = await failureOf(request('POST', '/user/signup', messageResponseSchema, {}));
    expect(error).toMatchObject({
      status: 422,
      code: 'validation_error',
      message: 'Check the form',
    });
    expect(error.fields).toEqual({ email: 'Bad' });
  });

  it('keeps the code of an unauthorized answer, so callers can end the local session', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        { success: false, code: 'unauthorized', message: 'Please login to continue' },
        401,
      ),
    );
    const error = await failureOf(request('POST', '/user/user', messageResponseSchema));
    expect(error).toMatchObject({
      status: 401,
      code: 'unauthorized',
      message: 'Please login to continue',
    });
  });

  it('treats a 200 carrying success:false as a failure', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ success: false, code: 'conflict', message: 'Taken' }),
    );
    expect(await failureOf(request('POST', '/x', messageResponseSchema))).toMatchObject({
      code: 'conflict',
    });
  });

  it('explains a rate limit even when the body is not JSON', async () => {
    fetchMock.mockResolvedValue(new Response('Too Many Requests', { status: 429 }));
    const error = await failureOf(request('POST', '/user/signin', messageResponseSchema, {}));
    expect(error).toMatchObject({
      status: 429,
      code: 'rate_limited',
      message: messages.tooManyRequests,
    });
  });

  it('reports an unreachable server as a network error', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await failureOf(request('GET', '/config', messageResponseSchema));
    expect(error.code).toBe('network_error');
    expect(error.message).toMatch(/could not reach the server/i);
  });

  it('refuses an answer that does not match its schema', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ success: true }));
    const error = await failureOf(request('GET', '/config', messageResponseSchema));
    expect(error).toMatchObject({ code: 'invalid_response', message: messages.somethingWentWrong });
  });
});
