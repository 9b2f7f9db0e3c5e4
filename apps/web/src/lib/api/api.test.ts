import { messages } from '@acp/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '@/app/store';
import { journeyApi } from '@/features/journey/api/journey-api';
import { buildUser, jsonResponse } from '@/test/factories';
import { cachedUser } from '@/test/render';
import { getErrorMessage } from '../api-error';
import { toast } from '../toast';
import { userApi } from './user-api';

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);
afterEach(() => {
  fetchMock.mockReset();
  vi.restoreAllMocks();
});

const unauthorized = () =>
  jsonResponse({ success: false, code: 'unauthorized', message: messages.notLoggedIn }, 401);

function loggedInStore() {
  const store = createAppStore({ auth: { isloggedIn: true } });
  store.dispatch(
    userApi.util.upsertQueryEntries([
      { endpointName: 'currentUser', arg: undefined, value: { success: true, user: buildUser() } },
    ]),
  );
  return store;
}

describe('the API slice', () => {
  it('ends the session on a 401 from any call and says "Please login" once', async () => {
    const warning = vi.spyOn(toast, 'warning');
    fetchMock.mockImplementation(() => Promise.resolve(unauthorized()));
    const store = loggedInStore();
    await store.dispatch(journeyApi.endpoints.progressStatus.initiate());
    expect(store.getState().auth.isloggedIn).toBe(false);
    expect(warning).toHaveBeenCalledTimes(1);
    expect(warning).toHaveBeenCalledWith(messages.loginToAccess, { toastId: 'login-required' });
    // Once logged out, a second refusal says nothing more.
    await store.dispatch(
      journeyApi.endpoints.progressStatus.initiate(undefined, { forceRefetch: true }),
    );
    expect(warning).toHaveBeenCalledTimes(1);
  });

  it('keeps the session through a network failure and a refused password', async () => {
    const store = loggedInStore();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const offline = await store.dispatch(journeyApi.endpoints.progressStatus.initiate());
    expect(offline.error).toMatchObject({ status: 0, code: 'network_error' });
    fetchMock.mockResolvedValueOnce(
      jsonResponse(
        { success: false, code: 'invalid_credentials', message: messages.invalidCredentials },
        401,
      ),
    );
    await store.dispatch(journeyApi.endpoints.selectCareer.initiate('Doctor'));
    expect(store.getState().auth.isloggedIn).toBe(true);
  });

  it('puts saved answers and a new result into the cached user at once', async () => {
    const store = loggedInStore();
    const qnaArray = [{ question: 'Q1', answer: 'A1' }];
    // The app always watches the user (the root layout); the refetch it triggers stays pending.
    void store.dispatch(userApi.endpoints.currentUser.initiate());
    fetchMock
      .mockResolvedValueOnce(
        jsonResponse({ success: true, message: 'Saved', support: null, day1: qnaArray }),
      )
      .mockReturnValue(new Promise<Response>(() => undefined));
    await store.dispatch(journeyApi.endpoints.submitAnswers.initiate({ day: 'day1', qnaArray }));
    const cached = cachedUser(store);
    expect(cached?.quesAns.day1).toEqual(qnaArray);
  });
});

describe('getErrorMessage', () => {
  it('never shows a raw error to a person', () => {
    const chunkFailure = new TypeError('Failed to fetch dynamically imported module: /x.js');
    expect(getErrorMessage(chunkFailure)).toBe(messages.somethingWentWrong);
    expect(getErrorMessage({ status: 400, code: 'bad', message: 'Name is required' })).toBe(
      'Name is required',
    );
  });
});
