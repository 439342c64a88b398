import { loadConfig } from '../../config.ts';
import { createLogger } from '../../logging/logger.ts';
import { startTestApi } from '../../test-support/test-api.ts';
import type { TestApi, TestServices } from '../../test-support/test-api.ts';
import type { Backend } from '../../test-support/test-database.ts';
import { readKmMarkers } from '../../tolls/index.ts';
import { createRouteServices } from '../route-services.ts';
import type { RouteServices } from '../route-services.ts';
import { loadTinyReferenceData, tinyRouteNetwork } from './tiny-route-network.ts';

/** A test API over the tiny route network, with its route services. */
export interface TinyRouteApi {
  readonly api: TestApi;
  readonly services: RouteServices;
  /** Closes the API (and its database) and the route services. */
  close(): Promise<void>;
}

/**
 * The API of the endpoint tests that calculate routes: route services on one worker over the graph in
 * `dataDir` (`dataDirWithGraph(tinyRouteNetwork.entities)`), the fixture users and companies, the tiny
 * reference data (`loadTinyReferenceData`), the clock at `now`. `env` adds settings; `services` other
 * services of the app (VPO suppliers, …).
 *
 * @example const tiny = await startTinyRouteApi(backend, dataDir, { now: WEDNESDAY }); … await tiny.close();
 */
export async function startTinyRouteApi(
  backend: Backend,
  dataDir: string,
  options: { now: number; env?: Record<string, string>; services?: Omit<TestServices, 'routeServices'> },
): Promise<TinyRouteApi> {
  const config = loadConfig({ DATA_DIR: dataDir, ROUTING_WORKERS: '1', LOG_LEVEL: 'silent' });
  const services = await createRouteServices({
    config,
    logger: createLogger('silent'),
    kmMarkers: await readKmMarkers(tinyRouteNetwork.entities),
  });
  try {
    const api = await startTestApi(
      backend,
      { DATA_DIR: dataDir, TOKEN_TTL_MINUTES: '20000', ...options.env },
      { ...options.services, routeServices: services },
    );
    api.clock.now = options.now;
    await loadTinyReferenceData(api.db);
    return {
      api,
      services,
      async close() {
        await api.close();
        await services.close();
      },
    };
  } catch (error) {
    await services.close();
    throw error;
  }
}
