import {
  userResponseSchema,
  type DraftsResponse,
  type PublicConfig,
  type PublicUser,
} from '@acp/shared';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import appMessages from 'virtual:messages/en';
import consentMessages from 'virtual:messages/en/consent';
import contactMessages from 'virtual:messages/en/contact';
import journeyMessages from 'virtual:messages/en/journey';
import legalMessages from 'virtual:messages/en/legal';
import paymentMessages from 'virtual:messages/en/payment';
import profileMessages from 'virtual:messages/en/profile';
import resultsMessages from 'virtual:messages/en/results';
import hindiAppMessages from 'virtual:messages/hi';
import hindiConsentMessages from 'virtual:messages/hi/consent';
import hindiContactMessages from 'virtual:messages/hi/contact';
import hindiJourneyMessages from 'virtual:messages/hi/journey';
import hindiLegalMessages from 'virtual:messages/hi/legal';
import hindiPaymentMessages from 'virtual:messages/hi/payment';
import hindiProfileMessages from 'virtual:messages/hi/profile';
import hindiResultsMessages from 'virtual:messages/hi/results';
import type { Messages } from '@/lib/i18n/locale';
import { LocaleProvider } from '@/lib/i18n/locale-provider';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { createAppStore, type AppStore, type RootState } from '@/app/store';
import { journeyApi } from '@/features/journey/api/journey-api';
import { useCurrentUser, userApi } from '@/lib/api/user-api';
import { ToastContainer } from '@/lib/toast';

interface RenderOptions {
  /** Extra routes beside the element's own, e.g. the page a redirect lands on. */
  routes?: RouteObject[];
  path?: string;
  /** The first location's path when `path` is a pattern (`/pay/:token`); `path` by default. */
  initialPath?: string;
  /** The query string of the first location, e.g. `?token=…`. */
  search?: string;
  preloadedState?: Partial<RootState>;
  /** A layout route around the element and the extra routes (e.g. the paid-plan layout). */
  layout?: ReactElement;
  /** The history state the first location carries, as a `<Link state>` would set it. */
  state?: unknown;
  /**
   * Logged in as this person, their user already fetched; `null`: logged in, the user not yet
   * fetched. Left out: the persisted flag decides, as in the app.
   */
  user?: PublicUser | null;
  /** The person's drafts, as `GET /form/drafts` gives them (default: none, with a user). */
  drafts?: DraftsResponse['drafts'];
  /** Settings of the deployment's config that differ from the test default (no contact details). */
  config?: Partial<PublicConfig>;
  /** The language shown (English by default). */
  locale?: 'en' | 'hi';
}

/** The app's English messages and every section's, for a screen rendered without its route. */
export const englishMessages = {
  ...appMessages,
  ...journeyMessages,
  ...profileMessages,
  ...contactMessages,
  ...legalMessages,
  ...resultsMessages,
  ...paymentMessages,
  ...consentMessages,
} as Messages;

/** The same in Hindi. */
const hindiMessages = {
  ...hindiAppMessages,
  ...hindiJourneyMessages,
  ...hindiProfileMessages,
  ...hindiContactMessages,
  ...hindiLegalMessages,
  ...hindiResultsMessages,
  ...hindiPaymentMessages,
  ...hindiConsentMessages,
} as Messages;

const testConfig: PublicConfig = {
  success: true,
  googleClientId: null,
  pricePaise: 49_900,
  currency: 'INR',
  unlockDelaySeconds: 86_400,
  paymentProvider: 'sandbox',
  paymentKeyId: null,
  emailOutbox: false,
  contact: { email: null, phone: null, address: null },
  social: [],
};

/** What the app's root layout does on every page: keep the session's user fetched. */
function Session() {
  useCurrentUser();
  return null;
}

/** Renders an element inside a store, a memory router and the toast container. */
export function renderWithApp(element: ReactElement, options: RenderOptions = {}) {
  const {
    routes = [],
    path = '/',
    initialPath = path,
    search = '',
    preloadedState,
    layout,
    state,
    user,
    drafts = {},
    config,
    locale = 'en',
  } = options;
  const store = createAppStore(
    user === undefined ? preloadedState : { ...preloadedState, auth: { isloggedIn: true } },
  );
  // The deployment's config is known at once (no Google sign-in), as after the app's first call.
  store.dispatch(
    userApi.util.upsertQueryEntries([
      { endpointName: 'publicConfig', arg: undefined, value: { ...testConfig, ...config } },
    ]),
  );
  if (user) {
    store.dispatch(
      userApi.util.upsertQueryEntries([
        { endpointName: 'currentUser', arg: undefined, value: { success: true, user } },
      ]),
    );
    store.dispatch(
      journeyApi.util.upsertQueryEntries([
        { endpointName: 'drafts', arg: undefined, value: { success: true, drafts } },
      ]),
    );
  }
  const pages = [{ path, element }, ...routes];
  const router = createMemoryRouter(layout ? [{ element: layout, children: pages }] : pages, {
    initialEntries: [{ pathname: initialPath, search, state }],
  });
  const catalogue = locale === 'hi' ? hindiMessages : englishMessages;
  const view = render(
    <LocaleProvider initial={{ locale, messages: catalogue }}>
      <Provider store={store}>
        <Session />
        <RouterProvider router={router} />
        <ToastContainer />
      </Provider>
    </LocaleProvider>,
  );
  return { ...view, store, router };
}

/** The user in the store's API cache, as the screens see it (asks the server nothing). */
export function cachedUser(store: AppStore): PublicUser | undefined {
  const data = store.getState().api?.queries['currentUser(undefined)']?.data;
  return data === undefined ? undefined : userResponseSchema.parse(data).user;
}

/** `render(ui, { wrapper: InEnglish })`: the app's English messages, for a component alone. */
export function InEnglish({ children }: { children: ReactNode }) {
  return (
    <LocaleProvider initial={{ locale: 'en', messages: englishMessages }}>
      {children}
    </LocaleProvider>
  );
}
