import { normalizeCargoKind, PointGrid } from '@freight/core';
import type { FreightCoefficient, TollTariffRow } from '@freight/core';
import { placementIndex } from '../tolls/index.ts';
import type { PlacementIndex, PlazaPlacement, TollPlazaData, TollReference } from '../tolls/index.ts';
import type { CoefficientRow, ReferenceRows, StationRow } from './load-reference-rows.ts';
import { municipalityIndex } from './municipality-index.ts';
import type { MunicipalityIndex } from './municipality-index.ts';

/** An active toll plaza with its tariffs, IBGE codes and toll rules (the toll owner's `TollPlazaData`). */
export type RoutePlaza = TollPlazaData;

/** An active weighing station with a position, and the IBGE code of its state. */
export interface RouteStation extends StationRow {
  lat: number;
  lng: number;
  ufIbge: number | null;
}

/** The reference data one route calculation uses, indexed; one snapshot per reference-data version. */
export interface RouteReferenceData extends TollReference {
  /** `ctx.referenceData.current` when it was loaded. */
  readonly version: number;
  /** When it was loaded (ms since the epoch, the app's clock). */
  readonly loadedAt: number;
  readonly plazas: ReadonlyMap<string, RoutePlaza>;
  /** Placements of the active plazas on the current graph, indexed for matching. */
  readonly placements: PlacementIndex;
  readonly stations: readonly RouteStation[];
  /** Grid over {@link stations} (point `i` is `stations[i]`). */
  readonly stationGrid: PointGrid;
  /** Freight-floor coefficients of every act (core shape). */
  readonly coefficients: readonly FreightCoefficient[];
  readonly municipalities: MunicipalityIndex;
  /** IBGE code of each state abbreviation. */
  readonly stateCodes: ReadonlyMap<string, number>;
  /** What it was built from: the route workers build their own copy from these rows. */
  readonly source: RouteReferenceSource;
}

/** The rows a {@link RouteReferenceData} is built from, and the placement of every active plaza. */
export interface RouteReferenceSource {
  rows: ReferenceRows;
  placements: readonly PlazaPlacement[];
}

/** A coefficient row in core's shape; `null` for an unknown cargo kind or table. */
export function toFreightCoefficient(row: CoefficientRow): FreightCoefficient | null {
  const cargoKind = normalizeCargoKind(row.cargo_kind);
  if (!cargoKind) return null;
  return {
    act: row.act,
    validFrom: row.valid_from,
    validTo: row.valid_to,
    table: row.table_id,
    cargoKind,
    axles: row.axles,
    ccd: row.ccd,
    cc: row.cc,
    source: row.source ?? '',
  };
}

/**
 * Indexes the rows read by `loadReferenceRows` with the placement of every active plaza (see
 * `placeActivePlazas`) into the snapshot a route calculation reads.
 */
export function buildRouteReferenceData(
  rows: ReferenceRows,
  placements: readonly PlazaPlacement[],
  version: number,
  loadedAt: number,
): RouteReferenceData {
  const municipalities = municipalityIndex(rows.municipalities);
  const stateCodes = new Map(rows.states.map((state) => [state.uf, state.ibge_code]));
  const tariffs = new Map<string, TollTariffRow[]>();
  for (const row of rows.tariffs) {
    const list = tariffs.get(row.plaza_id) ?? [];
    list.push({ multiplier: row.multiplier, fare: row.fare, validFrom: row.valid_from });
    tariffs.set(row.plaza_id, list);
  }
  const groups = new Map(rows.groups.map((row) => [row.plaza_id, row.group_id]));
  const pointToPoint = new Map(rows.pointToPoint.map((row) => [row.plaza_id, row.conventional_plaza_id]));
  const plazas = new Map<string, RoutePlaza>(
    rows.plazas.map((row) => {
      const conventional = pointToPoint.get(row.id);
      return [
        row.id,
        {
          ...row,
          tariffs: tariffs.get(row.id) ?? [],
          ufIbge: stateCodes.get(row.uf) ?? null,
          cityIbge: municipalities.ibgeCode(row.municipality, row.uf),
          alternativeGroup: groups.get(row.id) ?? null,
          pointToPoint: conventional === undefined ? null : { conventionalPlazaId: conventional },
        },
      ];
    }),
  );
  const stations: RouteStation[] = [];
  for (const row of rows.stations) {
    if (row.lat === null || row.lng === null) continue;
    stations.push({
      ...row,
      lat: row.lat,
      lng: row.lng,
      ufIbge: row.uf ? (stateCodes.get(row.uf) ?? null) : null,
    });
  }
  const coefficients: FreightCoefficient[] = [];
  for (const row of rows.coefficients) {
    const coefficient = toFreightCoefficient(row);
    if (coefficient) coefficients.push(coefficient);
  }
  return {
    version,
    loadedAt,
    plazas,
    placements: placementIndex(placements.filter((placement) => plazas.has(placement.plazaId))),
    stations,
    stationGrid: PointGrid.fromPoints(stations),
    coefficients,
    municipalities,
    stateCodes,
    source: { rows, placements },
  };
}
