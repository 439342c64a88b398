import { serve } from '@hono/node-server';
import { createApp, hostAppBuilt } from './app.ts';
import { resolveJwtSecret } from './auth/jwt-secret.ts';
import { ConfigError, loadProcessConfig } from './config.ts';
import type { Config } from './config.ts';
import { importDataOnStart } from './data-import/import-data-on-start.ts';
import { needsDataImport } from './data-import/needs-data-import.ts';
import { databaseLocation, openDatabase } from './db/database.ts';
import { createGeocoder } from './geocoding/create-geocoder.ts';
import type { Geocoder } from './geocoding/geocoder.ts';
import { createLogger } from './logging/logger.ts';
import type { Logger } from './logging/logger.ts';
import { startRouteServices, warmRouteServices } from './route-calculation/start-route-services.ts';
import { prepareDatabase } from './seed/prepare-database.ts';
import { createServerContext } from './server-context.ts';
import { plateCheckRuntime } from './plate-checks/plate-check-runtime.ts';

const SHUTDOWN_GRACE_MS = 10_000;

function readConfig(): Config {
  try {
    return loadProcessConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** The configured geocoder, or none (address search answers 503) when it cannot start. */
async function startGeocoder(config: Config, logger: Logger): Promise<Geocoder | undefined> {
  try {
    return await createGeocoder(config, config.DATA_DIR);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    logger.error('geocoder unavailable', { reason });
    console.error(`Busca de endereços indisponível: ${reason}`);
    return undefined;
  }
}

async function start(): Promise<void> {
  const config = readConfig();
  const logger = createLogger(config.LOG_LEVEL);
  const jwtSecret = resolveJwtSecret(config);
  const database = await openDatabase(databaseLocation(config));
  try {
    await prepareDatabase(database, { config, logger, print: (text) => console.log(text) });
  } catch (error) {
    await database.close();
    throw error;
  }
  if (config.AUTO_IMPORT && (await needsDataImport(database.db, config))) {
    await importDataOnStart({ db: database.db, config, logger, print: (text) => console.log(text) });
  }
  if (!hostAppBuilt(config)) {
    logger.warn(`The host app is not built in ${config.APP_DIST}: run \`pnpm build\` first.`);
  }
  const routeServices = await startRouteServices({ config, logger });
  const geocoder = await startGeocoder(config, logger);
  const ctx = createServerContext({
    config,
    db: database.db,
    dbDriver: database.driver,
    jwtSecret,
    logger,
    routeServices,
    geocoder,
  });
  warmRouteServices(ctx);
  const app = createApp(ctx);
  const plateChecks = plateCheckRuntime(ctx).processor;
  plateChecks.resume().catch((error: unknown) => {
    logger.error('plate check batches not resumed', {
      error: error instanceof Error ? error.message : String(error),
    });
  });
  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    const host = info.address.includes(':') ? `[${info.address}]` : info.address;
    logger.info('listening', { url: `http://${host}:${info.port}/app/` });
    console.log(`Planejador de rotas pronto em http://${host}:${info.port}/app/`);
  });

  let stopping = false;
  const shutdown = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    logger.info('shutting down', { signal });
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    server.close(() => {
      void Promise.allSettled([
        routeServices?.close(),
        geocoder?.close?.(),
        ctx.fairUse.close(),
        plateChecks.stop(),
      ])
        .then(() => database.close())
        .finally(() => process.exit(0));
    });
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

start().catch((error: unknown) => {
  console.error('Falha ao iniciar o servidor:', error instanceof Error ? error.message : error);
  process.exit(1);
});
