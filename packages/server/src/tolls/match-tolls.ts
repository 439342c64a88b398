import { bearing, METERS_PER_DEGREE, projectOnSegment, segmentDirection } from '@freight/core';
import type { TollNode } from '@freight/core';
import { placementIndex } from './placement-index.ts';
import type { PlacementIndex } from './placement-index.ts';
import type { PlacedPlaza, PlazaCharge, PlazaPlacement } from './plaza-placement.ts';
import { segmentsNearPoints } from './segments-near-points.ts';
import { tripShape } from './trip-shape.ts';
import type { ShapeLeg, TripShape } from './trip-shape.ts';

/** A trip as {@link matchTolls} reads it: Valhalla legs with polyline6 shapes and our `toll_nodes`. */
export interface TollTrip {
  legs: readonly (ShapeLeg & { toll_nodes?: readonly TollNode[] | undefined })[];
}

/** Options of {@link matchTolls}. */
export interface MatchTollsOptions {
  /** Furthest the route shape may pass from a placed plaza's point, in metres (default 2). */
  toleranceM?: number;
  /** Largest angle between the route and the plaza's road for a pass, in degrees (default 45). */
  maxAngleDeg?: number;
  /** The trip's legs already decoded with `tripShape` (saves decoding them again). */
  shape?: TripShape;
}

/** One pass of the route through a plaza. */
export interface PlazaPass {
  plazaId: string;
  /** Leg of the trip, and index in that leg's decoded shape of the point at or just before the plaza. */
  legIndex: number;
  shapeIndex: number;
  /** The plaza's point on the road. */
  lat: number;
  lng: number;
  /** Metres from the start of the trip to the plaza. */
  distanceM: number;
  /** Direction of travel at the plaza, degrees clockwise from north. */
  bearing: number;
  /** Travel towards increasing (`crescente`) or decreasing km, `null` when the km direction is unknown. */
  kmDirection: 'crescente' | 'decrescente' | null;
  /** The plaza is a gantry without booths. */
  freeFlow: boolean;
  /** The plaza stands on an interchange ramp the graph lacks (see `PlacedPlaza.ramp`). */
  ramp: boolean;
  /** The placement's charged directions. */
  charge: PlazaCharge;
}

/** A charged pass, numbered in route order. */
export interface TollPass extends PlazaPass {
  /** Position of the pass among the charged passes of the trip, 0..n-1 in route order. */
  p_index: number;
}

/** A toll booth node the trip passes that no placed plaza stands on. */
export interface UnlistedTollNode extends TollNode {
  legIndex: number;
}

/** Outcome of {@link matchTolls}. */
export interface TollMatch {
  /** Charged passes in route order (`p_index` 0..n-1); a plaza passed twice appears twice. */
  plazas: TollPass[];
  /**
   * Passes that may pay but are not charged: through a plaza that charges one km direction where that
   * direction is unknown, or by a ramp plaza (whether the route takes the ramp is unknown).
   */
  uncertain: PlazaPass[];
  /** Booths of the trip's `toll_nodes` with no plaza: the plaza list lacks them. */
  unlistedTollNodes: UnlistedTollNode[];
}

/** How far (metres) the route must run on each side of a plaza for a pass (not a turn back at it). */
const CROSSING_M = 0.5;

/**
 * The plazas a trip passes, in route order. A pass is the route crossing a placed plaza's point (on the
 * edge geometry, so on the shape of any route of the same graph through it: within `toleranceM`) while
 * running along the plaza's road (within `maxAngleDeg`), from one side of it to the other. A pass pays when
 * its direction is charged (`charge`); every pass counts, so a plaza crossed again — out and back through a
 * roundabout, or on the way back of a round trip — pays again in each charged direction, while a route
 * that reaches a plaza and turns back before crossing it does not pay. Plazas on a parallel road or the
 * cross road of a junction are not on the shape (or not along it) and are not matched.
 *
 * Cost: one walk over the route's segments, each looked up in a grid over the plazas
 * ({@link PlacementIndex}); pass the index built once instead of the placement list to reuse it.
 *
 * @example matchTolls(placements, trip).plazas.map((p) => p.plazaId)
 */
export function matchTolls(
  placements: readonly PlazaPlacement[] | PlacementIndex,
  trip: TollTrip,
  options: MatchTollsOptions = {},
): TollMatch {
  const index = isPlacementIndex(placements) ? placements : placementIndex(placements);
  const tolerance = options.toleranceM ?? 2;
  const minCos = Math.cos(((options.maxAngleDeg ?? 45) * Math.PI) / 180);
  const shape = options.shape ?? tripShape(trip.legs);
  const near = segmentsNearPoints(index.grid, shape, tolerance);
  const passes: { pass: PlazaPass; order: number }[] = [];
  for (const [order, segments] of near) {
    for (const pass of passesThrough(index.placed[order]!, shape, segments, tolerance, minCos))
      passes.push({ pass, order });
  }
  passes.sort((a, b) => a.pass.distanceM - b.pass.distanceM || a.order - b.order);
  const plazas: TollPass[] = [];
  const uncertain: PlazaPass[] = [];
  for (const { pass } of passes) {
    if (pass.charge === 'uncertain') uncertain.push(pass);
    else plazas.push({ ...pass, p_index: plazas.length });
  }
  const unlistedTollNodes: UnlistedTollNode[] = [];
  trip.legs.forEach((leg, legIndex) => {
    for (const node of leg.toll_nodes ?? []) {
      if (!index.booths.has(Number(node.node_id))) unlistedTollNodes.push({ ...node, legIndex });
    }
  });
  return { plazas, uncertain, unlistedTollNodes };
}

function isPlacementIndex(value: readonly PlazaPlacement[] | PlacementIndex): value is PlacementIndex {
  return !Array.isArray(value);
}

/**
 * Every pass of the shape through one placement, charged or not. Walking the segments that come within
 * `tolerance` of the plaza (among the candidate `segments`, in route order), it follows which side of the
 * plaza (along its road) the route is on; each change of side is a crossing. Leaving the plaza's
 * surroundings forgets the side.
 */
function passesThrough(
  placement: PlacedPlaza,
  shape: TripShape,
  segments: readonly number[],
  tolerance: number,
  minCos: number,
): PlazaPass[] {
  const { lat, lng } = placement;
  const radians = (placement.bearing * Math.PI) / 180;
  const road = [Math.sin(radians), Math.cos(radians)] as const;
  const cosLat = Math.cos((lat * Math.PI) / 180);
  const along = (i: number): number =>
    ((shape.lng[i]! - lng) * cosLat * road[0] + (shape.lat[i]! - lat) * road[1]) * METERS_PER_DEGREE;
  const passes: PlazaPass[] = [];
  let side = 0;
  let lastOff = -1;
  let previousNear = -2;
  for (const i of segments) {
    const near =
      projectOnSegment(lat, lng, shape.lat[i]!, shape.lng[i]!, shape.lat[i + 1]!, shape.lng[i + 1]!)
        .distance <= tolerance;
    if (!near) continue;
    if (previousNear !== i - 1) {
      side = 0;
      const start = along(i);
      if (Math.abs(start) > CROSSING_M) {
        side = Math.sign(start);
        lastOff = i;
      }
    }
    previousNear = i;
    const end = along(i + 1);
    if (Math.abs(end) <= CROSSING_M) continue;
    if (side !== 0 && Math.sign(end) !== side) {
      const pass = passOf(placement, shape, lastOff, i, end > 0, road, minCos);
      if (pass) passes.push(pass);
    }
    side = Math.sign(end);
    lastOff = i + 1;
  }
  return passes;
}

/**
 * The pass of the route crossing the plaza over segments `first`..`last` (`forward`: along the placement's
 * bearing), at the segment nearest the plaza that runs along its road; `null` when none does (a cross
 * road) or when the direction is not charged.
 */
function passOf(
  placement: PlacedPlaza,
  shape: TripShape,
  first: number,
  last: number,
  forward: boolean,
  road: readonly [number, number],
  minCos: number,
): PlazaPass | null {
  let best: { segment: number; t: number; distance: number } | null = null;
  for (let i = first; i <= last; i++) {
    const direction = segmentDirection(shape.lat[i]!, shape.lng[i]!, shape.lat[i + 1]!, shape.lng[i + 1]!);
    if (direction === null || Math.abs(direction[0] * road[0] + direction[1] * road[1]) < minCos) continue;
    const p = projectOnSegment(
      placement.lat,
      placement.lng,
      shape.lat[i]!,
      shape.lng[i]!,
      shape.lat[i + 1]!,
      shape.lng[i + 1]!,
    );
    if (best === null || p.distance < best.distance) best = { segment: i, t: p.t, distance: p.distance };
  }
  if (best === null) return null;
  const { segment, t } = best;
  const distance = shape.along[segment]! + t * (shape.along[segment + 1]! - shape.along[segment]!);
  // a plaza on a shape point (within the rounding of polyline6) is at that point, not before it
  const vertex = shape.along[segment + 1]! - distance <= CROSSING_M ? segment + 1 : segment;
  const travel = bearing(
    { lat: shape.lat[segment]!, lng: shape.lng[segment]! },
    { lat: shape.lat[segment + 1]!, lng: shape.lng[segment + 1]! },
  );
  const charged =
    placement.charge === 'both' ||
    placement.charge === 'uncertain' ||
    (placement.charge === 'forward') === forward;
  if (!charged) return null;
  return {
    plazaId: placement.plazaId,
    legIndex: shape.leg[vertex]!,
    shapeIndex: shape.index[vertex]!,
    lat: placement.lat,
    lng: placement.lng,
    distanceM: Math.round(distance * 10) / 10,
    bearing: Math.round(travel * 10) / 10,
    kmDirection:
      placement.kmSense === 0 ? null : (placement.kmSense === 1) === forward ? 'crescente' : 'decrescente',
    freeFlow: placement.freeFlow,
    ramp: placement.ramp,
    charge: placement.charge,
  };
}
