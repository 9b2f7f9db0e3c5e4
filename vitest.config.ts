import { defineConfig } from 'vitest/config';

const serverTests = 'apps/server/src/**/*.test.ts';
const slowHooks = { testTimeout: 30_000, hookTimeout: 60_000 };
// The node suites mock no modules and build their own app and database per test file, so a
// worker may keep the loaded modules (the engine, catalogue and route data) from one file to the
// next: this halves their time.
const sharedModules = { isolate: false };

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['packages/*/src/**/*.test.ts', serverTests],
          env: { TEST_DB_KIND: 'pglite' },
          globalSetup: ['apps/server/src/test/pglite-template.ts'],
          ...slowHooks,
          ...sharedModules,
        },
      },
      // The same server suite again on PostgreSQL when a server is given (CI sets it).
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: 'server-postgres',
                environment: 'node',
                include: [serverTests],
                env: { TEST_DB_KIND: 'postgres' },
                ...slowHooks,
                ...sharedModules,
              },
            },
          ]
        : []),
      'apps/web/vitest.config.ts',
    ],
  },
});
