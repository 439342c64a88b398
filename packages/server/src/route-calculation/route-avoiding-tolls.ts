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
  /** Routings made. */
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
 */
export async function routeAvoidingTolls(
  engine: RoutingEngine,
  query: RouteQuery,
  placements: PlacementIndex,
  signal?: AbortSignal,
): Promise<AvoidTollsResult> {
  const excluded = new Map<string, { lat: number; lon: number }>();
  let best: { answer: ValhallaRouteResponse; charged: number } | null = null;
  let rounds = 0;
  while (rounds < MAX_AVOID_ROUNDS) {
    rounds += 1;
    const answer = await engine.route(
      excluded.size > 0 ? { ...query, exclude_locations: [...excluded.values()] } : query,
      signal,
    );
    if (isValhallaError(answer)) {
      if (best) break;
      return { answer, charged: 0, rounds };
    }
    const charged = matchTolls(placements, answer.trip).plazas;
    if (!best || charged.length < best.charged) best = { answer, charged: charged.length };
    if (charged.length === 0) break;
    const before = excluded.size;
    for (const pass of charged) excluded.set(pass.plazaId, { lat: pass.lat, lon: pass.lng });
    if (excluded.size === before) break;
  }
  return { answer: best!.answer, charged: best!.charged, rounds };
}
