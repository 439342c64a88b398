import { haversineDistance, plazaRoadRefs } from '@freight/core';
import { tollBoothNodes } from '@freight/routing';
import type { RoutingGraph } from '@freight/routing';
import { boothRoadPoint } from './booth-road-point.ts';
import { edgeRoadRefs } from './edge-road-refs.ts';
import { inferKmSense } from './infer-km-sense.ts';
import type { InferKmSenseOptions, KmAnchor } from './infer-km-sense.ts';
import { kmFromMarkers } from './km-from-markers.ts';
import type { MarkerKm } from './km-from-markers.ts';
import type { KmMarkers } from './km-markers.ts';
import { nearestRoadPoint } from './nearest-road-point.ts';
import type { NearRoadPoint } from './nearest-road-point.ts';
import { plazaCharge } from './plaza-charge.ts';
import type { KmSource, PlacedPlaza, PlazaPlacement } from './plaza-placement.ts';
import type { PlazaSentido } from './toll-plaza-records.ts';

/** What placing needs of a plaza (a `TollPlazaRecord` has it). */
export interface PlazaToPlace {
  id: string;
  /** Plaza name: `Ramo`, `Alça` or `Bloqueio` in it marks a plaza on an interchange ramp. */
  nome?: string;
  /** Road number, or a description mentioning one (`Acesso para SP-278`). */
  rodovia: string;
  uf: string;
  km: number | null;
  lat: number;
  lng: number;
  sentido: PlazaSentido | null;
  free_flow: boolean;
}

/** Options of {@link placePlazas}. */
export interface PlacePlazasOptions {
  /** Furthest a plaza may be from a road carrying its number, in metres (default 2000). */
  maxDistanceM?: number;
  /** Radius in metres within which a toll booth node of the plaza's road takes the plaza (default 200). */
  boothRadiusM?: number;
  /** Km-marked ways of the graph's OSM source ({@link readKmMarkers}); without them only plazas tell. */
  kmMarkers?: KmMarkers;
  /** How other plazas of the road are used to infer the km direction. */
  inference?: InferKmSenseOptions;
}

/** A plaza whose km:start/km:end reading differs from its own km by more than this is noted. */
const KM_MISMATCH_NOTE = 5;

/** Words of a plaza name that place it on an interchange ramp rather than on the road's main line. */
const RAMP_NAME = /\b(ramo|al[cç]a|bloqueio)\b/i;

const kmWord = (sense: 1 | -1): string => (sense === 1 ? 'crescente' : 'decrescente');

/**
 * Places every plaza on the graph, in input order: on a toll booth node of its road within
 * `boothRadiusM` when there is one, otherwise at the nearest point of an edge whose `ref` carries the
 * plaza's road number (multiplexed refs included) within `maxDistanceM`. A plaza with no such road is
 * returned as unplaced with the reason, never dropped. The km direction at each placed plaza comes from
 * the km tags of the OSM way under it (`options.kmMarkers`), else from the other plazas of the road and UF,
 * else stays unknown; with it, the plaza's `sentido` becomes the charged travel directions (`charge`). A
 * plaza on an interchange ramp (see `PlacedPlaza.ramp`) takes a booth node of an unnumbered road (the
 * ramp) when there is one; otherwise it is placed on the road it serves with the charge `uncertain`, as
 * charging it on the main line would bill through traffic.
 *
 * @example placePlazas(graph, plazas, { kmMarkers: await readKmMarkers(readOsmPbf(pbf)) })
 */
export function placePlazas(
  graph: RoutingGraph,
  plazas: readonly PlazaToPlace[],
  options: PlacePlazasOptions = {},
): PlazaPlacement[] {
  const maxDistanceM = options.maxDistanceM ?? 2000;
  const boothRadiusM = options.boothRadiusM ?? 200;
  const refsOf = edgeRoadRefs(graph);
  const booths = tollBoothNodes(graph);
  const found = plazas.map((plaza) => {
    const { refs, described } = plazaRoadRefs(plaza.rodovia);
    const ramp = described || RAMP_NAME.test(plaza.nome ?? '');
    if (refs.length === 0) return { plaza, refs, described, ramp, point: null };
    const point: (NearRoadPoint & { node?: number; osmId?: number }) | null =
      (ramp ? boothRoadPoint(graph, refsOf, booths, plaza, refs, boothRadiusM, true) : null) ??
      boothRoadPoint(graph, refsOf, booths, plaza, refs, boothRadiusM) ??
      nearestRoadPoint(graph, refsOf, plaza, refs, maxDistanceM);
    return { plaza, refs, described, ramp, point };
  });
  const anchors: KmAnchor[] = [];
  for (const { plaza, point } of found) {
    if (point && plaza.km !== null) {
      anchors.push({
        plazaId: plaza.id,
        ref: point.ref,
        uf: plaza.uf,
        km: plaza.km,
        edge: point.edge,
        fraction: point.fraction,
      });
    }
  }
  return found.map(({ plaza, refs, described, ramp, point }): PlazaPlacement => {
    if (refs.length === 0) {
      return {
        status: 'unplaced',
        plazaId: plaza.id,
        reason: 'no-road-number',
        refs,
        detail: `rodovia "${plaza.rodovia}" não contém número de rodovia`,
      };
    }
    if (point === null) {
      return {
        status: 'unplaced',
        plazaId: plaza.id,
        reason: 'no-road-within-distance',
        refs,
        detail: `nenhuma via ${refs.join(' ou ')} a até ${maxDistanceM} m da praça`,
      };
    }
    const notes: string[] = [];
    if (described)
      notes.push(`rodovia "${plaza.rodovia}" é uma descrição; praça posicionada na ${point.ref}`);
    const rampUnknown = ramp && point.osmId === undefined;
    if (rampUnknown)
      notes.push(
        'praça em alça de acesso sem cabine na malha: posicionada na via principal, cobrança incerta',
      );
    const markerKm = options.kmMarkers
      ? kmFromMarkers(options.kmMarkers, point.ref, point, point.bearing, plaza.km)
      : null;
    const anchor = anchors.find((a) => a.plazaId === plaza.id);
    const inferred = anchor ? inferKmSense(graph, refsOf, anchor, anchors, options.inference) : null;
    const { sense, source } = decideKmSense(markerKm, inferred?.sense ?? 0, inferred?.agree ?? [], notes);
    if (markerKm && plaza.km !== null && Math.abs(markerKm.km - plaza.km) > KM_MISMATCH_NOTE) {
      notes.push(`km:start/km:end dão km ${markerKm.km} no ponto, a praça está no km ${plaza.km}`);
    }
    const charge = rampUnknown ? 'uncertain' : plazaCharge(plaza.sentido, sense, point.bearing);
    if (charge === 'uncertain' && !rampUnknown)
      notes.push(`sentido ${plaza.sentido} sem direção conhecida nesta via: cobrança incerta`);
    const placed: PlacedPlaza = {
      status: 'placed',
      plazaId: plaza.id,
      ref: point.ref,
      edge: point.edge,
      fraction: point.fraction,
      segment: point.segment,
      node: point.node ?? null,
      boothOsmId: point.osmId ?? null,
      lat: point.lat,
      lng: point.lng,
      distanceM: Math.round(haversineDistance(plaza, point) * 10) / 10,
      bearing: (Math.round(point.bearing * 10) / 10) % 360,
      kmSense: sense,
      kmSource: source,
      kmAtPoint: markerKm?.km ?? null,
      sentido: plaza.sentido,
      charge,
      freeFlow: plaza.free_flow,
      ramp,
      notes,
    };
    return placed;
  });
}

function decideKmSense(
  marker: MarkerKm | null,
  inferred: 1 | -1 | 0,
  agreeing: readonly string[],
  notes: string[],
): { sense: 1 | -1 | 0; source: KmSource } {
  if (marker?.source === 'km-tags') {
    if (inferred !== 0 && inferred !== marker.sense) {
      notes.push(
        `km:start/km:end indicam km ${kmWord(marker.sense)} no sentido da via; as praças ${agreeing.join(', ')} indicam ${kmWord(inferred)}`,
      );
    }
    return { sense: marker.sense, source: 'km-tags' };
  }
  if (inferred !== 0) {
    if (marker && marker.sense !== inferred) {
      notes.push(`a ordem dos nós da via ${marker.wayId} contradiz as praças vizinhas; valem as praças`);
    }
    return { sense: inferred, source: 'plazas' };
  }
  if (marker) return { sense: marker.sense, source: 'way-order' };
  return { sense: 0, source: 'unknown' };
}
