import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { plateListVersions, plates } from '../../db/schema.ts';
import { coalescedRead } from './coalesced-read.ts';
import { toPlateRecord } from './plate-record.ts';
import type { PlateRecord } from './plate-record.ts';

/** One company's plates as the cache holds them: ascending by id, as of `version`. */
interface CompanyPlates {
  version: string;
  records: PlateRecord[];
  /** The plates' texts joined by line breaks (one flat string, searched with `indexOf`). */
  haystack: string;
  /** Where the text of `records[i]` starts in `haystack`. */
  starts: Int32Array;
}

/** The index of the record whose text holds `position` of the haystack: the last start ≤ `position`. */
function recordAt(starts: Int32Array, position: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((starts[middle] as number) <= position) low = middle;
    else high = middle - 1;
  }
  return low;
}

/**
 * Indexes of the records whose text contains `text` (which holds no line break), ascending: one
 * `indexOf` per match, resuming after the matching record's text.
 */
function matching(entry: CompanyPlates, text: string): number[] {
  const found: number[] = [];
  const { haystack, starts } = entry;
  for (let position = haystack.indexOf(text); position !== -1;) {
    const index = recordAt(starts, position);
    found.push(index);
    const next = index + 1 < starts.length ? (starts[index + 1] as number) : haystack.length;
    position = haystack.indexOf(text, next);
  }
  return found;
}

/**
 * The plates of each company in memory, for the plate lists (docs/decisions.md): loaded on first use
 * and reloaded when the company's change counter (`plate_list_versions`, raised by triggers on
 * `plates`, so writes of any process and any code path count) has moved. A list then costs one indexed
 * read of the counters, shared by concurrent lists ({@link coalescedRead}), instead of scanning the
 * company's plates twice (count and page).
 */
export interface PlateListCache {
  /**
   * The plates, ascending by id, of `companyIds` (every company when `undefined`) whose text contains
   * `text` (upper-case, unmasked; `''` for all) and that `keep` accepts, as of the counters read now.
   */
  plates(
    companyIds: readonly number[] | undefined,
    text: string,
    keep?: (plate: PlateRecord) => boolean,
  ): Promise<PlateRecord[]>;
}

/** A {@link PlateListCache} over `db`, empty until first asked. */
export function createPlateListCache(db: Database): PlateListCache {
  const companies = new Map<number, CompanyPlates>();
  const loading = new Map<string, Promise<CompanyPlates>>();

  /** The company's plates and counter, read in one statement so both come from the same snapshot. */
  async function load(companyId: number): Promise<CompanyPlates> {
    const counter = db
      .select({ version: plateListVersions.version })
      .from(plateListVersions)
      .where(eq(plateListVersions.company_id, companyId));
    const rows = await db
      .select({ version: sql<string>`coalesce((${counter}), 0)::text`, plate: plates })
      .from(sql`(select 1) as one`)
      .leftJoin(plates, eq(plates.company_id, companyId))
      .orderBy(asc(plates.id));
    const records: PlateRecord[] = [];
    const lines: string[] = [];
    const starts: number[] = [];
    let length = 0;
    for (const row of rows) {
      if (!row.plate) continue;
      records.push(toPlateRecord(row.plate));
      const line = `${row.plate.plate.replace(/\n/g, ' ')}\n`;
      lines.push(line);
      starts.push(length);
      length += line.length;
    }
    const entry: CompanyPlates = {
      version: rows[0]?.version ?? '0',
      records,
      haystack: lines.join(''),
      starts: Int32Array.from(starts),
    };
    companies.set(companyId, entry);
    return entry;
  }

  /** The company's plates at `version`, loading them (once, however many callers wait) when older. */
  function current(companyId: number, version: string): Promise<CompanyPlates> | CompanyPlates {
    const cached = companies.get(companyId);
    if (cached?.version === version) return cached;
    const key = `${companyId}:${version}`;
    let pending = loading.get(key);
    if (!pending) {
      pending = load(companyId).finally(() => loading.delete(key));
      loading.set(key, pending);
    }
    return pending;
  }

  /** The change counters of the companies of `key` (`'*'`: all), read after the call (coalesced). */
  const readCounters = coalescedRead((key: string) => {
    const companyIds = key === '*' ? undefined : key.split(',').map(Number);
    return db
      .select({
        company_id: plateListVersions.company_id,
        version: sql<string>`${plateListVersions.version}::text`,
      })
      .from(plateListVersions)
      .where(companyIds ? inArray(plateListVersions.company_id, companyIds) : undefined);
  });

  return {
    async plates(companyIds, text, keep) {
      if (companyIds?.length === 0) return [];
      const counters = (globalThis as any).__skip ??= await readCounters(companyIds ? [...companyIds].sort((a, b) => a - b).join(',') : '*');
      const found: PlateRecord[] = [];
      for (const counter of counters) {
        const entry = await current(counter.company_id, counter.version);
        const candidates =
          text === ''
            ? entry.records
            : matching(entry, text).map((index) => entry.records[index] as PlateRecord);
        for (const record of candidates) if (!keep || keep(record)) found.push(record);
      }
      return counters.length > 1 ? found.sort((a, b) => a.id - b.id) : found;
    },
  };
}
