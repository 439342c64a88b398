import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { RoutingGraph, loadGraph } from '@freight/routing';
import type { Database } from '../db/database.ts';
import { tollPlazaPlacements, tollPlazas } from '../db/schema.ts';
import { graphIdOf } from '../reference-data/graph-id.ts';
import { PLAZA_SENTIDOS, placePlazas, summarizePlacements } from '../tolls/index.ts';
import type { KmMarkers, PlacementSummary, PlazaPlacement, PlazaToPlace } from '../tolls/index.ts';

const INSERT_CHUNK = 200;

const plazaToPlace = z
  .object({
    id: z.string(),
    name: z.string(),
    road: z.string(),
    uf: z.string(),
    km: z.number().nullable(),
    lat: z.number(),
    lng: z.number(),
    // an operator may have typed anything: what is not a known direction charges both ways
    direction: z.enum(PLAZA_SENTIDOS).nullable().catch(null),
    free_flow: z.boolean(),
  })
  .transform((row): PlazaToPlace => ({
    id: row.id,
    nome: row.name,
    rodovia: row.road,
    uf: row.uf,
    km: row.km,
    lat: row.lat,
    lng: row.lng,
    sentido: row.direction,
    free_flow: row.free_flow,
  }));

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
  return rows.map((row) => plazaToPlace.parse(row));
}

/** What {@link updatePlazaPlacements} stored. */
export interface PlazaPlacementUpdate {
  graphId: string;
  placements: PlazaPlacement[];
  summary: PlacementSummary;
}

/**
 * Places every active toll plaza of the database on the routing graph in `graphDir` (`placePlazas`, with
 * the km-marked ways of the graph's OSM source when given) and replaces all rows of
 * `toll_plaza_placements` in one transaction, each with the graph's identity (`graphIdOf`). Unplaced
 * plazas are stored too, with their reason. Call it after the graph or a plaza's position changed.
 *
 * @throws Error when `graphDir` holds no graph.
 */
export async function updatePlazaPlacements(
  db: Database,
  options: { graphDir: string; kmMarkers?: KmMarkers; plazas?: readonly PlazaToPlace[] },
): Promise<PlazaPlacementUpdate> {
  const graphId = graphIdOf(options.graphDir);
  if (graphId === null) throw new Error(`nenhum grafo viário em ${options.graphDir}`);
  const plazas = options.plazas ?? (await activePlazasToPlace(db));
  const graph = new RoutingGraph(loadGraph(options.graphDir));
  const placements = placePlazas(graph, plazas, { kmMarkers: options.kmMarkers });
  await db.transaction(async (tx) => {
    await tx.delete(tollPlazaPlacements);
    for (let start = 0; start < placements.length; start += INSERT_CHUNK) {
      await tx.insert(tollPlazaPlacements).values(
        placements.slice(start, start + INSERT_CHUNK).map((placement) => ({
          plaza_id: placement.plazaId,
          graph_id: graphId,
          placement,
        })),
      );
    }
  });
  return { graphId, placements, summary: summarizePlacements(placements) };
}
