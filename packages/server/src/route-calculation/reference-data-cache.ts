import type { RoutingGraph } from '@freight/routing';
import type { Database } from '../db/database.ts';
import type { Logger } from '../logging/logger.ts';
import type { ReferenceDataVersion } from '../reference-data/reference-data-version.ts';
import type { KmMarkers } from '../tolls/index.ts';
import { loadReferenceRows } from './load-reference-rows.ts';
import { placeMissingPlazas } from './place-missing-plazas.ts';
import { buildRouteReferenceData } from './route-reference-data.ts';
import type { RouteReferenceData } from './route-reference-data.ts';

/** What the cache reads of the server context. */
export interface ReferenceDataContext {
  readonly db: Database;
  readonly referenceData: ReferenceDataVersion;
  readonly clock: () => number;
  readonly logger: Logger;
}

/** Options of {@link createReferenceDataCache}. */
export interface ReferenceDataCacheOptions {
  graph: RoutingGraph;
  graphId: string;
  kmMarkers: () => Promise<KmMarkers | undefined>;
  /**
   * Age after which a snapshot is refreshed in the background while it keeps being served (other
   * processes sharing the database bump their own counters); default 10 minutes.
   */
  maxAgeMs?: number;
}

/** The reference data of the route calculation, loaded from the database once per version. */
export interface ReferenceDataCache {
  /**
   * The snapshot for `ctx`: the cached one while `ctx.referenceData.current` has not moved; otherwise
   * (after a write to plazas, tariffs, stations or coefficients) a fresh one, placing new or moved plazas
   * on the graph. Concurrent calls share one load.
   */
  get(ctx: ReferenceDataContext): Promise<RouteReferenceData>;
}

interface CacheState {
  data?: RouteReferenceData;
  loading?: { version: number; promise: Promise<RouteReferenceData> };
}

/**
 * A cache of {@link RouteReferenceData} per database.
 *
 * @example const data = await cache.get(ctx); data.plazas.get('antt-autopista-regis-bittencourt-miracatu')
 */
export function createReferenceDataCache(options: ReferenceDataCacheOptions): ReferenceDataCache {
  const maxAgeMs = options.maxAgeMs ?? 10 * 60_000;
  const states = new WeakMap<Database, CacheState>();

  async function load(ctx: ReferenceDataContext, version: number): Promise<RouteReferenceData> {
    const rows = await loadReferenceRows(ctx.db, options.graphId);
    const placements = await placeMissingPlazas({
      db: ctx.db,
      graph: options.graph,
      graphId: options.graphId,
      plazas: rows.plazas,
      stored: rows.placements,
      kmMarkers: options.kmMarkers,
      logger: ctx.logger,
    });
    return buildRouteReferenceData(rows, placements, version, ctx.clock());
  }

  function start(ctx: ReferenceDataContext, state: CacheState, version: number): Promise<RouteReferenceData> {
    const promise = load(ctx, version).then(
      (data) => {
        if (!state.data || state.data.version <= data.version) state.data = data;
        if (state.loading?.promise === promise) state.loading = undefined;
        return data;
      },
      (error: unknown) => {
        if (state.loading?.promise === promise) state.loading = undefined;
        throw error;
      },
    );
    state.loading = { version, promise };
    return promise;
  }

  return {
    get(ctx) {
      let state = states.get(ctx.db);
      if (!state) {
        state = {};
        states.set(ctx.db, state);
      }
      const version = ctx.referenceData.current;
      const data = state.data;
      if (data && data.version === version) {
        if (ctx.clock() - data.loadedAt > maxAgeMs && !state.loading) {
          start(ctx, state, version).catch((error: unknown) =>
            ctx.logger.warn('route reference data refresh failed', {
              error: error instanceof Error ? error.message : String(error),
            }),
          );
        }
        return Promise.resolve(data);
      }
      if (state.loading && state.loading.version === version) return state.loading.promise;
      return start(ctx, state, version);
    },
  };
}
