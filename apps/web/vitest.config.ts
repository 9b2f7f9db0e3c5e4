import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { icuMessages } from './vite-icu-messages';

export default defineProject({
  plugins: [react(), icuMessages()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    testTimeout: 20_000,
    // One jsdom and one module graph per worker instead of per file (about four times faster):
    // every test renders its own store, and the setup file resets the DOM, stubs and storage.
    isolate: false,
  },
});
