import { parseArgs } from 'node:util';
import { FAKE_SEM_PARAR_CREDENTIALS, startFakeSemParar } from './fake-sem-parar.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8899' },
    fare: { type: 'string', multiple: true, default: [] },
    'default-fare': { type: 'string' },
  },
});
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`--port inválida: ${values.port}`);
  process.exit(2);
}
const fares: Record<string, number> = {};
for (const pair of values.fare) {
  const [code, fare] = pair.split('=');
  if (code === undefined || fare === undefined || !Number.isFinite(Number(fare))) {
    console.error(`--fare deve ser CÓDIGO=VALOR, recebido: ${pair}`);
    process.exit(2);
  }
  fares[code] = Number(fare);
}
const defaultFare = values['default-fare'] === undefined ? undefined : Number(values['default-fare']);
if (defaultFare !== undefined && !Number.isFinite(defaultFare)) {
  console.error(`--default-fare deve ser um número, recebido: ${values['default-fare']}`);
  process.exit(2);
}
const fake = await startFakeSemParar({ port, fares, ...(defaultFare === undefined ? {} : { defaultFare }) });
console.log(fake.url);
console.log(
  `credenciais: cnpj ${FAKE_SEM_PARAR_CREDENTIALS.cnpj}, login ${FAKE_SEM_PARAR_CREDENTIALS.login}, senha ${FAKE_SEM_PARAR_CREDENTIALS.password}`,
);
const stop = (): void => void fake.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
