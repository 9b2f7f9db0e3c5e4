import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Role queries are slow in jsdom; on a busy 2-core CI machine the default 1 s wait for
// `findBy…` is too short for a redirect plus a toast, so give async queries more room.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
