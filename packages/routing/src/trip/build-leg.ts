import { bearing, encodePolyline, haversineDistance } from '@freight/core';
import type { LatLngTuple, TollNode, ValhallaLeg, ValhallaManeuver } from '@freight/core';
import type { Costing } from '../costing/costing.ts';
import { TRAVEL_TYPE } from '../costing/costing.ts';
import { edgeSpeed } from '../costing/edge-speed.ts';
import { isLinkClass, ROAD_CLASSES } from '../costing/road-class.ts';
import { NODE_TOLL } from '../extract/road-network.ts';
import { FLAG_TOLL } from '../extract/way-attributes.ts';
import type { RoutingGraph } from '../graph/routing-graph.ts';
import type { PathPiece } from '../query/route-path.ts';
import { edgeSlice } from './edge-geometry.ts';
import { instructionPtBr, MANEUVER, turnType } from './instructions-pt-br.ts';

/** How a leg's time is computed: the costing and its `top_speed`. */
export interface LegCosting {
  costing: Costing;
  topSpeed: number;
}

interface PieceInfo {
  edge: number;
  begin: number;
  end: number;
  length: number;
  time: number;
  names: string[];
}

const round3 = (value: number): number => Math.round(value * 1000) / 1000;

/** Street names of an edge as Valhalla lists them: each `ref` of `BR-116;SP-230`, then the `name`. */
export function streetNames(graph: RoutingGraph, edge: number): string[] {
  const names = graph
    .edgeRefText(edge)
    .split(';')
    .map((r) => r.trim())
    .filter(Boolean);
  const name = graph.edgeNameText(edge);
  if (name && !names.includes(name)) names.push(name);
  return names;
}

function pointBearing(points: readonly LatLngTuple[], index: number, step: 1 | -1): number {
  const [lat, lng] = points[index]!;
  for (let i = index + step; i >= 0 && i < points.length; i += step) {
    const [lat2, lng2] = points[i]!;
    if (lat2 !== lat || lng2 !== lng) {
      return step === 1
        ? bearing({ lat, lng }, { lat: lat2, lng: lng2 })
        : bearing({ lat: lat2, lng: lng2 }, { lat, lng });
    }
  }
  return 0;
}

/**
 * A Valhalla trip leg from the edge pieces of a route: shape (precision 6), maneuvers with pt-BR
 * instructions, summary, and the toll booth nodes passed with their shape index and bearing of travel.
 */
export function buildLeg(
  graph: RoutingGraph,
  allPieces: readonly PathPiece[],
  costing: LegCosting,
): ValhallaLeg {
  const moving = allPieces.filter((p) => p.from !== p.to);
  const pieces = moving.length > 0 ? moving : allPieces.slice(0, 1);
  const points: LatLngTuple[] = [];
  const infos: PieceInfo[] = [];
  const tollNodes: TollNode[] = [];
  const passedNodes: { node: number; index: number }[] = [];
  for (let p = 0; p < pieces.length; p++) {
    const piece = pieces[p]!;
    const slice = edgeSlice(graph, piece.edge, piece.from, piece.to);
    const begin = Math.max(0, points.length - 1);
    for (const point of slice) {
      const last = points[points.length - 1];
      if (!last || last[0] !== point[0] || last[1] !== point[1] || points.length === 1) points.push(point);
    }
    if (points.length === 1) points.push(points[0]!);
    const length = graph.edgeLength[piece.edge]! * Math.abs(piece.to - piece.from);
    const speed = edgeSpeed(graph, piece.edge, costing.costing, costing.topSpeed);
    infos.push({
      edge: piece.edge,
      begin,
      end: points.length - 1,
      length,
      time: length / (speed / 3.6),
      names: streetNames(graph, piece.edge),
    });
    const endsAtNode = piece.to === 0 || piece.to === 1;
    if (endsAtNode && p < pieces.length - 1) {
      const node = piece.to === 1 ? graph.edgeTo[piece.edge]! : graph.edgeFrom[piece.edge]!;
      passedNodes.push({ node, index: points.length - 1 });
    }
  }
  if (points.length === 0) points.push([0, 0], [0, 0]);
  for (const { node, index } of passedNodes) {
    if ((graph.nodeFlags[node]! & NODE_TOLL) === 0) continue;
    const direction =
      index < points.length - 1 ? pointBearing(points, index, 1) : pointBearing(points, index, -1);
    tollNodes.push({
      shape_index: index,
      bearing: Math.round(direction * 10) / 10,
      lat: graph.nodeLat[node]!,
      lon: graph.nodeLon[node]!,
      node_id: graph.nodeOsmId[node]!,
    });
  }
  const maneuvers = buildManeuvers(graph, infos, points, costing.costing);
  let minLat = Infinity;
  let minLon = Infinity;
  let maxLat = -Infinity;
  let maxLon = -Infinity;
  for (const [lat, lon] of points) {
    minLat = Math.min(minLat, lat);
    maxLat = Math.max(maxLat, lat);
    minLon = Math.min(minLon, lon);
    maxLon = Math.max(maxLon, lon);
  }
  const length = infos.reduce((sum, i) => sum + i.length, 0);
  const time = infos.reduce((sum, i) => sum + i.time, 0);
  const hasToll = tollNodes.length > 0 || infos.some((i) => (graph.edgeFlags[i.edge]! & FLAG_TOLL) !== 0);
  const hasHighway = infos.some((i) => ROAD_CLASSES[graph.edgeClass[i.edge]!] === 'motorway');
  return {
    maneuvers,
    summary: {
      has_time_restrictions: false,
      has_toll: hasToll,
      has_highway: hasHighway,
      has_ferry: false,
      min_lat: round6(minLat),
      min_lon: round6(minLon),
      max_lat: round6(maxLat),
      max_lon: round6(maxLon),
      time: round3(time),
      length: round3(length / 1000),
      cost: round3(time),
    },
    shape: encodePolyline(points),
    toll_nodes: tollNodes,
  };
}

const round6 = (value: number): number => Math.round(value * 1e6) / 1e6;

function buildManeuvers(
  graph: RoutingGraph,
  infos: readonly PieceInfo[],
  points: readonly LatLngTuple[],
  costing: Costing,
): ValhallaManeuver[] {
  const travelType = TRAVEL_TYPE[costing];
  const maneuvers: ValhallaManeuver[] = [];
  const key = (names: readonly string[]): string => names.join('/');
  let current: (ValhallaManeuver & { lengthM: number }) | null = null;
  const close = (): void => {
    if (!current) return;
    const { lengthM, ...maneuver } = current;
    maneuver.length = round3(lengthM / 1000);
    maneuver.time = round3(maneuver.time);
    maneuvers.push(maneuver);
  };
  infos.forEach((info, i) => {
    if (info.length === 0 && current) return;
    const bearingAfter = pointBearing(points, info.begin, 1);
    const names = info.names;
    const refs = graph
      .edgeRefText(info.edge)
      .split(';')
      .map((r) => r.trim())
      .filter(Boolean);
    const street = refs.length > 0 ? refs.join('/') : graph.edgeNameText(info.edge);
    const toll = (graph.edgeFlags[info.edge]! & FLAG_TOLL) !== 0;
    let type: number = MANEUVER.start;
    if (current) {
      const bearingBefore = pointBearing(points, info.begin, -1);
      const turn = turnType(bearingAfter - bearingBefore);
      const previous = infos[i - 1]!;
      const sameStreet = key(names) === key(previous.names);
      const junction = degree(graph, info, previous) > 2;
      const gentle =
        turn !== MANEUVER.sharpLeft && turn !== MANEUVER.sharpRight && turn !== MANEUVER.uturnLeft;
      if (sameStreet && (gentle || !junction)) {
        current.end_shape_index = info.end;
        current.lengthM += info.length;
        current.time += info.time;
        current.toll = current.toll === true || toll;
        return;
      }
      const fromLink = isLinkClass(graph.edgeClass[previous.edge]!);
      const toLink = isLinkClass(graph.edgeClass[info.edge]!);
      type = turn;
      if (toLink && !fromLink)
        type =
          turn === MANEUVER.continue
            ? MANEUVER.rampStraight
            : turn < MANEUVER.uturnRight
              ? MANEUVER.rampRight
              : MANEUVER.rampLeft;
      else if (fromLink && !toLink && turn === MANEUVER.continue && graph.edgeClass[info.edge]! <= 1)
        type = MANEUVER.merge;
      close();
    }
    current = {
      type,
      instruction: instructionPtBr(type, street, bearingAfter),
      street_names: names,
      bearing_after: Math.round(bearingAfter),
      begin_shape_index: info.begin,
      end_shape_index: info.end,
      length: 0,
      lengthM: info.length,
      time: info.time,
      travel_mode: 'drive',
      travel_type: travelType,
      toll,
    };
  });
  close();
  const last = points.length - 1;
  maneuvers.push({
    type: MANEUVER.destination,
    instruction: instructionPtBr(MANEUVER.destination, '', 0),
    begin_shape_index: last,
    end_shape_index: last,
    length: 0,
    time: 0,
    travel_mode: 'drive',
    travel_type: travelType,
  });
  return maneuvers;
}

/** Number of edges at the node between two consecutive pieces. */
function degree(graph: RoutingGraph, info: PieceInfo, previous: PieceInfo): number {
  const a = [graph.edgeFrom[previous.edge]!, graph.edgeTo[previous.edge]!];
  const node = a.includes(graph.edgeFrom[info.edge]!) ? graph.edgeFrom[info.edge]! : graph.edgeTo[info.edge]!;
  return graph.nodeEdgeOffset[node + 1]! - graph.nodeEdgeOffset[node]!;
}

/** Distance in metres of a decoded shape (for tests and checks). */
export function shapeLength(points: readonly LatLngTuple[]): number {
  let total = 0;
  for (let i = 1; i < points.length; i++) {
    total += haversineDistance(
      { lat: points[i - 1]![0], lng: points[i - 1]![1] },
      { lat: points[i]![0], lng: points[i]![1] },
    );
  }
  return total;
}
