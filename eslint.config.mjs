// ESLint (flat config), checked by `npm test` (`npm run lint`): JavaScript's and typescript-eslint's
// recommended rules everywhere, Lit's and Web Components' on the element's sources.
import js from '@eslint/js';
import lit from 'eslint-plugin-lit';
import wc from 'eslint-plugin-wc';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'demo-dist/',
      'storybook-static/',
      'node_modules/',
      'custom-elements.json',
      'coverage/',
      '.scratch/',
      'bench/.scratch/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { window: 'readonly', document: 'readonly', console: 'readonly' } },
    rules: {
      // `_name` says "unused on purpose" here, as TypeScript's noUnusedParameters does.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // Non-null assertions mark what the types cannot say (a pile that a move names exists).
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  { files: ['src/**/*.ts', 'embed/**/*.ts', 'stories/**/*.ts'], ...lit.configs['flat/recommended'] },
  { files: ['src/**/*.ts'], ...wc.configs['flat/recommended'] },
  {
    files: ['**/*.mjs', 'scripts/**', 'bench/**'],
    languageOptions: {
      globals: {
        process: 'readonly',
        Buffer: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
        performance: 'readonly',
        setTimeout: 'readonly',
        navigator: 'readonly',
      },
    },
  },
  // Chai's property assertions (`expect(x).to.exist`) are expressions.
  { files: ['test/**'], rules: { '@typescript-eslint/no-unused-expressions': 'off' } },
  {
    // waitUntil's own 1 s default is a time budget a loaded machine overruns (test/wait.ts)
    files: ['test/**/*.ts'],
    ignores: ['test/wait.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@open-wc/testing',
              importNames: ['waitUntil'],
              message: 'Import waitUntil from test/wait.ts (a time fit for a loaded machine).',
            },
          ],
        },
      ],
    },
  },
);
