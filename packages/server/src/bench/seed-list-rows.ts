/**
 * Seeds a PGlite data folder for a browser bench of an admin list (the host's admin bench): migrations and
 * the demo data, then `--rows` rows of `--list` (plates or shippers) in the demo company, straight into
 * the table, 1,000 per insert. Prints one JSON line `{ list, rows }` (the company's rows of that list).
 *
 * Usage: tsx src/bench/seed-list-rows.ts --data-dir <folder> --list plates|shippers --rows 10000
 * --demo-password <password>
 */
import { benchArgs } from '@freight/bench-tools';
import { count, eq } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import type { Database } from '../db/database.ts';
import { companies, plates, shippers, vehicleTypes } from '../db/schema.ts';
import { createLogger } from '../logging/logger.ts';
import { DEMO_COMPANY_CNPJ } from '../seed/demo-data.ts';
import { prepareDatabase } from '../seed/prepare-database.ts';

const values = benchArgs(
  {
    'data-dir': { type: 'string' },
    list: { type: 'string', default: 'plates' },
    rows: { type: 'string', default: '10000' },
    'demo-password': { type: 'string' },
  },
  'Opções: --data-dir <pasta> --list plates|shippers --rows 10000 --demo-password <senha>',
);

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const BATCH = 1000;

/** The i-th bench plate: Mercosul `X??9?99`, unique for i < 26³ · 10 (no demo plate starts with X). */
function plateText(i: number): string {
  const letter = (n: number) => LETTERS[n % 26] as string;
  const digits = String(i % 100).padStart(2, '0');
  return `X${letter(Math.floor(i / 260))}${letter(Math.floor(i / 10))}${i % 10}${letter(Math.floor(i / 6760))}${digits}`;
}

/** How each list's rows are made and counted. */
const LISTS = {
  async plates(db: Database, companyId: number, rows: number) {
    const types = await db.select({ id: vehicleTypes.id }).from(vehicleTypes);
    for (let start = 0; start < rows; start += BATCH) {
      const batch = Array.from({ length: Math.min(BATCH, rows - start) }, (_, k) => {
        const i = start + k;
        return {
          company_id: companyId,
          plate: plateText(i),
          vehicle_type_id: types[i % types.length]?.id ?? null,
          brand: ['Volvo', 'Scania', 'Mercedes-Benz', 'DAF', 'Iveco'][i % 5] as string,
          model: `Modelo ${i % 37}`,
          category: 'truck',
          axis: 2 + (i % 8),
          rear_wheel_type: i % 2 === 0 ? 'Dupla' : 'Simples',
        };
      });
      await db.insert(plates).values(batch);
    }
    const [found] = await db.select({ n: count() }).from(plates).where(eq(plates.company_id, companyId));
    return found?.n ?? 0;
  },
  async shippers(db: Database, companyId: number, rows: number) {
    for (let start = 0; start < rows; start += BATCH) {
      const batch = Array.from({ length: Math.min(BATCH, rows - start) }, (_, k) => {
        const n = String(start + k + 1).padStart(5, '0');
        return { company_id: companyId, document: `9${n.padStart(13, '0')}`, name: `Embarcador ${n}` };
      });
      await db.insert(shippers).values(batch);
    }
    const [found] = await db.select({ n: count() }).from(shippers).where(eq(shippers.company_id, companyId));
    return found?.n ?? 0;
  },
} as const;

async function main(): Promise<void> {
  const dataDir = values['data-dir'];
  const list = values.list as string;
  if (!dataDir || !Object.hasOwn(LISTS, list))
    throw new Error('--data-dir and --list plates|shippers are required');
  const handle = await openDatabase({ driver: 'pglite', dataDir: `${dataDir}/db` });
  try {
    const config = loadConfig({
      DATA_DIR: dataDir,
      DEMO_PASSWORD: values['demo-password'],
      LOG_LEVEL: 'silent',
    });
    await prepareDatabase(handle, { config, logger: createLogger('silent'), print: () => undefined });
    const [company] = await handle.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.cnpj, DEMO_COMPANY_CNPJ));
    if (!company) throw new Error('demo company missing');
    const rows = await LISTS[list as keyof typeof LISTS](handle.db, company.id, Number(values.rows));
    console.log(JSON.stringify({ list, rows }));
  } finally {
    await handle.close();
  }
}

await main();
