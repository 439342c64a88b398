import { parseArgs } from 'node:util';
import { PLATE_CHECK_PROVIDERS } from '@freight/core';
import type { PlateCheckProvider } from '@freight/core';
import { FAKE_TARGET_CREDENTIALS, startFakeTarget } from './fake-target.ts';

/**
 * A local fake of Target's `ConsultarSituacaoVeiculoTAG` for demos:
 * `tsx fake-target-main.ts --port 8898 --tag ABC1D23=semparar,veloe --delay 20`.
 */
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8898' },
    tag: { type: 'string', multiple: true, default: [] },
    delay: { type: 'string', default: '0' },
  },
});
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`--port inválida: ${values.port}`);
  process.exit(2);
}
const delayMs = Number(values.delay);
if (!Number.isFinite(delayMs) || delayMs < 0) {
  console.error(`--delay deve ser um número de milissegundos, recebido: ${values.delay}`);
  process.exit(2);
}
const isProvider = (name: string): name is PlateCheckProvider =>
  (PLATE_CHECK_PROVIDERS as readonly string[]).includes(name);
const tags = new Map<string, Set<PlateCheckProvider>>();
for (const pair of values.tag) {
  const [plate, list] = pair.split('=');
  const providers = (list ?? '').split(',').map((name) => name.trim().toLowerCase());
  if (!plate || !providers.every(isProvider)) {
    console.error(`--tag deve ser PLACA=${PLATE_CHECK_PROVIDERS.join(',')}, recebido: ${pair}`);
    process.exit(2);
  }
  tags.set(plate.toUpperCase(), new Set(providers.filter(isProvider)));
}
const fake = await startFakeTarget({ port, delayMs });
for (const [plate, providers] of tags) fake.state.tags.set(plate, providers);
console.log(fake.url);
console.log(`credenciais: login ${FAKE_TARGET_CREDENTIALS.login}, senha ${FAKE_TARGET_CREDENTIALS.password}`);
const stop = (): void => void fake.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
