import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { tollPlazaPlacements, tollPlazas } from '../db/schema.ts';
import type { PlazaToPlace } from './place-plazas.ts';
import { plazaPlacementSchema } from './plaza-placement.ts';
import type { PlazaPlacement } from './plaza-placement.ts';
import { summarizePlacements } from './summarize-placements.ts';
import type { PlacementSummary } from './summarize-placements.ts';
import { PLAZA_SENTIDOS } from './toll-plaza-records.ts';
import type { PlazaSentido } from './toll-plaza-records.ts';

/**
 * Runs core placement (`placePlazas` on the routing graph, with the km markers of its road network) for a
 * list of plazas. The caller decides where: a route worker (the server: never the HTTP thread), or the
 * data import's own thread.
 */
export type PlazaPlacer = (plazas: readonly PlazaToPlace[]) => Promise<PlazaPlacement[]>;

/** A stored placement row (`placement` not validated yet). */
export interface StoredPlacement {
  plaza_id: string;
  placement: unknown;
}

/** Options of {@link placeActivePlazas}. */
export interface PlaceActivePlazasOptions {
  /** Identity of the routing graph the placements are made on (`graphIdOf`). */
  graphId: string;
  place: PlazaPlacer;
  /**
   * `all`: place every active plaza and replace every stored row, in one transaction (after a new graph
   * or plaza file). `missing` (default): keep the valid stored placements of this graph and place and
   * store only the plazas without one (new plazas, plazas an admin moved, a new graph).
   */
  mode?: 'all' | 'missing';
  /** The active plazas, when the caller already read them (else read here). */
  plazas?: readonly PlazaToPlace[];
  /** The placements stored for `graphId`, when the caller already read them (else read here). */
  stored?: readonly StoredPlacement[];
  /**
   * Called when storing the placements fails; the placements are then returned all the same (they are
   * placed again next time). Without it the failure is thrown.
   */
  onWriteError?: (error: unknown) => void;
}

/** What {@link placeActivePlazas} gives. */
export interface PlacedActivePlazas {
  /** One placement per active plaza, in the order of `plazas` (by id when read here). */
  placements: PlazaPlacement[];
  /** Plazas placed now (the others kept their stored placement). */
  placed: number;
  summary: PlacementSummary;
}

/** The columns of a plaza row that placement reads. */
export type PlazaRowToPlace = Pick<
  typeof tollPlazas.$inferSelect,
  'id' | 'name' | 'road' | 'uf' | 'km' | 'lat' | 'lng' | 'direction' | 'free_flow'
>;

const SENTIDOS: ReadonlySet<string> = new Set(PLAZA_SENTIDOS);

/**
 * A plaza row of the database as placement takes it. An operator may have typed any direction: one that is
 * not a known `sentido` (any case) charges both ways.
 */
export function plazaToPlace(row: PlazaRowToPlace): PlazaToPlace {
  const direction = (row.direction ?? '').trim().toLowerCase();
  return {
    id: row.id,
    nome: row.name,
    rodovia: row.road,
    uf: row.uf,
    km: row.km,
    lat: row.lat,
    lng: row.lng,
    sentido: SENTIDOS.has(direction) ? (direction as PlazaSentido) : null,
    free_flow: row.free_flow,
  };
}

/** The active toll plazas of the database, by id, as placement takes them. */
export async function activePlazasToPlace(db: Database): Promise<PlazaToPlace[]> {
  const rows = await db
    .select({
      id: tollPlazas.id,
      name: tollPlazas.name,
      road: tollPlazas.road,
      uf: tollPlazas.uf,
      km: tollPlazas.km,
      lat: tollPlazas.lat,
      lng: tollPlazas.lng,
      direction: tollPlazas.direction,
      free_flow: tollPlazas.free_flow,
    })
    .from(tollPlazas)
    .where(eq(tollPlazas.active, true))
    .orderBy(asc(tollPlazas.id));
  return rows.map(plazaToPlace);
}

const CHUNK_ROWS = 200;

/**
 * The one entry that puts toll plazas on the routing graph, for the data import, for start-up and for
 * every admin change of plazas (through the route services' reference-data refresh, off the request
 * path). Places all active plazas together with `place` — a plaza's km direction is inferred from its
 * neighbours — and stores the placements with the graph's identity: every row (`mode: 'all'`, one
 * transaction) or only those that had no valid stored placement (`missing`, the default; the rows the
 * data import wrote stay as they are). Unplaced plazas are stored too, with their reason.
 *
 * @example await placeActivePlazas(db, { graphId, place: (plazas) => calculator.place(plazas) })
 */
export async function placeActivePlazas(
  db: Database,
  options: PlaceActivePlazasOptions,
): Promise<PlacedActivePlazas> {
  const mode = options.mode ?? 'missing';
  const plazas = options.plazas ?? (await activePlazasToPlace(db));
  const stored =
    mode === 'all'
      ? []
      : (options.stored ??
        (await db
          .select({ plaza_id: tollPlazaPlacements.plaza_id, placement: tollPlazaPlacements.placement })
          .from(tollPlazaPlacements)
          .where(eq(tollPlazaPlacements.graph_id, options.graphId))));
  const valid = new Map<string, PlazaPlacement>();
  for (const row of stored) {
    const parsed = plazaPlacementSchema.safeParse(row.placement);
    if (parsed.success && parsed.data.plazaId === row.plaza_id) valid.set(row.plaza_id, parsed.data);
  }
  const missing = plazas.filter((plaza) => !valid.has(plaza.id));
  if (missing.length === 0) {
    const placements = plazas.map((plaza) => valid.get(plaza.id)!);
    return { placements, placed: 0, summary: summarizePlacements(placements) };
  }
  const fresh = new Map((await options.place(plazas)).map((placement) => [placement.plazaId, placement]));
  const placements = plazas.map((plaza) => valid.get(plaza.id) ?? fresh.get(plaza.id)!);
  const rows = missing.map((plaza) => ({
    plaza_id: plaza.id,
    graph_id: options.graphId,
    placement: fresh.get(plaza.id)!,
  }));
  try {
    await db.transaction(async (tx) => {
      if (mode === 'all') await tx.delete(tollPlazaPlacements);
      for (let start = 0; start < rows.length; start += CHUNK_ROWS) {
        await tx
          .insert(tollPlazaPlacements)
          .values(rows.slice(start, start + CHUNK_ROWS))
          .onConflictDoUpdate({
            target: tollPlazaPlacements.plaza_id,
            set: { graph_id: options.graphId, placement: sql`excluded.placement`, updated_at: new Date() },
          });
      }
    });
  } catch (error) {
    if (!options.onWriteError) throw error;
    options.onWriteError(error);
  }
  return { placements, placed: missing.length, summary: summarizePlacements(placements) };
}
