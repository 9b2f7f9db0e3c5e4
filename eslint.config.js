import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const webNeverImportsServer = {
  group: ['@acp/server', '**/apps/server/**'],
  message: 'web never imports server',
};
const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webTests = ['**/*.test.ts', '**/*.test.tsx'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: [
            '*.js',
            '*.mjs',
            'vitest.config.ts',
            'scripts/*.mjs',
            'scripts/*.ts',
            'apps/*/*.mjs',
          ],
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Fastify plugins are async by contract even when they register routes synchronously.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Tests read untyped JSON answers (`response.json()`); asserting on them is the point.
    files: ['**/*.test.ts', '**/*.test.tsx', '**/e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [webNeverImportsServer] }],
    },
  },
  // The web app's layers: a feature uses components/, lib/, app/ and @acp/shared, never another
  // feature (what two features share moves to lib/ or app/); components/ and lib/ use neither
  // features nor app/. Tests may compose features, as the app's router does.
  ...webFeatures.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    ignores: webTests,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            webNeverImportsServer,
            {
              group: ['@/features/**', `!@/features/${feature}`, `!@/features/${feature}/**`],
              message: `the ${feature} feature imports no other feature: move what they share to lib/ or app/`,
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    ignores: webTests,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            webNeverImportsServer,
            {
              group: ['@/features/**', '@/app/**'],
              message: 'components/ and lib/ are below the features and app/: they import neither',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@acp/web', '**/apps/web/**'], message: 'server never imports web' },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
