import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { existsSync, readdirSync } from 'node:fs';
import { moduleBoundaries } from './eslint-rules/module-boundaries.js';
import { noApiPaths } from './eslint-rules/no-api-paths.js';

/** The React apps: each keeps features as islands (STYLE.md, "Layout and boundaries"). */
const REACT_APPS = ['apps/web', 'apps/console'];

/** Apps whose every gateway call goes through the contract's endpoints: no API path written by hand. */
const CONTRACT_CLIENT_APPS = ['apps/web', 'apps/console'];

const reactAppConfig = (app) => {
  const featuresDir = `${app}/src/features`;
  const features = existsSync(featuresDir) ? readdirSync(featuresDir) : [];
  return {
    files: [`${app}/**/*.{ts,tsx}`],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((feature) => ({
              target: `./${featuresDir}/${feature}`,
              from: `./${featuresDir}`,
              except: [`./${feature}`],
              message: 'A feature never imports another feature; compose them in src/app.',
            })),
            {
              target: `./${featuresDir}`,
              from: `./${app}/src/app`,
              message: 'Features must not import the app layer.',
            },
            {
              target: `./${app}/src/shared`,
              from: [`./${featuresDir}`, `./${app}/src/app`],
              message: 'Shared code must not import features or the app layer.',
            },
          ],
        },
      ],
    },
  };
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'apps/server/drizzle/**',
      'apps/house-vendor/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.ts', '*.js'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig*.json', 'packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      'no-console': 'error',
    },
  },
  ...REACT_APPS.map(reactAppConfig),
  {
    files: CONTRACT_CLIENT_APPS.map((app) => `${app}/src/**/*.{ts,tsx}`),
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { client: { rules: { 'no-api-paths': noApiPaths } } },
    rules: { 'client/no-api-paths': 'error' },
  },
  {
    // The shared UI kit: React components that run in the browser, with no feature islands.
    files: ['packages/ui/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The house vendor's game pages: a small React app of its own, without feature islands.
    files: ['apps/house-vendor/client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Server modules call each other's services, never their tables or internals (the rule's file says
    // what another module may be imported through), and take time from their injected clock.
    // Tests and test kits may read tables and real time.
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*-testing.ts'],
    plugins: { server: { rules: { 'module-boundaries': moduleBoundaries } } },
    rules: {
      'server/module-boundaries': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='Date'][property.name='now']",
          message: 'Module code takes the time from its injected clock (platform/clock.ts), not Date.now().',
        },
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Module code takes the time from its injected clock (platform/clock.ts), not new Date().',
        },
      ],
    },
  },
  {
    // The platform is what modules build on: it never imports them, save the schema that gathers
    // every table for drizzle.
    files: ['apps/server/src/platform/**/*.ts'],
    ignores: ['apps/server/src/platform/db/schema.ts', '**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/server/src/platform',
              from: './apps/server/src/modules',
              message: 'Platform code must not import modules; pass what it needs in from app.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['**/scripts/**', 'bench/**', '**/main.ts'],
    rules: { 'no-console': 'off' },
  },
);
