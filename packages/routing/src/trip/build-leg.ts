import { haversineDistance } from '@freight/core';
import type { LatLngTuple, TollNode, ValhallaLeg } from '@freight/core';
import type { Costing } from '../costing/costing.ts';
import { edgeSpeed } from '../costing/edge-speed.ts';
import { ROAD_CLASSES } from '../costing/road-class.ts';
import { NODE_TOLL } from '../extract/road-network.ts';
import { FLAG_TOLL } from '../extract/way-attributes.ts';
import type { RoutingGraph } from '../graph/routing-graph.ts';
import type { PathPiece } from '../query/route-path.ts';
import { buildManeuvers } from './build-maneuvers.ts';
import { appendEdgeSlice } from './edge-geometry.ts';
import { encodePolyline6 } from './encode-polyline6.ts';
import { rememberLegShapeColumns } from './leg-shape-columns.ts';
import { LegPieces } from './leg-pieces.ts';
import { ShapeBuffer } from './shape-buffer.ts';
import { shapeBearing } from './shape-bearing.ts';

/** How a leg's time is computed: the costing and its `top_speed`. */
export interface LegCosting {
  costing: Costing;
  topSpeed: number;
}

const round3 = (value: number): number => Math.round(value * 1000) / 1000;
const round6 = (value: number): number => Math.round(value * 1e6) / 1e6;
const MOTORWAY = ROAD_CLASSES.indexOf('motorway');

// Scratch reused by every leg (a router runs one query at a time).
const shape = new ShapeBuffer();
const table = new LegPieces();
let passed = new Int32Array(256);

/**
 * A Valhalla trip leg from the edge pieces of a route: shape (precision 6), maneuvers with pt-BR
 * instructions, summary, and the toll booth nodes passed with their shape index and bearing of travel.
 * The shape is built into a reused typed-array buffer and encoded straight from it.
 */
export function buildLeg(
  graph: RoutingGraph,
  allPieces: readonly PathPiece[],
  costing: LegCosting,
): ValhallaLeg {
  let moving = 0;
  for (const p of allPieces) if (p.from !== p.to) moving++;
  const count = moving > 0 ? moving : Math.min(1, allPieces.length);
  shape.clear();
  table.clear();
  if (passed.length < 2 * count) passed = new Int32Array(4 * count);
  let passedCount = 0;
  let length = 0;
  let time = 0;
  let tollEdge = false;
  let highway = false;
  let taken = 0;
  for (const piece of allPieces) {
    if (moving > 0 ? piece.from === piece.to : taken > 0) continue;
    taken++;
    const edge = piece.edge;
    const begin = Math.max(0, shape.length - 1);
    appendEdgeSlice(graph, edge, piece.from, piece.to, shape);
    if (shape.length === 1) shape.push(shape.lat[0]!, shape.lon[0]!);
    const pieceLength = graph.edgeLength[edge]! * Math.abs(piece.to - piece.from);
    const speed = edgeSpeed(graph, edge, costing.costing, costing.topSpeed);
    const pieceTime = pieceLength / (speed / 3.6);
    table.push(edge, begin, shape.length - 1, pieceLength, pieceTime);
    length += pieceLength;
    time += pieceTime;
    if ((graph.edgeFlags[edge]! & FLAG_TOLL) !== 0) tollEdge = true;
    if (graph.edgeClass[edge] === MOTORWAY) highway = true;
    if ((piece.to === 0 || piece.to === 1) && taken < count) {
      const node = piece.to === 1 ? graph.edgeTo[edge]! : graph.edgeFrom[edge]!;
      if ((graph.nodeFlags[node]! & NODE_TOLL) !== 0) {
        passed[passedCount++] = node;
        passed[passedCount++] = shape.length - 1;
      }
    }
  }
  while (shape.length < 2) shape.push(0, 0);
  const tollNodes: TollNode[] = [];
  for (let k = 0; k < passedCount; k += 2) {
    const node = passed[k]!;
    const index = passed[k + 1]!;
    const direction =
      index < shape.length - 1 ? shapeBearing(shape, index, 1) : shapeBearing(shape, index, -1);
    tollNodes.push({
      shape_index: index,
      bearing: Math.round(direction * 10) / 10,
      lat: graph.nodeLat[node]!,
      lon: graph.nodeLon[node]!,
      node_id: graph.nodeOsmId[node]!,
    });
  }
  const maneuvers = buildManeuvers(graph, table, shape, costing.costing);
  let minLat = Infinity;
  let minLon = Infinity;
  let maxLat = -Infinity;
  let maxLon = -Infinity;
  for (let i = 0; i < shape.length; i++) {
    const lat = shape.lat[i]!;
    const lon = shape.lon[i]!;
    if (lat < minLat) minLat = lat;
    if (lat > maxLat) maxLat = lat;
    if (lon < minLon) minLon = lon;
    if (lon > maxLon) maxLon = lon;
  }
  const decoded = { lat: new Float64Array(shape.length), lng: new Float64Array(shape.length) };
  const leg: ValhallaLeg = {
    maneuvers,
    summary: {
      has_time_restrictions: false,
      has_toll: tollNodes.length > 0 || tollEdge,
      has_highway: highway,
      has_ferry: false,
      min_lat: round6(minLat),
      min_lon: round6(minLon),
      max_lat: round6(maxLat),
      max_lon: round6(maxLon),
      time: round3(time),
      length: round3(length / 1000),
      cost: round3(time),
    },
    shape: encodePolyline6(shape, shape.length, decoded),
    toll_nodes: tollNodes,
  };
  rememberLegShapeColumns(leg, { ...decoded, count: shape.length });
  return leg;
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
