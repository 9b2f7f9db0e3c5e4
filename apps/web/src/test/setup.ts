import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { setProductMessages } from '@/lib/i18n/locale';

// Role queries are slow in jsdom; on a busy 2-core CI machine the default 1 s wait for
// `findBy…` is too short for a redirect plus a toast, so give async queries more room.
configure({ asyncUtilTimeout: 5000 });

// Files share a worker's jsdom (isolate: false in vitest.config.ts): clear what a test left.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  // The language a test switched to: the wording of product messages, and <html lang>.
  setProductMessages(null);
  document.documentElement.lang = 'en';
});
