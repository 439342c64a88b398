import type { RoutingGraph } from '@freight/routing';
import type { EdgeRoadRefs } from './edge-road-refs.ts';
import { walkRoad } from './road-walk.ts';
import type { EdgePosition } from './road-walk.ts';

/** A placed plaza with a km, as evidence of the km direction of its road. */
export interface KmAnchor extends EdgePosition {
  plazaId: string;
  ref: string;
  uf: string;
  km: number;
}

/** Options of {@link inferKmSense}. */
export interface InferKmSenseOptions {
  /** Plazas closer than this in km tell nothing about the direction (default 3). */
  minKmGap?: number;
  /** How far along the road to look for other plazas, in metres (default 400 000). */
  maxWalkM?: number;
  /** How many of the nearest usable plazas vote (default 4). */
  voters?: number;
}

/** The km direction at a plaza inferred from other plazas of its road. */
export interface KmInference {
  /** 1 when the km increases along the edge's direction, -1 when it decreases, 0 undecided. */
  sense: 1 | -1 | 0;
  /** Plazas whose km and position along the road agree with `sense`, and those that disagree. */
  agree: string[];
  disagree: string[];
}

/**
 * Infers the km direction at `subject` from the other plazas of the same road and UF (federal km restart
 * at each state line): walking the road from the subject, a plaza with a higher km reached on one side
 * says the km increases that way. Only plazas at least `minKmGap` km away whose distance along the road is
 * plausible for their km difference (coarse geometry runs 5–10 % short) vote; the nearest `voters` of them
 * decide when at least twice as many agree as disagree.
 *
 * @example inferKmSense(graph, refsOf, anchor, anchors).sense
 */
export function inferKmSense(
  graph: RoutingGraph,
  refsOf: EdgeRoadRefs,
  subject: KmAnchor,
  anchors: readonly KmAnchor[],
  options: InferKmSenseOptions = {},
): KmInference {
  const minKmGap = options.minKmGap ?? 3;
  const others = anchors.filter(
    (a) =>
      a.plazaId !== subject.plazaId &&
      a.ref === subject.ref &&
      a.uf === subject.uf &&
      Math.abs(a.km - subject.km) >= minKmGap,
  );
  if (others.length === 0) return { sense: 0, agree: [], disagree: [] };
  const walk = walkRoad(graph, refsOf, subject.ref, subject, options.maxWalkM ?? 400_000);
  const votes: { plazaId: string; distance: number; sense: 1 | -1 }[] = [];
  for (const other of others) {
    const reach = walk(other);
    if (reach === null) continue;
    const kmMeters = Math.abs(other.km - subject.km) * 1000;
    if (reach.distance > 1.5 * kmMeters + 3000 || reach.distance < 0.5 * kmMeters - 3000) continue;
    votes.push({
      plazaId: other.plazaId,
      distance: reach.distance,
      sense: (other.km > subject.km ? reach.side : -reach.side) as 1 | -1,
    });
  }
  votes.sort((a, b) => a.distance - b.distance);
  const nearest = votes.slice(0, options.voters ?? 4);
  const up = nearest.filter((v) => v.sense === 1).map((v) => v.plazaId);
  const down = nearest.filter((v) => v.sense === -1).map((v) => v.plazaId);
  if (up.length > 0 && up.length >= 2 * down.length) return { sense: 1, agree: up, disagree: down };
  if (down.length > 0 && down.length >= 2 * up.length) return { sense: -1, agree: down, disagree: up };
  return { sense: 0, agree: [], disagree: [...up, ...down] };
}
