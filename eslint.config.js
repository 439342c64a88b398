import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

/** Globals that core must never touch: they are injected (SPEC: fetch, clock and storage are passed in). */
const browserOnlyGlobals = [
  'window',
  'document',
  'localStorage',
  'sessionStorage',
  'indexedDB',
  'navigator',
  'location',
].map((name) => ({ name, message: 'packages/core takes this as a parameter; it must not read the global.' }));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  {
    files: ['packages/core/src/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-globals': [
        'error',
        ...browserOnlyGlobals,
        { name: 'process', message: 'core is runtime-neutral.' },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*'], message: 'core runs in browsers: no Node-only modules.' },
            { group: ['react', 'react-dom', 'react/*'], message: 'core is framework-free.' },
            { group: ['@freight/*'], message: 'core imports nothing of ours.' },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/core/src/**/*.data.test.ts', 'packages/core/src/test-support/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-restricted-imports': 'off', 'no-restricted-globals': 'off' },
  },
  {
    files: ['packages/host/src/**/*.ts', 'examples/**/*.{js,ts}'],
    languageOptions: { globals: { ...globals.browser } },
  },
);
