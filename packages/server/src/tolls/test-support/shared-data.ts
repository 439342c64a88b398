import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

/** Folder of the shared datasets: `FREIGHT_SHARED_DATA`, else `../shared/data` beside the repository. */
export function sharedDataDir(): string {
  const env = process.env['FREIGHT_SHARED_DATA'];
  if (env) return env;
  return join(fileURLToPath(new URL('../../../../../', import.meta.url)), '..', 'shared', 'data');
}
