export { createApp, SERVER_VERSION } from './app.ts';
export { loadConfig, ConfigError, type Config } from './config.ts';
export { openDatabase, databaseLocation, type Database, type DatabaseHandle } from './db/database.ts';
export { prepareDatabase } from './seed/prepare-database.ts';
export { createServerContext, type ServerContext } from './server-context.ts';
