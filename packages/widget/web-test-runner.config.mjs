// @web/test-runner over the BUILT element (dist/, run the widget build first) as an integrator's page
// loads it: a <script type="module"> from the real server's /widget/, which this run starts (PGlite in a
// temporary folder, demo data). Run through `pnpm run test:wtr`, which loads tsx for the TypeScript imports.
import { fileURLToPath } from 'node:url';
import { defaultReporter } from '@web/test-runner';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { freePort } from '@freight/bench-tools';
import { chromiumArgs, chromiumPath } from '../../tools/chromium.ts';
import { jsonResultReporter } from './wtr/json-result-reporter.ts';
import { realServer } from './wtr/real-server-plugin.ts';

const hostname = '127.0.0.1';
const port = Number(process.env.WTR_PORT ?? (await freePort()));
const pageOrigin = `http://${hostname}:${port}`;
const server = realServer({
  pageOrigin,
  demoPassword: 'demo-wtr-senha',
  widgetDist: fileURLToPath(new URL('./dist', import.meta.url)),
  // WTR_DATA_DIR keeps the server's data between runs (while working on the tests): no import the second time
  keptDataDir: process.env.WTR_DATA_DIR || undefined,
});

/** The page of each test file: the element's script from the API's site, then the tests. */
const testRunnerHtml = (testFramework) => `<!doctype html>
<html lang="pt-BR">
  <head><meta charset="utf-8" /></head>
  <body>
    <script type="module" src="${server.url()}/widget/freight-route-planner.js"></script>
    <script type="module" src="${testFramework}"></script>
  </body>
</html>`;

export default {
  files: 'wtr/**/*.wtr.test.js',
  hostname,
  port,
  plugins: [server.plugin],
  testRunnerHtml,
  // one page at a time: the element's tests click and wait for the real server's answers
  concurrency: 1,
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: { executablePath: chromiumPath(), headless: true, args: chromiumArgs },
      async createPage({ context }) {
        // Nothing leaves the machine: only the runner and the real server answer.
        await context.route(
          (url) => url.hostname !== hostname,
          (route) => route.abort('blockedbyclient'),
        );
        return context.newPage();
      },
    }),
  ],
  testFramework: { config: { timeout: 30_000 } },
  testsFinishTimeout: 110_000,
  reporters: [
    defaultReporter(),
    jsonResultReporter(process.env.WTR_RESULT_FILE ?? '../../test-results/wtr.json'),
  ],
};
