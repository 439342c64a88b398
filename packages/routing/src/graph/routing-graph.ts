import KDBush from 'kdbush';
import type { Cch } from '../cch/build-cch.ts';
import type { CchMetric } from '../cch/customize-cch.ts';
import type { ContractionHierarchy } from '../contract/contraction-hierarchy.ts';
import type { EdgeWeights } from '../costing/edge-weights.ts';
import type { GraphData } from './build-graph.ts';
import { cchMetricArrayNames, loadGraphArrays } from './graph-files.ts';
import type { GraphManifest, GraphProfile } from './graph-manifest.ts';
import type { GraphArray } from './typed-array.ts';

/** A contracted profile of a graph: its metric's edge weights and contraction hierarchy. */
export interface ContractedProfile {
  profile: GraphProfile;
  weights: EdgeWeights;
  ch: ContractionHierarchy;
}

/**
 * A standard metric customized on the CCH at import: its profile and basic customization (read from the
 * graph folder on first access when `loadGraph` left it on disk).
 */
export interface StoredCchMetric {
  readonly profile: GraphProfile;
  readonly metric: CchMetric;
}

/**
 * Read-only view of a loaded graph (the arrays of `GraphData`, possibly over `SharedArrayBuffer`s): the
 * road network, node adjacency, snapping index and contracted profiles.
 */
export class RoutingGraph {
  readonly manifest: GraphManifest;
  readonly strings: readonly string[];
  readonly nodeCount: number;
  readonly edgeCount: number;
  readonly nodeLat: Float64Array;
  readonly nodeLon: Float64Array;
  readonly nodeOsmId: Float64Array;
  readonly nodeFlags: Uint8Array;
  readonly edgeFrom: Uint32Array;
  readonly edgeTo: Uint32Array;
  readonly edgeLength: Float64Array;
  readonly edgeClass: Uint8Array;
  readonly edgeForward: Uint8Array;
  readonly edgeBackward: Uint8Array;
  readonly edgeMaxspeed: Uint8Array;
  readonly edgeMaxspeedHgv: Uint8Array;
  readonly edgeMaxweight: Float32Array;
  readonly edgeMaxheight: Float32Array;
  readonly edgeFlags: Uint8Array;
  readonly edgeName: Uint32Array;
  readonly edgeRef: Uint32Array;
  readonly edgeWayId: Float64Array;
  readonly shapeOffset: Uint32Array;
  readonly shapeLat: Float64Array;
  readonly shapeLon: Float64Array;
  readonly nodeEdgeOffset: Uint32Array;
  readonly nodeEdges: Uint32Array;
  readonly spatialIndex: KDBush;
  readonly sampleEdge: Uint32Array;
  readonly sampleSegment: Uint32Array;
  readonly profiles = new Map<string, ContractedProfile>();
  /** The customizable contraction hierarchy, when the graph was built with one. */
  readonly cch: Cch | null;
  /** Standard metrics customized on the CCH at import, by profile name (shared, never to be written). */
  readonly cchMetrics = new Map<string, StoredCchMetric>();

  constructor(readonly data: GraphData) {
    const a = data.arrays;
    const get = <T extends GraphArray>(name: string): T => {
      const array = a[name];
      if (!array) throw new Error(`graph array ${name} is missing`);
      return array as T;
    };
    this.manifest = data.manifest;
    this.strings = data.strings;
    this.nodeLat = get('nodeLat');
    this.nodeLon = get('nodeLon');
    this.nodeOsmId = get('nodeOsmId');
    this.nodeFlags = get('nodeFlags');
    this.edgeFrom = get('edgeFrom');
    this.edgeTo = get('edgeTo');
    this.edgeLength = get('edgeLength');
    this.edgeClass = get('edgeClass');
    this.edgeForward = get('edgeForward');
    this.edgeBackward = get('edgeBackward');
    this.edgeMaxspeed = get('edgeMaxspeed');
    this.edgeMaxspeedHgv = get('edgeMaxspeedHgv');
    this.edgeMaxweight = get('edgeMaxweight');
    this.edgeMaxheight = get('edgeMaxheight');
    this.edgeFlags = get('edgeFlags');
    this.edgeName = get('edgeName');
    this.edgeRef = get('edgeRef');
    this.edgeWayId = get('edgeWayId');
    this.shapeOffset = get('shapeOffset');
    this.shapeLat = get('shapeLat');
    this.shapeLon = get('shapeLon');
    this.nodeEdgeOffset = get('nodeEdgeOffset');
    this.nodeEdges = get('nodeEdges');
    this.sampleEdge = get('sampleEdge');
    this.sampleSegment = get('sampleSegment');
    this.spatialIndex = KDBush.from(get<Uint8Array>('spatialIndex').buffer);
    this.nodeCount = this.nodeLat.length;
    this.edgeCount = this.edgeFrom.length;
    this.cch = RoutingGraph.cchOf(a);
    for (const profile of data.manifest.cchMetrics ?? []) {
      const stored = RoutingGraph.storedMetric(data, profile);
      if (stored) this.cchMetrics.set(profile.name, stored);
    }
    for (const profile of data.manifest.profiles) {
      const p = (key: string): GraphArray => get(`${profile.name}.${key}`);
      this.profiles.set(profile.name, {
        profile,
        weights: { forward: p('weightForward') as Uint32Array, backward: p('weightBackward') as Uint32Array },
        ch: {
          rank: p('rank') as Uint32Array,
          arcFrom: p('arcFrom') as Uint32Array,
          arcTo: p('arcTo') as Uint32Array,
          arcWeight: p('arcWeight') as Uint32Array,
          arcChild1: p('arcChild1') as Int32Array,
          arcChild2: p('arcChild2') as Int32Array,
          upOffset: p('upOffset') as Uint32Array,
          upArcs: p('upArcs') as Uint32Array,
          downOffset: p('downOffset') as Uint32Array,
          downArcs: p('downArcs') as Uint32Array,
        },
      });
    }
  }

  /**
   * The stored metric `profile` of `data`: its loaded arrays, else (left on disk by `loadGraph`) read from
   * the graph folder the first time it is used; `undefined` when neither.
   */
  private static storedMetric(data: GraphData, profile: GraphProfile): StoredCchMetric | undefined {
    const [up, down] = cchMetricArrayNames(profile.name);
    const loaded = data.arrays[up] && data.arrays[down];
    if (loaded) {
      const metric = { up: data.arrays[up] as Uint32Array, down: data.arrays[down] as Uint32Array };
      return { profile, metric };
    }
    const { dir } = data;
    if (!dir) return undefined;
    let metric: CchMetric | undefined;
    return {
      profile,
      get metric(): CchMetric {
        if (!metric) {
          const arrays = loadGraphArrays(dir, data.manifest, [up, down]);
          metric = { up: arrays[up] as Uint32Array, down: arrays[down] as Uint32Array };
        }
        return metric;
      },
    };
  }

  /** The `cch.*` arrays as a {@link Cch}, or null when the graph has none. */
  private static cchOf(arrays: Record<string, GraphArray>): Cch | null {
    const rank = arrays['cch.rank'];
    if (!rank) return null;
    const get = <T extends GraphArray>(key: string): T => {
      const array = arrays[`cch.${key}`];
      if (!array) throw new Error(`graph array cch.${key} is missing`);
      return array as T;
    };
    return {
      nodeCount: rank.length,
      rank: rank as Uint32Array,
      nodeOfRank: get('nodeOfRank'),
      upOffset: get('upOffset'),
      arcTail: get('arcTail'),
      arcHead: get('arcHead'),
      downOffset: get('downOffset'),
      downArcs: get('downArcs'),
      etParent: get('etParent'),
      edgeArc: get('edgeArc'),
      edgeDownward: get('edgeDownward'),
      inputOffset: get('inputOffset'),
      inputEdges: get('inputEdges'),
    };
  }

  /** Name of edge `e` (`''` when none). */
  edgeNameText(e: number): string {
    return this.strings[this.edgeName[e]!] ?? '';
  }

  /** `ref` of edge `e` (`''` when none), e.g. `BR-116;SP-230`. */
  edgeRefText(e: number): string {
    return this.strings[this.edgeRef[e]!] ?? '';
  }
}
