export { createApp, SERVER_VERSION } from './app.ts';
export { loadConfig, ConfigError, type Config } from './config.ts';
