import { defineConfig } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import { chromiumArgs, chromiumPath } from './tools/chromium.ts';
import { hostVitePlugins } from './packages/host/vite-plugins.ts';
import { WIDGET_OPTIMIZE_DEPS_EXCLUDE, widgetVitePlugins } from './packages/widget/vite-plugins.ts';

/**
 * Four projects:
 * - `unit`: every `*.test.ts` beside the code, in Node, with coverage (core ≥ 90 % lines).
 * - `browser`: core's suite again in real Chromium, proving core needs nothing from Node.
 * - `widget`: the planner element and its stores (`*.test.tsx`) in real Chromium.
 * - `host`: the app's layouts, pages and navigation (`*.test.tsx`) in real Chromium.
 */
export default defineConfig({
  test: {
    coverage: {
      provider: 'v8',
      include: ['packages/core/src/**/*.ts'],
      exclude: ['**/*.test.ts', '**/index.ts', '**/test-support/**'],
      reporter: ['text-summary', 'json-summary'],
      thresholds: {
        'packages/core/src/**': { lines: 90 },
      },
    },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts'],
          environment: 'node',
          // CI runs on two shared cores: generous per-test time, while benchmarks hold the speed targets.
          testTimeout: 30_000,
          // Both cores: vitest's default is one worker fewer than the cores (one, here), and most files wait
          // on a database or a child server as often as they compute (22 → 15.6 min for this project).
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'browser',
          include: ['packages/core/src/**/*.test.ts'],
          exclude: ['**/*.data.test.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: chromiumPath(), args: chromiumArgs } }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
      {
        // Rooted at the widget so Vite resolves React and MUI from the widget's own dependencies.
        root: 'packages/widget',
        plugins: widgetVitePlugins(),
        // Scan every source file up front, so a first run does not re-optimize and reload mid-test.
        optimizeDeps: { exclude: WIDGET_OPTIMIZE_DEPS_EXCLUDE, entries: ['src/**/*.{ts,tsx}'] },
        test: {
          name: 'widget',
          include: ['src/**/*.test.tsx'],
          testTimeout: 30_000,
          // A user-visible change after a click or an attribute may take more than vitest's default second
          // on two loaded CI cores; a change that never comes still fails, only later.
          expect: { poll: { timeout: 10_000 } },
          browser: {
            enabled: true,
            // One file at a time: the tests type and click like a user, and files running side by side
            // would take the keyboard focus from one another.
            fileParallelism: false,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: chromiumPath(), args: chromiumArgs } }),
            instances: [{ browser: 'chromium' }],
            screenshotDirectory: '../../test-results/widget-screenshots',
          },
        },
      },
      {
        // Rooted at the app so Vite resolves React, MUI and react-router from the app's own dependencies.
        root: 'packages/host',
        plugins: hostVitePlugins(),
        // The planner pages mount the widget's map: maplibre-gl must not be pre-bundled (its worker). The
        // admin's sources are scanned too: a dependency only they import, found after the tests started, made
        // Vite re-optimise and reload the page under a running test (every test of the file then timed out).
        optimizeDeps: {
          exclude: WIDGET_OPTIMIZE_DEPS_EXCLUDE,
          entries: ['src/**/*.{ts,tsx}', '../admin/src/**/*.{ts,tsx}'],
        },
        test: {
          name: 'host',
          include: ['src/**/*.test.tsx'],
          // The first test of a file loads the app, the planner or react-admin anew: room for a loaded CI machine.
          testTimeout: 60_000,
          // A user-visible change after a click or an attribute may take more than vitest's default second
          // on two loaded CI cores; a change that never comes still fails, only later.
          expect: { poll: { timeout: 10_000 } },
          browser: {
            enabled: true,
            fileParallelism: false,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: chromiumPath(), args: chromiumArgs } }),
            instances: [{ browser: 'chromium' }],
            screenshotDirectory: '../../test-results/host-screenshots',
          },
        },
      },
    ],
  },
});
