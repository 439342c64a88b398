import { defineConfig } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import { chromiumArgs, chromiumPath } from './tools/chromium.ts';

/**
 * Two projects:
 * - `unit`: every `*.test.ts` beside the code, in Node, with coverage (core ≥ 90 % lines).
 * - `browser`: core's suite again in real Chromium, proving core needs nothing from Node.
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
    ],
  },
});
