import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServerProcess } from '@freight/bench-tools';
import type { ServerProcess } from '@freight/bench-tools';
import type { TestRunnerPlugin } from '@web/test-runner';

/** Path of the module, served to the test pages, that tells where the real server is. */
export const SERVER_MODULE_PATH = '/wtr/server.js';

/** Path of the blank MapLibre style the tests give the map (no tile leaves the machine). */
export const BLANK_STYLE_PATH = '/wtr/blank-style.json';

/** A background-only MapLibre style: the route layers draw on it without any tile. */
const BLANK_STYLE = {
  version: 8,
  sources: {},
  layers: [{ id: 'background', type: 'background', paint: { 'background-color': '#eef1f4' } }],
};

/** The real server the test pages call, once the plugin has started it. */
export interface RealServer {
  /** `http://127.0.0.1:<port>` (throws before the start). */
  url(): string;
  /** The web-test-runner plugin that starts the server with the runner and stops it after. */
  readonly plugin: TestRunnerPlugin;
}

/**
 * The real server (`packages/server`, PGlite in a fresh temporary `DATA_DIR`, demo data and the shared
 * datasets imported on start) for the tests of the built element: started when web-test-runner starts,
 * stopped (and its folder removed) when it stops. `pageOrigin` — the runner's own origin — is the one
 * site allowed by `CORS_ORIGINS`. The test pages import {@link SERVER_MODULE_PATH}:
 * `export const apiBase, demoPassword, blankMapStyle`.
 */
export function realServer(options: {
  pageOrigin: string;
  demoPassword: string;
  widgetDist: string;
  /** A data folder to keep between runs (its import is reused); default a fresh temporary one. */
  keptDataDir?: string;
}): RealServer {
  let server: ServerProcess | undefined;
  let dataDir: string | undefined;
  const url = (): string => {
    if (!server) throw new Error('the real server has not started');
    return server.url;
  };
  return {
    url,
    plugin: {
      name: 'freight-real-server',
      async serverStart({ logger }) {
        dataDir = options.keptDataDir ?? mkdtempSync(join(tmpdir(), 'freight-wtr-'));
        const started = performance.now();
        server = await startServerProcess({
          dataDir,
          env: {
            DEMO_PASSWORD: options.demoPassword,
            CORS_ORIGINS: options.pageOrigin,
            WIDGET_DIST: options.widgetDist,
            LOG_LEVEL: 'warn',
          },
          timeoutMs: 240_000,
        });
        logger.log(`real server on ${server.url} (${Math.round(performance.now() - started)} ms to start)`);
      },
      async serverStop() {
        await server?.stop('SIGTERM');
        if (dataDir && !options.keptDataDir) rmSync(dataDir, { recursive: true, force: true });
      },
      serve(context) {
        if (context.path === SERVER_MODULE_PATH)
          return {
            type: 'js',
            body: [
              `export const apiBase = ${JSON.stringify(url())};`,
              `export const demoPassword = ${JSON.stringify(options.demoPassword)};`,
              `export const blankMapStyle = ${JSON.stringify(`${options.pageOrigin}${BLANK_STYLE_PATH}`)};`,
            ].join('\n'),
          };
        if (context.path === BLANK_STYLE_PATH) return { type: 'json', body: JSON.stringify(BLANK_STYLE) };
        return undefined;
      },
    },
  };
}
