import KDBush from 'kdbush';
import { haversineDistance } from '@freight/core';
import type { RoadNetwork } from '../extract/road-network.ts';

/** Largest gap in metres between two indexed sample points along an edge. */
export const SAMPLE_SPACING_M = 200;

/** The snapping index: a KDBush over sample points of every edge segment, and what each sample belongs to. */
export interface SpatialIndexArrays {
  /** KDBush serialized data (lon, lat as Float32). */
  spatialIndex: Uint8Array;
  /** Edge of each sample. */
  sampleEdge: Uint32Array;
  /** Segment of the edge's geometry (0 = first) of each sample. */
  sampleSegment: Uint32Array;
}

/**
 * Builds the snapping index: samples each geometry segment at its start and every
 * {@link SAMPLE_SPACING_M} along it (and the last point of each edge), so the nearest segment to a point
 * at distance `d` always has a sample within `d + SAMPLE_SPACING_M / 2`.
 */
export function buildSpatialIndex(network: RoadNetwork): SpatialIndexArrays {
  const lons: number[] = [];
  const lats: number[] = [];
  const edges: number[] = [];
  const segments: number[] = [];
  const { shapeLat, shapeLon, shapeOffset } = network;
  for (let e = 0; e < network.edgeCount; e++) {
    const start = shapeOffset[e]!;
    const end = shapeOffset[e + 1]!;
    for (let k = start; k < end - 1; k++) {
      const a = { lat: shapeLat[k]!, lng: shapeLon[k]! };
      const b = { lat: shapeLat[k + 1]!, lng: shapeLon[k + 1]! };
      const pieces = Math.max(1, Math.ceil(haversineDistance(a, b) / SAMPLE_SPACING_M));
      for (let i = 0; i < pieces; i++) {
        const t = i / pieces;
        lats.push(a.lat + (b.lat - a.lat) * t);
        lons.push(a.lng + (b.lng - a.lng) * t);
        edges.push(e);
        segments.push(k - start);
      }
    }
    lats.push(shapeLat[end - 1]!);
    lons.push(shapeLon[end - 1]!);
    edges.push(e);
    segments.push(Math.max(0, end - start - 2));
  }
  const index = new KDBush(lons.length, 64, Float32Array);
  for (let i = 0; i < lons.length; i++) index.add(lons[i]!, lats[i]!);
  index.finish();
  return {
    spatialIndex: new Uint8Array(index.data as ArrayBuffer),
    sampleEdge: Uint32Array.from(edges),
    sampleSegment: Uint32Array.from(segments),
  };
}
