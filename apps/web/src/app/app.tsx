import type { Locale } from '@acp/shared';
import { RouterProvider } from 'react-router/dom';
import type { Messages } from '@/lib/i18n/locale';
import { LocaleProvider } from '@/lib/i18n/locale-provider';
import { Providers } from './providers';
import { createAppRouter } from './router';
import { createAppStore } from './store';

const store = createAppStore();
const router = createAppRouter();

/** The whole app: providers around the router, in the language it opens in. */
export function App({ initialLocale }: { initialLocale: { locale: Locale; messages: Messages } }) {
  return (
    <LocaleProvider initial={initialLocale}>
      <Providers store={store}>
        <RouterProvider router={router} />
      </Providers>
    </LocaleProvider>
  );
}
