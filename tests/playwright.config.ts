import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { THIRD_PARTY_ORIGIN } from '../packages/widget/bench/third-party-page.ts';
import { chromiumArgs, chromiumPath } from '../tools/chromium.ts';

const port = Number(process.env['E2E_PORT'] ?? 8797);
/** A fresh data folder per run: a new embedded database, seeded with the demo data and the shared datasets. */
const dataDir = process.env['E2E_DATA_DIR'] ?? mkdtempSync(join(tmpdir(), 'freight-e2e-'));

/** End-to-end tests: the real server (serving the built host app) driven through Debian's Chromium. */
export default defineConfig({
  testDir: '.',
  testMatch: /.*\.spec\.ts/,
  timeout: 30_000,
  workers: 1,
  reporter: [['list'], ['json', { outputFile: '../test-results/e2e.json' }]],
  outputDir: '../test-results/e2e',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
  webServer: {
    command: 'pnpm --filter @freight/server start',
    cwd: '..',
    url: `http://127.0.0.1:${port}/api/health`,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_PASSWORD: 'demo-e2e-senha',
      // planner.spec.ts embeds the element in a third-party page of this origin
      CORS_ORIGINS: THIRD_PARTY_ORIGIN,
    },
    reuseExistingServer: false,
    // the first start imports the shared data (road graph, plazas, gazetteer): about 15 s, more on a busy machine
    timeout: 240_000,
  },
});
