// ESLint looks up the config nearest to each file, so the console's files are linted with this one:
// the root rules, plus what apps/web has (browser globals, React hooks, features as islands).
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import rootConfig from '../../eslint.config.js';

const consoleRoot = fileURLToPath(new URL('.', import.meta.url));
const featuresDir = 'src/features';
const features = existsSync(new URL(featuresDir, import.meta.url))
  ? readdirSync(new URL(featuresDir, import.meta.url))
  : [];

export default [
  ...rootConfig,
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Features are islands: shared -> features -> app (STYLE.md, "Layout and boundaries").
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: consoleRoot,
          zones: [
            ...features.map((feature) => ({
              target: `./${featuresDir}/${feature}`,
              from: `./${featuresDir}`,
              except: [`./${feature}`],
              message: 'A feature never imports another feature; compose them in src/app.',
            })),
            {
              target: `./${featuresDir}`,
              from: './src/app',
              message: 'Features must not import the app layer.',
            },
            {
              target: './src/shared',
              from: [`./${featuresDir}`, './src/app'],
              message: 'Shared code must not import features or the app layer.',
            },
          ],
        },
      ],
    },
  },
];
