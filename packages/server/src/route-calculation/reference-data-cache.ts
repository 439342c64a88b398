import type { Database } from '../db/database.ts';
import type { Logger } from '../logging/logger.ts';
import type { ReferenceDataVersion } from '../reference-data/reference-data-version.ts';
import { placeActivePlazas, plazaToPlace } from '../tolls/index.ts';
import type { PlazaPlacer } from '../tolls/index.ts';
import { loadReferenceRows } from './load-reference-rows.ts';
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
  graphId: string;
  /** Places toll plazas on the graph, off the HTTP thread (a route worker). */
  place: PlazaPlacer;
  /**
   * Age after which a snapshot is refreshed in the background while it keeps being served (other
   * processes sharing the database bump their own counters); default 10 minutes.
   */
  maxAgeMs?: number;
}

/** The reference data of the route calculation, refreshed off the request path. */
export interface ReferenceDataCache {
  /**
   * The snapshot for `ctx`. The first call for a database (start-up warms it) attaches the cache to it:
   * the first snapshot is loaded and, from then on, a refresh starts whenever `ctx.referenceData` changes
   * (an admin write, a CSV import) and when the snapshot is older than `maxAgeMs`. A refresh reads the
   * rows, places new or moved plazas on a route worker and stores their placements. A call never does that
   * work itself: it answers the current snapshot, or waits for the refresh that a change already started,
   * so a calculation made after an acknowledged write sees it.
   */
  get(ctx: ReferenceDataContext): Promise<RouteReferenceData>;
}

interface CacheState {
  data?: RouteReferenceData;
  /** The refresh in progress and the version it reads. */
  refreshing?: { version: number; promise: Promise<RouteReferenceData> };
  /** The version moved while a refresh was reading: refresh again when it ends. */
  again: boolean;
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
    const started = performance.now();
    const { placements, placed } = await placeActivePlazas(ctx.db, {
      graphId: options.graphId,
      place: options.place,
      plazas: rows.plazas.map(plazaToPlace),
      stored: rows.placements,
      onWriteError: (error) =>
        ctx.logger.warn('could not store toll plaza placements', {
          graph_id: options.graphId,
          error: error instanceof Error ? error.message : String(error),
        }),
    });
    if (placed > 0) {
      ctx.logger.info('toll plazas placed on the routing graph', {
        graph_id: options.graphId,
        placed,
        ms: Math.round(performance.now() - started),
      });
    }
    return buildRouteReferenceData(rows, placements, version, ctx.clock());
  }

  function refresh(ctx: ReferenceDataContext, state: CacheState): Promise<RouteReferenceData> {
    if (state.refreshing) {
      if (state.refreshing.version < ctx.referenceData.current) state.again = true;
      return state.refreshing.promise;
    }
    const version = ctx.referenceData.current;
    const promise = load(ctx, version).then(
      (data) => {
        if (!state.data || state.data.version <= data.version) state.data = data;
        return data;
      },
      (error: unknown) => {
        ctx.logger.warn('route reference data refresh failed', {
          error: error instanceof Error ? error.message : String(error),
        });
        throw error;
      },
    );
    state.refreshing = { version, promise };
    const settled = (): void => {
      if (state.refreshing?.promise === promise) state.refreshing = undefined;
      if (state.again) {
        state.again = false;
        refresh(ctx, state).catch(() => undefined);
      }
    };
    promise.then(settled, settled);
    return promise;
  }

  function attach(ctx: ReferenceDataContext): CacheState {
    const state: CacheState = { again: false };
    states.set(ctx.db, state);
    ctx.referenceData.onChange(() => {
      refresh(ctx, state).catch(() => undefined);
    });
    refresh(ctx, state).catch(() => undefined);
    return state;
  }

  /** The snapshot of at least `version`: the current one, or the one the refreshes under way will give. */
  async function atLeast(ctx: ReferenceDataContext, state: CacheState, version: number) {
    for (;;) {
      if (state.data && state.data.version >= version) return state.data;
      // a refresh reading an older version is followed by another (`again`); wait for them in turn
      await (state.refreshing?.promise ?? refresh(ctx, state));
    }
  }

  return {
    get(ctx) {
      const state = states.get(ctx.db) ?? attach(ctx);
      const version = ctx.referenceData.current;
      const data = state.data;
      if (data && data.version >= version) {
        if (ctx.clock() - data.loadedAt > maxAgeMs && !state.refreshing) {
          refresh(ctx, state).catch(() => undefined);
        }
        return Promise.resolve(data);
      }
      return atLeast(ctx, state, version);
    },
  };
}
