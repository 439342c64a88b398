import { sql } from 'drizzle-orm';
import type { RoutingGraph } from '@freight/routing';
import type { Database } from '../db/database.ts';
import { tollPlazaPlacements } from '../db/schema.ts';
import type { Logger } from '../logging/logger.ts';
import { PLAZA_SENTIDOS, placePlazas, plazaPlacementSchema } from '../tolls/index.ts';
import type { KmMarkers, PlazaPlacement, PlazaSentido, PlazaToPlace } from '../tolls/index.ts';
import type { PlazaRow, StoredPlacementRow } from './load-reference-rows.ts';

/** What {@link placeMissingPlazas} works with. */
export interface PlaceMissingPlazasInput {
  db: Database;
  graph: RoutingGraph;
  graphId: string;
  /** Every active plaza. */
  plazas: readonly PlazaRow[];
  /** The placements stored for `graphId`. */
  stored: readonly StoredPlacementRow[];
  /** Km-marked ways of the graph's OSM source, when that file is at hand. */
  kmMarkers: () => Promise<KmMarkers | undefined>;
  logger: Logger;
}

/** The plaza as `placePlazas` reads it. */
export function plazaToPlace(row: PlazaRow): PlazaToPlace {
  const direction = (row.direction ?? '').trim().toLowerCase();
  return {
    id: row.id,
    nome: row.name,
    rodovia: row.road,
    uf: row.uf,
    km: row.km,
    lat: row.lat,
    lng: row.lng,
    sentido: (PLAZA_SENTIDOS as readonly string[]).includes(direction) ? (direction as PlazaSentido) : null,
    free_flow: row.free_flow,
  };
}

/**
 * The placement of every active plaza on the current graph, one per plaza in `plazas` order: the stored
 * one when there is a valid one for this graph; the others (new plazas, plazas an admin moved, whose
 * placement was dropped, or a new graph) are placed now with `placePlazas` over all plazas together (the
 * km direction of a plaza is inferred from its neighbours) and written back. Only the missing ones are
 * taken from the new placing and written: the stored rows, made by the data import, stay as they are.
 * A failed write is logged; the placements are used all the same.
 */
export async function placeMissingPlazas(input: PlaceMissingPlazasInput): Promise<PlazaPlacement[]> {
  const valid = new Map<string, PlazaPlacement>();
  for (const row of input.stored) {
    const parsed = plazaPlacementSchema.safeParse(row.placement);
    if (parsed.success && parsed.data.plazaId === row.plaza_id) valid.set(row.plaza_id, parsed.data);
  }
  const missing = input.plazas.filter((plaza) => !valid.has(plaza.id));
  if (missing.length === 0) return input.plazas.map((plaza) => valid.get(plaza.id)!);
  const started = performance.now();
  const placed = placePlazas(input.graph, input.plazas.map(plazaToPlace), {
    kmMarkers: await input.kmMarkers(),
  });
  const fresh = new Map(placed.map((placement) => [placement.plazaId, placement]));
  input.logger.info('toll plazas placed on the routing graph', {
    graph_id: input.graphId,
    placed: missing.length,
    ms: Math.round(performance.now() - started),
  });
  try {
    const rows = missing.map((plaza) => ({
      plaza_id: plaza.id,
      graph_id: input.graphId,
      placement: fresh.get(plaza.id)!,
    }));
    for (let start = 0; start < rows.length; start += 500) {
      await input.db
        .insert(tollPlazaPlacements)
        .values(rows.slice(start, start + 500))
        .onConflictDoUpdate({
          target: tollPlazaPlacements.plaza_id,
          set: {
            graph_id: sql`excluded.graph_id`,
            placement: sql`excluded.placement`,
            updated_at: new Date(),
          },
        });
    }
  } catch (error) {
    input.logger.warn('could not store toll plaza placements', {
      graph_id: input.graphId,
      error: error instanceof Error ? error.message : String(error),
    });
  }
  return input.plazas.map((plaza) => valid.get(plaza.id) ?? fresh.get(plaza.id)!);
}
