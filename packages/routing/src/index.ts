export { ROUTING_ENGINES } from './routing-engines.ts';
export type { RoutingEngineName } from './routing-engines.ts';
export type {
  RouteAnswer,
  RouteDirectionsOptions,
  RouteLocation,
  RouteQuery,
  RoutingEngine,
} from './engine/route-query.ts';
export { createValhallaEngine, toValhallaRequest, ValhallaHttpError } from './engine/valhalla-engine.ts';
export type { ValhallaEngineOptions } from './engine/valhalla-engine.ts';
export { EmbeddedRouter } from './engine/embedded-router.ts';
export type { RouteOptions, RouterLimits, RouterSettings } from './engine/embedded-router.ts';
export { QueryCancelledError } from './query/cancel-token.ts';
export type { CancelToken } from './query/cancel-token.ts';
export { isValhallaError, valhallaError, VALHALLA_ERROR_MESSAGES } from './trip/valhalla-error.ts';
export type { ValhallaErrorBody } from './trip/valhalla-error.ts';
export { COSTINGS, DEFAULT_COSTING, TRAVEL_TYPE } from './costing/costing.ts';
export type { Costing } from './costing/costing.ts';
export { DEFAULT_DIMENSIONS, DEFAULT_TOP_SPEED, resolveCostingOptions } from './costing/costing-options.ts';
export type { CostingOptions, RawCostingOptions } from './costing/costing-options.ts';
export { SPEED_TABLE, UNPAVED_SPEED_FACTOR } from './costing/speed-table.ts';
export { ROAD_CLASSES } from './costing/road-class.ts';
export type { RoadClass } from './costing/road-class.ts';
export { extractNetwork, extractRoadNetwork } from './extract/extract-network.ts';
export type { ExtractOptions, ExtractStats } from './extract/extract-network.ts';
export { ImportInputError } from './extract/import-input-error.ts';
export { assertOsmPbf, readOsmPbf } from './extract/read-osm-pbf.ts';
export { decodePbf } from './extract/decode-pbf.ts';
export type { DecodePbfOptions } from './extract/decode-pbf.ts';
export { batchTags } from './extract/pbf/primitive-batch.ts';
export { GrowableFloat64Array, GrowableUint32Array } from './extract/pbf/growable-array.ts';
export type { PrimitiveBatch } from './extract/pbf/primitive-batch.ts';
export { foundIndex, lowerBound, readNodePositions, sortedUnique } from './extract/read-node-positions.ts';
export type { NodePositions, ReadNodePositionsOptions } from './extract/read-node-positions.ts';
export { readRoadInput } from './extract/read-road-input.ts';
export type { ReadRoadInputOptions, RoadInputPass } from './extract/read-road-input.ts';
export type { RoadInput } from './extract/road-input.ts';
export type { OsmEntity, OsmNode, OsmTags, OsmWay } from './extract/osm-entity.ts';
export { NODE_TOLL } from './extract/road-network.ts';
export type { RoadNetwork } from './extract/road-network.ts';
export { FLAG_ROUNDABOUT, FLAG_TOLL, FLAG_UNPAVED } from './extract/way-attributes.ts';
export {
  DEFAULT_HIERARCHIES,
  buildGraph,
  buildGraphInParallel,
  profileName,
  profilesFor,
  standardCchMetrics,
} from './graph/build-graph.ts';
export { SAMPLE_SPACING_M } from './graph/build-spatial-index.ts';
export type { BuildGraphOptions, GraphData } from './graph/build-graph.ts';
export { GraphLoadError, loadGraph, writeGraph } from './graph/graph-files.ts';
export type { LoadGraphOptions } from './graph/graph-files.ts';
export { GRAPH_FORMAT, GRAPH_FORMAT_VERSION } from './graph/graph-manifest.ts';
export type { GraphManifest, GraphProfile } from './graph/graph-manifest.ts';
export { RoutingGraph } from './graph/routing-graph.ts';
export type { StoredCchMetric } from './graph/routing-graph.ts';
export { tollBoothNodes } from './graph/toll-booth-nodes.ts';
export type { TollBoothNode } from './graph/toll-booth-nodes.ts';
export { DEFAULT_GRAPH_DIR, runImport } from './cli/import-graph.ts';
export { legShapeColumns } from './trip/leg-shape-columns.ts';
