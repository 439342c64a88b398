import { asc, eq, inArray, sql } from 'drizzle-orm';
import { coalescedRead } from '../../db/coalesced-read.ts';
import type { Database } from '../../db/database.ts';
import { listeningClient } from '../../db/listening-client.ts';
import { plateListVersions, plates } from '../../db/schema.ts';
import type { Logger } from '../../logging/logger.ts';
import { toPlateRecord } from './plate-record.ts';
import type { PlateRecord } from './plate-record.ts';

/** Channel on which the triggers of `plates` announce `<company_id>:<version>` after each change. */
export const PLATE_LIST_CHANNEL = 'plate_list_versions';

/** One company's plates as the cache holds them: ascending by id, as of `version`. */
interface CompanyPlates {
  version: number;
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
 * The records whose text contains `text` (which holds no line break), ascending: one `indexOf` per
 * match, resuming after the matching record's text.
 */
function matching(entry: CompanyPlates, text: string): PlateRecord[] {
  if (text === '') return entry.records;
  const found: PlateRecord[] = [];
  const { haystack, starts, records } = entry;
  for (let position = haystack.indexOf(text); position !== -1;) {
    const index = recordAt(starts, position);
    found.push(records[index] as PlateRecord);
    const next = index + 1 < starts.length ? (starts[index + 1] as number) : haystack.length;
    position = haystack.indexOf(text, next);
  }
  return found;
}

/**
 * The plates of each company in memory, for the plate lists (docs/decisions.md). A company's plates are
 * loaded on first use and again when its change counter (`plate_list_versions`, raised by triggers on
 * `plates` for writes of any code path or process) has moved. On PGlite the triggers' notifications
 * keep the counters known in memory, so a list reads nothing from the database; on PostgreSQL each list
 * reads the counters (one indexed read, shared by concurrent lists) instead of scanning the plates.
 */
export interface PlateListCache {
  /**
   * The plates, ascending by id, of `companyIds` (every company when `undefined`) whose text contains
   * `text` (upper-case, unmasked; `''` for all) and that `keep` accepts, as fresh as a read made now.
   */
  plates(
    companyIds: readonly number[] | undefined,
    text: string,
    keep?: (plate: PlateRecord) => boolean,
  ): Promise<PlateRecord[]>;
}

/** A {@link PlateListCache} over `db`, empty until first asked; `logger` hears of a failed listen. */
export function createPlateListCache(db: Database, logger: Logger): PlateListCache {
  const companies = new Map<number, CompanyPlates>();
  const loading = new Map<string, Promise<CompanyPlates>>();
  /** The latest counter of each company, kept current by notifications once `listening`. */
  const known = new Map<number, number>();
  /** Whether `known` holds every company that has plates. */
  let knowsAll = false;
  let listening = false;

  const learn = (companyId: number, version: number): void => {
    if (version > (known.get(companyId) ?? -1)) known.set(companyId, version);
  };

  const client = listeningClient(db);
  client
    ?.listen(PLATE_LIST_CHANNEL, (payload) => {
      const [companyId, version] = payload.split(':').map(Number);
      if (Number.isInteger(companyId) && Number.isFinite(version))
        learn(companyId as number, version as number);
    })
    .then(() => {
      listening = true;
    })
    .catch((error: unknown) => {
      logger.warn('plate list notifications unavailable', {
        error: error instanceof Error ? error.message : String(error),
      });
    });

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
      version: Number(rows[0]?.version ?? 0),
      records,
      haystack: lines.join(''),
      starts: Int32Array.from(starts),
    };
    const cached = companies.get(companyId);
    if (!cached || cached.version <= entry.version) companies.set(companyId, entry);
    return entry;
  }

  /** The company's plates at `version` or later, loading them (once for all callers) when older. */
  function current(companyId: number, version: number): Promise<CompanyPlates> | CompanyPlates {
    const cached = companies.get(companyId);
    if (cached && cached.version >= version) return cached;
    const key = `${companyId}:${version}`;
    let pending = loading.get(key);
    if (!pending) {
      pending = load(companyId).finally(() => loading.delete(key));
      loading.set(key, pending);
    }
    return pending;
  }

  /** The counters of the companies of `key` (`'*'`: all), read after the call (coalesced). */
  const readCounters = coalescedRead(async (key: string) => {
    const companyIds = key === '*' ? undefined : key.split(',').map(Number);
    const rows = await db
      .select({
        company_id: plateListVersions.company_id,
        version: sql<string>`${plateListVersions.version}::text`,
      })
      .from(plateListVersions)
      .where(companyIds ? inArray(plateListVersions.company_id, companyIds) : undefined);
    return rows.map((row) => ({ company_id: row.company_id, version: Number(row.version) }));
  });

  /** The counters of `companyIds` (all when `undefined`): from memory when notifications keep them. */
  async function counters(companyIds: readonly number[] | undefined) {
    const wanted = companyIds ?? (knowsAll ? [...known.keys()] : undefined);
    if (listening && wanted?.every((id) => known.has(id))) {
      return wanted.map((id) => ({ company_id: id, version: known.get(id) as number }));
    }
    const wasListening = listening;
    const read = await readCounters(companyIds ? [...companyIds].sort((a, b) => a - b).join(',') : '*');
    if (wasListening) {
      for (const counter of read) learn(counter.company_id, counter.version);
      for (const id of companyIds ?? []) if (!known.has(id)) known.set(id, 0);
      if (!companyIds) knowsAll = true;
    }
    return read;
  }

  return {
    async plates(companyIds, text, keep) {
      if (companyIds?.length === 0) return [];
      const found: PlateRecord[] = [];
      const scope = await counters(companyIds);
      for (const counter of scope) {
        if (counter.version === 0) continue;
        const entry = await current(counter.company_id, counter.version);
        for (const record of matching(entry, text)) if (!keep || keep(record)) found.push(record);
      }
      return scope.length > 1 ? found.sort((a, b) => a.id - b.id) : found;
    },
  };
}
