import { serve } from '@hono/node-server';
import { createApp, hostAppBuilt } from './app.ts';
import { resolveJwtSecret } from './auth/jwt-secret.ts';
import { ConfigError, loadProcessConfig } from './config.ts';
import type { Config } from './config.ts';
import { databaseLocation, openDatabase } from './db/database.ts';
import { createLogger } from './logging/logger.ts';
import { prepareDatabase } from './seed/prepare-database.ts';
import { createServerContext } from './server-context.ts';

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
  if (!hostAppBuilt(config)) {
    logger.warn(`The host app is not built in ${config.APP_DIST}: run \`pnpm build\` first.`);
  }
  const app = createApp(createServerContext({ config, db: database.db, jwtSecret, logger }));
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
      void database.close().finally(() => process.exit(0));
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
