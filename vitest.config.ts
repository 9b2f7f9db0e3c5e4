import { defineConfig } from 'vitest/config';

const serverTests = 'apps/server/src/**/*.test.ts';
const slowHooks = { testTimeout: 30_000, hookTimeout: 60_000 };

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
              },
            },
          ]
        : []),
      'apps/web/vitest.config.ts',
    ],
  },
});
