import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { icuMessages } from './vite-icu-messages';
import { precompress } from './vite-precompress';

/** The API runs on port 3000 in development; in production one process serves both. */
const API_ORIGIN = process.env.API_ORIGIN ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss(), icuMessages(), precompress()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // The catalogues arrive parsed (vite-icu-messages.ts): the browser needs no ICU parser.
      '@formatjs/icu-messageformat-parser': fileURLToPath(
        new URL(
          '../../node_modules/@formatjs/icu-messageformat-parser/no-parser.js',
          import.meta.url,
        ),
      ),
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: API_ORIGIN } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      treeshake: {
        // @acp/shared only declares constants and schemas, so what the app does not use can go.
        moduleSideEffects: (id) => (id.includes('/packages/shared/') ? false : undefined),
      },
      output: {
        codeSplitting: {
          // zod and the schemas load with the first API call, not with the first paint; the
          // product texts, constants and language list the first paint needs get their own small
          // chunk.
          groups: [
            {
              name: 'texts',
              priority: 2,
              test: /packages[\\/]shared[\\/]src[\\/](messages|constants|duration|i18n[\\/](locales|product-messages))\.ts/,
            },
            {
              name: 'contracts',
              priority: 1,
              // The catalogues' JSON chunks stay their own, and the questions' Hindi wording loads
              // with the questionnaires that show it.
              test: /node_modules[\\/]zod[\\/]|packages[\\/]shared[\\/](?!.*\.json|src[\\/]questions[\\/](hindi|wording))/,
            },
          ],
        },
      },
    },
  },
});
