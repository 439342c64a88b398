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

/** The packages of ours each package may import, by name (docs/architecture.md: dependencies point one way). */
const MAY_IMPORT = {
  core: [],
  routing: ['core'],
  server: ['core', 'routing'],
  widget: ['core'],
  admin: ['core'],
  host: ['core', 'widget', 'admin'],
};

/** Folders whose files no other package may import by path. */
const PACKAGE_FOLDERS = [...Object.keys(MAY_IMPORT), 'bench-tools'];

/**
 * `no-restricted-imports` patterns of the boundary of package `name`: of ours, only the `allowed`
 * packages, by name (their `index.ts` or a subpath export); no file of another package by relative path.
 */
function boundaryPatterns(name, allowed) {
  const others = allowed.length === 0 ? '' : `(?!(?:${allowed.join('|')})(?:/|$))`;
  return [
    {
      regex: `^@freight/${others}`,
      message:
        allowed.length === 0
          ? `${name} imports nothing of ours (dependencies point one way).`
          : `${name} may import only ${allowed.map((other) => `@freight/${other}`).join(', ')} of ours (dependencies point one way).`,
    },
    {
      regex: `(?:^|/)packages/|^(?:\\.\\./)+(?:.*/)?(?:${PACKAGE_FOLDERS.join('|')})/(?:src|bench)/`,
      message: 'Import another package by its name, never its files by path.',
    },
  ];
}

/** The config entry that holds `files` to the boundary of package `name`. */
const boundary = (files, name, allowed = MAY_IMPORT[name]) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: boundaryPatterns(name, allowed) }] },
});

/** Every source file of a folder. */
const sourcesOf = (folder) => [`${folder}/**/*.{ts,tsx,mts,cts,js,mjs,cjs}`];

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
  // Tests and test-support follow their package's boundary too; `tests/` and `examples/` may import anything.
  ...Object.keys(MAY_IMPORT).map((name) => boundary(sourcesOf(`packages/${name}`), name)),
  boundary(sourcesOf('tools/bench-tools'), 'bench-tools', []),
  // The benchmarks and the server's process tests (durability, two processes on one database) start the real
  // server through the shared bench helpers, a private dev-only package that no product code imports.
  boundary(
    [
      'packages/server/src/bench/**/*.{ts,mjs}',
      'packages/server/src/durability.test.ts',
      'packages/server/src/sessions-across-processes.test.ts',
    ],
    'server',
    [...MAY_IMPORT.server, 'bench-tools'],
  ),
  boundary(sourcesOf('packages/host/bench'), 'host', [...MAY_IMPORT.host, 'bench-tools']),
  boundary(
    [
      ...sourcesOf('packages/widget/bench'),
      ...sourcesOf('packages/widget/wtr'),
      'packages/widget/*.config.mjs',
    ],
    'widget',
    [...MAY_IMPORT.widget, 'bench-tools'],
  ),
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
            ...boundaryPatterns('core', MAY_IMPORT.core),
          ],
        },
      ],
    },
  },
  {
    // Tests over the shared data files read them with Node (the browser project leaves them out).
    files: ['packages/core/src/**/*.data.test.ts', 'packages/core/src/test-support/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'no-restricted-imports': ['error', { patterns: boundaryPatterns('core', MAY_IMPORT.core) }],
      'no-restricted-globals': 'off',
    },
  },
  {
    // web-test-runner's tests of the built element run in the browser, under mocha
    files: ['packages/widget/wtr/**/*.js'],
    languageOptions: { globals: { ...globals.browser, ...globals.mocha } },
  },
  {
    files: ['packages/host/src/**/*.{ts,tsx}', 'examples/**/*.{js,ts}'],
    languageOptions: { globals: { ...globals.browser } },
  },
);
