import type { Locale, Section } from '@acp/shared';
import { use, useMemo, type ComponentType, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import type { Messages } from './locale';
import { useLocale } from './locale-provider';

type Catalogue = Promise<{ default: Record<string, unknown> }>;

/** Each section's catalogue per language, each its own chunk (the imports must be spelt out). */
const loaders: Record<Section, Record<Locale, () => Catalogue>> = {
  journey: {
    en: () => import('virtual:messages/en/journey'),
    hi: () => import('virtual:messages/hi/journey'),
  },
  profile: {
    en: () => import('virtual:messages/en/profile'),
    hi: () => import('virtual:messages/hi/profile'),
  },
  contact: {
    en: () => import('virtual:messages/en/contact'),
    hi: () => import('virtual:messages/hi/contact'),
  },
  legal: {
    en: () => import('virtual:messages/en/legal'),
    hi: () => import('virtual:messages/hi/legal'),
  },
  results: {
    en: () => import('virtual:messages/en/results'),
    hi: () => import('virtual:messages/hi/results'),
  },
  payment: {
    en: () => import('virtual:messages/en/payment'),
    hi: () => import('virtual:messages/hi/payment'),
  },
  consent: {
    en: () => import('virtual:messages/en/consent'),
    hi: () => import('virtual:messages/hi/consent'),
  },
};

/**
 * A loading catalogue, marked as `use()` reads a settled promise (`status`, `value`) once it is
 * in, so a page whose catalogue is already loaded shows at once.
 */
type Tracked = Promise<Messages>;

const loading = new Map<string, Tracked>();

/** A section's messages in a language: loaded once, then the same promise every time. */
export function loadSection(section: Section, locale: Locale): Tracked {
  const key = `${locale}/${section}`;
  let tracked = loading.get(key);
  if (!tracked) {
    const promise: Tracked = loaders[section][locale]().then(
      (module) => module.default as Messages,
    );
    promise.then(
      (value) => {
        void Object.assign(promise, { status: 'fulfilled', value });
      },
      (reason: unknown) => {
        void Object.assign(promise, { status: 'rejected', reason });
        // A failed chunk (a dropped connection) is asked for again next time.
        loading.delete(key);
      },
    );
    tracked = promise;
    loading.set(key, tracked);
  }
  return tracked;
}

/** The language shown, for a route chunk that fetches its section's catalogue beside itself. */
let shown: Locale = 'en';

export function setSectionLocale(locale: Locale): void {
  shown = locale;
}

/**
 * Before the app switches language: every section loaded so far, in the new language, so the page
 * on screen changes language at once rather than waiting on its catalogue.
 */
export async function preloadSections(locale: Locale): Promise<void> {
  const sections = new Set([...loading.keys()].map((key) => key.split('/')[1] as Section));
  await Promise.allSettled([...sections].map((section) => loadSection(section, locale)));
}

/** The app's messages and a section's, for the screens of that section. */
export function SectionMessages({ section, children }: { section: Section; children: ReactNode }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const own = use(loadSection(section, locale));
  const messages = useMemo(() => ({ ...intl.messages, ...own }), [intl.messages, own]);
  return (
    <IntlProvider locale={intl.locale} defaultLocale={intl.defaultLocale} messages={messages}>
      {children}
    </IntlProvider>
  );
}

/**
 * A lazily loaded page with its section's catalogue: both chunks are fetched together, and the
 * page shows once both are in.
 */
export async function withSection<P extends object>(
  section: Section,
  load: Promise<ComponentType<P>>,
): Promise<{ default: ComponentType<P> }> {
  const [Page] = await Promise.all([load, loadSection(section, shown)]);
  function PageWithMessages(props: P) {
    return (
      <SectionMessages section={section}>
        <Page {...props} />
      </SectionMessages>
    );
  }
  return { default: PageWithMessages };
}
