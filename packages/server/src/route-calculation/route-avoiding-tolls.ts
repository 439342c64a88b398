import { isValhallaError } from '@freight/routing';
import type { RouteAnswer, RouteQuery, RoutingEngine } from '@freight/routing';
import type { ValhallaRouteResponse } from '@freight/core';
import { matchTolls } from '../tolls/index.ts';
import type { PlacementIndex } from '../tolls/index.ts';

/** Most routings one toll-free search makes (each excludes the plazas the previous route paid). */
export const MAX_AVOID_ROUNDS = 8;

/** Outcome of {@link routeAvoidingTolls}: the answer, and how many plazas its best route still pays. */
export interface AvoidTollsResult {
  answer: RouteAnswer;
  /** Charged plaza passes of the answer's main route (0: toll-free). */
  charged: number;
  /** Search rounds made (not counting the chosen round routed again for its alternates). */
  rounds: number;
}

/**
 * A route that avoids the placed toll plazas when a toll-free path exists. The graph has no toll booth
 * nodes (plazas are placed on ordinary edges), so `toll_booth_penalty` alone changes nothing; instead each
 * round routes with Valhalla's `exclude_locations` set to every plaza a previous route paid, closing the
 * roads under them, until a route pays nothing, the exclusions leave no path, or {@link MAX_AVOID_ROUNDS}
 * is reached. Only plazas a route actually paid are excluded, so a one-direction plaza stays open in its
 * free direction and the list stays short (Valhalla accepts 50 by default). The answer with the fewest
 * charged passes wins (ties: the earlier one, the faster); an error of the first round is the answer.
 * The rounds ask for no alternates (three in four searches take several rounds at country scale, and
 * alternates cost most of a routing); when the query asks for some, the chosen round is routed once more
 * with them, which gives the same best route.
 */
export async function routeAvoidingTolls(
  engine: RoutingEngine,
  query: RouteQuery,
  placements: PlacementIndex,
  signal?: AbortSignal,
): Promise<AvoidTollsResult> {
  const excluded = new Map<string, { lat: number; lon: number }>();
  const search: RouteQuery = { ...query, alternates: 0 };
  let best: { answer: ValhallaRouteResponse; charged: number; query: RouteQuery } | null = null;
  let rounds = 0;
  while (rounds < MAX_AVOID_ROUNDS) {
    rounds += 1;
    const round = excluded.size > 0 ? { ...search, exclude_locations: [...excluded.values()] } : search;
    const answer = await engine.route(round, signal);
    if (isValhallaError(answer)) {
      if (best) break;
      return { answer, charged: 0, rounds };
    }
    const charged = matchTolls(placements, answer.trip).plazas;
    if (!best || charged.length < best.charged) best = { answer, charged: charged.length, query: round };
    if (charged.length === 0) break;
    const before = excluded.size;
    for (const pass of charged) excluded.set(pass.plazaId, { lat: pass.lat, lon: pass.lng });
    if (excluded.size === before) break;
  }
  const chosen = best!;
  if (!query.alternates) return { answer: chosen.answer, charged: chosen.charged, rounds };
  const withAlternates = await engine.route({ ...chosen.query, alternates: query.alternates }, signal);
  if (isValhallaError(withAlternates)) return { answer: chosen.answer, charged: chosen.charged, rounds };
  return {
    answer: withAlternates,
    charged: matchTolls(placements, withAlternates.trip).plazas.length,
    rounds,
  };
}
