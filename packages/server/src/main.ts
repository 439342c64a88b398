import { serve } from '@hono/node-server';
import { ConfigError, loadConfig } from './config.ts';
import { createApp, hostAppBuilt } from './app.ts';

function start(): void {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  if (!hostAppBuilt(config)) {
    console.warn(`The host app is not built in ${config.APP_DIST}: run \`pnpm build\` first.`);
  }
  const server = serve(
    { fetch: createApp(config).fetch, port: config.PORT, hostname: config.HOST },
    (info) => {
      const host = info.address.includes(':') ? `[${info.address}]` : info.address;
      console.log(`Planejador de rotas pronto em http://${host}:${info.port}/app/`);
    },
  );
  const shutdown = (): void => {
    server.close(() => process.exit(0));
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

start();
