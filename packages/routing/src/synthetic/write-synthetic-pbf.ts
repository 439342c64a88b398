import type { OsmTags } from '../extract/osm-entity.ts';
import { planCountry } from './country-plan.ts';
import { EntityBatch } from './entity-batch.ts';
import { generateLink } from './generate-link.ts';
import type { LinkEnd } from './generate-link.ts';
import { generateTown, RING_NODES } from './generate-town.ts';
import type { MunicipalitySeat } from './municipality-seats.ts';
import { syntheticMunicipalities } from './municipality-seats.ts';
import type { ByteSink, OsmPbfWriterOptions } from './osm-pbf-writer.ts';
import { OsmPbfWriter } from './osm-pbf-writer.ts';
import type { TollPlazaSite } from './toll-plaza-sites.ts';

/** Options of {@link writeSyntheticPbf}. */
export interface SyntheticPbfOptions {
  /** Size: 1 is Brazil-size (≥ 40 M nodes, ≥ 4 M ways); tests use 0.0001–0.001. Default 1. */
  scale?: number;
  /** Seed of every pseudo-random choice (default 1). */
  seed?: number;
  /** Municipality seats (default: {@link syntheticMunicipalities} of the seed). */
  municipalities?: readonly MunicipalitySeat[];
  /**
   * Real toll plazas (such as those of `pedagios/pracas.csv`) for the national roads to carry: each one
   * near a road puts its number, a toll and booths at its position on that road (see
   * {@link planCountry}, {@link generateLink}). Default none.
   */
  tollPlazas?: readonly TollPlazaSite[];
  /** zlib level of the blobs (default 6). */
  compressionLevel?: number;
  /** Called now and then with the stage and its progress. */
  onProgress?: (stage: string, done: number, total: number) => void;
}

/** What a synthetic file holds. */
export interface SyntheticPbfReport {
  nodes: number;
  ways: number;
  bytes: number;
  towns: number;
  links: number;
  /** Ways per `highway` value. */
  byHighway: Record<string, number>;
  /** Nodes tagged `barrier=toll_booth`. */
  tollBooths: number;
  /** Real toll plazas given, and how many of them a national road carries. */
  tollPlazas: { given: number; assigned: number };
}

/** Degrees around the seats that towns, their countryside and the roads between them stay within. */
const BBOX_MARGIN_DEGREES = 1;

function boundingBox(towns: readonly { lat: number; lng: number }[]): OsmPbfWriterOptions['bbox'] {
  const lats = towns.map((t) => t.lat);
  const lons = towns.map((t) => t.lng);
  return {
    minLat: Math.min(...lats) - BBOX_MARGIN_DEGREES,
    minLon: Math.min(...lons) - BBOX_MARGIN_DEGREES,
    maxLat: Math.max(...lats) + BBOX_MARGIN_DEGREES,
    maxLon: Math.max(...lons) + BBOX_MARGIN_DEGREES,
  };
}

/**
 * Spacing of the shape nodes of national roads: 150 m at scale 1. Below, there are √scale as many towns,
 * so roads are scale^-¼ as long; spacing them scale^-¾ as far keeps their share of the file's nodes.
 */
function roadSpacing(scale: number): number {
  return 150 / Math.min(1, scale) ** 0.75;
}

/**
 * Writes a deterministic, Brazil-like road network as an OSM PBF (see {@link planCountry},
 * {@link generateTown}, {@link generateLink}): every node sorted by id, then every way. Memory stays
 * bounded by one town: each town and road is generated twice from its own seed, first to write its nodes
 * (ids handed out in order), then to write its ways; only the ids and positions of the entrance roundabouts
 * are kept between the two passes. Given `tollPlazas`, the national roads near them pass through them, with
 * a toll booth at each.
 *
 * @example
 * const file = fileSink('/tmp/brasil.osm.pbf');
 * const tollPlazas = tollPlazaSitesFromCsv(readFileSync('pedagios/pracas.csv', 'utf8')).sites;
 * const report = writeSyntheticPbf(file.write, { scale: 1, tollPlazas });
 * file.close();
 */
export function writeSyntheticPbf(sink: ByteSink, options: SyntheticPbfOptions = {}): SyntheticPbfReport {
  const scale = options.scale ?? 1;
  const seed = options.seed ?? 1;
  const progress = options.onProgress ?? (() => undefined);
  const seats = options.municipalities ?? syntheticMunicipalities(seed);
  const plazas = options.tollPlazas ?? [];
  const { towns, links } = planCountry(seats, scale, seed, plazas);
  const writer = new OsmPbfWriter(sink, {
    bbox: boundingBox(towns),
    ...(options.compressionLevel === undefined ? {} : { compressionLevel: options.compressionLevel }),
  });
  const ringIds = new Float64Array(towns.length * RING_NODES);
  const ringLat = new Float64Array(towns.length * RING_NODES);
  const ringLon = new Float64Array(towns.length * RING_NODES);
  const byHighway: Record<string, number> = {};
  let tollBooths = 0;
  let nextNodeId = 1;
  let nextWayId = 1;
  const spacing = roadSpacing(scale);

  const end = (town: number, toward: { lat: number; lon: number }): LinkEnd => {
    const base = town * RING_NODES;
    const dx = (toward.lon - ringLon[base]!) * Math.cos((ringLat[base]! * Math.PI) / 180);
    const dy = toward.lat - ringLat[base]!;
    const angle = Math.atan2(dy, dx) - Math.PI;
    const turn = ((((angle / (2 * Math.PI)) * RING_NODES) % RING_NODES) + RING_NODES) % RING_NODES;
    const i = Math.max(1, Math.round(turn) % RING_NODES);
    return { id: ringIds[base + i]!, lat: ringLat[base + i]!, lon: ringLon[base + i]! };
  };
  const linkBatch = (index: number): EntityBatch => {
    const link = links[index]!;
    const a = towns[link.from]!;
    const b = towns[link.to]!;
    return generateLink(
      link,
      end(a.index, { lat: b.lat, lon: b.lng }),
      end(b.index, { lat: a.lat, lon: a.lng }),
      spacing,
      seed,
    );
  };
  const writeNodes = (batch: EntityBatch): void => {
    for (let i = 0; i < batch.nodeCount; i++) {
      const tags: OsmTags | undefined = batch.nodeTags.get(i);
      if (tags?.['barrier'] === 'toll_booth') tollBooths++;
      writer.node(nextNodeId + i, batch.lat[i]!, batch.lon[i]!, tags);
    }
    nextNodeId += batch.nodeCount;
  };
  const writeWays = (batch: EntityBatch, firstNodeId: number): void => {
    for (const way of batch.ways) {
      const highway = way.tags['highway'];
      if (highway) byHighway[highway] = (byHighway[highway] ?? 0) + 1;
      writer.way(
        nextWayId++,
        way.refs.map((ref) => EntityBatch.resolve(ref, firstNodeId)),
        way.tags,
      );
    }
    nextNodeId += batch.nodeCount;
  };

  towns.forEach((town, t) => {
    const { batch, ring } = generateTown(town, seed);
    ring.forEach((local, i) => {
      ringIds[t * RING_NODES + i] = nextNodeId + local;
      ringLat[t * RING_NODES + i] = batch.lat[local]!;
      ringLon[t * RING_NODES + i] = batch.lon[local]!;
    });
    writeNodes(batch);
    progress('town nodes', t + 1, towns.length);
  });
  links.forEach((_, l) => {
    writeNodes(linkBatch(l));
    progress('road nodes', l + 1, links.length);
  });
  nextNodeId = 1;
  towns.forEach((town, t) => {
    writeWays(generateTown(town, seed).batch, nextNodeId);
    progress('town ways', t + 1, towns.length);
  });
  links.forEach((_, l) => {
    writeWays(linkBatch(l), nextNodeId);
    progress('road ways', l + 1, links.length);
  });
  const counts = writer.close();
  return {
    nodes: counts.nodes,
    ways: counts.ways,
    bytes: counts.bytes,
    towns: towns.length,
    links: links.length,
    byHighway,
    tollBooths,
    tollPlazas: {
      given: plazas.length,
      assigned: links.reduce((sum, link) => sum + link.plazas.length, 0),
    },
  };
}
