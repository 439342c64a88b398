import type { TollTariffRow } from '@freight/core';
import type { PlazaToPlace } from '../place-plazas.ts';
import type { TollPlazaData } from '../toll-plaza-data.ts';

/** Fare rows of a plaza from its car (multiplier 1) fare, generated as ARTESP does (base × multiplier). */
export function tariffsFrom(carFare: number, validFrom = '2026-01-01'): TollTariffRow[] {
  return [0.5, 1, 1.5, 2, 3, 4, 5, 6, 7, 8].map((multiplier) => ({
    multiplier,
    fare: Math.round(carFare * multiplier * 100) / 100,
    validFrom,
  }));
}

/**
 * A plaza as the toll owner prices it, from the plaza placed on a test network: no tariffs, no tag or
 * weekend rule, no group and not a point-to-point gantry unless `fields` say so.
 */
export function plazaData(plaza: PlazaToPlace, fields: Partial<TollPlazaData> = {}): TollPlazaData {
  const now = new Date('2026-01-01T00:00:00Z');
  return {
    id: plaza.id,
    source: 'ARTESP',
    concessionaire: 'CONCESSIONÁRIA TESTE',
    name: plaza.nome ?? plaza.id,
    road: plaza.rodovia,
    uf: plaza.uf,
    municipality: null,
    km: plaza.km,
    lat: plaza.lat,
    lng: plaza.lng,
    direction: plaza.sentido,
    free_flow: plaza.free_flow,
    coord_precision: null,
    note: null,
    tag_percent: 0,
    weekend_percent: 0,
    rounding: 'down',
    special_toll: false,
    antt_code: null,
    conectcar_code: null,
    movemais_code: null,
    semparar_code: null,
    veloe_code: null,
    logo: null,
    active: true,
    created_at: now,
    updated_at: now,
    tariffs: [],
    ufIbge: 35,
    cityIbge: null,
    alternativeGroup: null,
    pointToPoint: null,
    ...fields,
  };
}
