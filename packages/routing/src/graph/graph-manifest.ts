import type { GraphArrayType } from './typed-array.ts';

/** Format name and version written in every manifest; loading refuses anything else. */
export const GRAPH_FORMAT = 'freight-routing-graph';
export const GRAPH_FORMAT_VERSION = 1;

/** Name prefix of the arrays of the metrics customized on the CCH at import: `cch.metric.<profile>.up`. */
export const CCH_METRIC_PREFIX = 'cch.metric.';

/**
 * A standard metric that a hierarchy or a stored CCH customization is for: a costing's defaults, fastest
 * or shortest, and with `avoidTolls` the toll penalty of the product's 'avoid tolls' route type.
 */
export interface GraphProfile {
  name: string;
  costing: string;
  shortest: boolean;
  avoidTolls?: boolean;
}

/** `manifest.json` of a graph folder. */
export interface GraphManifest {
  format: typeof GRAPH_FORMAT;
  version: number;
  source: string;
  builtAt: string;
  buildSeconds: number;
  counts: {
    nodes: number;
    edges: number;
    shapePoints: number;
    tollNodes: number;
    osmNodes: number;
    osmWays: number;
    keptWays: number;
    droppedComponents: number;
  };
  bbox: { minLat: number; minLon: number; maxLat: number; maxLon: number };
  /** Contraction hierarchies in the folder. */
  profiles: GraphProfile[];
  /** Standard metrics customized on the CCH at import (`cch.metric.<name>.*`); absent when none. */
  cchMetrics?: GraphProfile[];
  /** Every typed array: file name, element type and length. */
  arrays: Record<string, { file: string; type: GraphArrayType; length: number }>;
  /** JSON file with the string table (names and refs). */
  strings: string;
}
