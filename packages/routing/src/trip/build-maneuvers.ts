import type { ValhallaManeuver } from '@freight/core';
import type { Costing } from '../costing/costing.ts';
import { costingBit, TRAVEL_TYPE } from '../costing/costing.ts';
import { isLinkClass } from '../costing/road-class.ts';
import { FLAG_ROUNDABOUT, FLAG_TOLL } from '../extract/way-attributes.ts';
import type { RoutingGraph } from '../graph/routing-graph.ts';
import { instructionPtBr, MANEUVER, turnType } from './instructions-pt-br.ts';
import type { LegPieces } from './leg-pieces.ts';
import type { ShapeBuffer } from './shape-buffer.ts';
import { clearlyGentleTurn, shapeBearing } from './shape-bearing.ts';
import { instructionStreet, sameStreetNames, streetNames } from './street-names.ts';

const round3 = (value: number): number => Math.round(value * 1000) / 1000;

/** The node where piece `edge` follows piece `previous`. */
function junctionNode(graph: RoutingGraph, previous: number, edge: number): number {
  const from = graph.edgeFrom[edge]!;
  return from === graph.edgeFrom[previous] || from === graph.edgeTo[previous] ? from : graph.edgeTo[edge]!;
}

/** Number of edges at the node where piece `edge` follows piece `previous`. */
function junctionDegree(graph: RoutingGraph, previous: number, edge: number): number {
  const node = junctionNode(graph, previous, edge);
  return graph.nodeEdgeOffset[node + 1]! - graph.nodeEdgeOffset[node]!;
}

const isRoundabout = (graph: RoutingGraph, edge: number): boolean =>
  (graph.edgeFlags[edge]! & FLAG_ROUNDABOUT) !== 0;

/** Whether a vehicle of the costing could leave the roundabout at `node` (a road out that is not the roundabout). */
function hasExit(graph: RoutingGraph, node: number, bit: number): boolean {
  for (let i = graph.nodeEdgeOffset[node]!; i < graph.nodeEdgeOffset[node + 1]!; i++) {
    const e = graph.nodeEdges[i]!;
    if (isRoundabout(graph, e)) continue;
    if (graph.edgeFrom[e] === node && (graph.edgeForward[e]! & bit) !== 0) return true;
    if (graph.edgeTo[e] === node && (graph.edgeBackward[e]! & bit) !== 0) return true;
  }
  return false;
}

/**
 * The maneuvers of a leg in one pass over its pieces: a start, then a new maneuver wherever the street
 * names change or a sharp turn or U-turn is made at a junction (a turn, a ramp onto a `*_link`, a merge
 * from a link onto a motorway or trunk), and the arrival. A roundabout (`junction=roundabout` edges) is
 * one "enter" maneuver (26) naming the exit taken — exits counted at each roundabout node passed where
 * the costing may leave it, the one taken included — then an "exit" maneuver (27) onto the road out.
 * Each carries its pt-BR instruction, street names, shape index range, length (km), time (s) and toll
 * flag.
 */
export function buildManeuvers(
  graph: RoutingGraph,
  pieces: LegPieces,
  shape: ShapeBuffer,
  costing: Costing,
): ValhallaManeuver[] {
  const travelType = TRAVEL_TYPE[costing];
  const bit = costingBit(costing);
  const maneuvers: ValhallaManeuver[] = [];
  let current: ValhallaManeuver | null = null;
  let currentLength = 0;
  /** The open roundabout entry maneuver and the exits passed since it. */
  let entry: ValhallaManeuver | null = null;
  let exits = 0;
  const close = (): void => {
    if (!current) return;
    current.length = round3(currentLength / 1000);
    current.time = round3(current.time);
    maneuvers.push(current);
  };
  for (let i = 0; i < pieces.count; i++) {
    const length = pieces.length[i]!;
    if (length === 0 && current) continue;
    const edge = pieces.edge[i]!;
    const begin = pieces.begin[i]!;
    const toll = (graph.edgeFlags[edge]! & FLAG_TOLL) !== 0;
    let type: number = MANEUVER.start;
    let bearingAfter: number;
    const onRoundabout = isRoundabout(graph, edge);
    if (current && (onRoundabout || isRoundabout(graph, pieces.edge[i - 1]!))) {
      const previous = pieces.edge[i - 1]!;
      if (onRoundabout && isRoundabout(graph, previous)) {
        if (hasExit(graph, junctionNode(graph, previous, edge), bit)) exits++;
        current.end_shape_index = pieces.end[i]!;
        currentLength += length;
        current.time += pieces.time[i]!;
        current.toll = current.toll === true || toll;
        continue;
      }
      if (!onRoundabout && entry) {
        exits++;
        entry.instruction = instructionPtBr(MANEUVER.roundaboutEnter, '', 0, exits);
        entry.roundabout_exit_count = exits;
      }
      entry = null;
      type = onRoundabout ? MANEUVER.roundaboutEnter : MANEUVER.roundaboutExit;
      bearingAfter = shapeBearing(shape, begin, 1);
      close();
    } else if (current) {
      const previous = pieces.edge[i - 1]!;
      const sameStreet = sameStreetNames(graph, previous, edge);
      const junction = junctionDegree(graph, previous, edge) > 2;
      let turn: number = MANEUVER.continue;
      if (!sameStreet || (junction && !clearlyGentleTurn(shape, begin))) {
        bearingAfter = shapeBearing(shape, begin, 1);
        turn = turnType(bearingAfter - shapeBearing(shape, begin, -1));
      } else bearingAfter = 0;
      const gentle =
        turn !== MANEUVER.sharpLeft && turn !== MANEUVER.sharpRight && turn !== MANEUVER.uturnLeft;
      if (sameStreet && (gentle || !junction)) {
        current.end_shape_index = pieces.end[i]!;
        currentLength += length;
        current.time += pieces.time[i]!;
        current.toll = current.toll === true || toll;
        continue;
      }
      const fromLink = isLinkClass(graph.edgeClass[previous]!);
      const toLink = isLinkClass(graph.edgeClass[edge]!);
      type = turn;
      if (toLink && !fromLink)
        type =
          turn === MANEUVER.continue
            ? MANEUVER.rampStraight
            : turn < MANEUVER.uturnRight
              ? MANEUVER.rampRight
              : MANEUVER.rampLeft;
      else if (fromLink && !toLink && turn === MANEUVER.continue && graph.edgeClass[edge]! <= 1)
        type = MANEUVER.merge;
      close();
    } else bearingAfter = shapeBearing(shape, begin, 1);
    current = {
      type,
      instruction: instructionPtBr(type, instructionStreet(graph, edge), bearingAfter),
      street_names: streetNames(graph, edge),
      bearing_after: Math.round(bearingAfter),
      begin_shape_index: begin,
      end_shape_index: pieces.end[i]!,
      length: 0,
      time: pieces.time[i]!,
      travel_mode: 'drive',
      travel_type: travelType,
      toll,
    };
    currentLength = length;
    if (type === MANEUVER.roundaboutEnter) {
      entry = current;
      exits = 0;
    }
  }
  close();
  const last = shape.length - 1;
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
