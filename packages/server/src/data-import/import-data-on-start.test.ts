import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.ts';
import { createLogger } from '../logging/logger.ts';
import { openTestDatabase } from '../test-support/test-database.ts';
import { importDataOnStart } from './import-data-on-start.ts';
import { needsDataImport } from './needs-data-import.ts';

describe('importDataOnStart', () => {
  let handle: DatabaseHandle;
  let work: string;
  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'import-on-start-'));
    handle = await openTestDatabase('pglite');
    await handle.migrate();
  }, 60_000);
  afterAll(async () => {
    await handle?.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('prints the failure in Portuguese and logs it, without throwing, so the server still starts', async () => {
    const config = {
      DATA_DIR: join(work, 'data'),
      DATA_SOURCE_DIR: work,
      ROAD_NETWORK_FILE: 'osm/x.osm.pbf',
    };
    const printed: string[] = [];
    const logged: string[] = [];
    expect(await needsDataImport(handle.db, config)).toBe(true);
    await importDataOnStart({
      db: handle.db,
      config,
      logger: createLogger('info', (line) => logged.push(line)),
      print: (line) => printed.push(line),
    });
    expect(printed[0]).toBe(`Importando os dados de referência de ${work} (primeiro início)…`);
    expect(printed.at(-1)).toMatch(
      /^A importação dos dados de referência falhou \(road-graph, states, .*\)\. O servidor inicia assim mesmo; corrija e rode `pnpm data:import`\.$/,
    );
    expect(logged.map((line) => JSON.parse(line) as { level: string; msg: string })).toContainEqual(
      expect.objectContaining({ level: 'error', msg: 'data import failed' }),
    );
    expect(await needsDataImport(handle.db, config)).toBe(true);
  });
});
