import type { PricedTollPlaza, TollPlaza, TollPlazaInput } from '@freight/core';
import { concessionaireId } from './concessionaire-id.ts';
import type { PlazaVisit } from './plaza-visit.ts';

/** A toll plaza of a route as the answer carries it: core's `tollPlazaSchema`, the one definition. */
export type RouteTollPlaza = TollPlaza;

/** The pricing input of a visit (core's `priceTolls` keeps the extra `visit` field). */
export type VisitInput = TollPlazaInput & { visit: PlazaVisit };

/** A visit as core's `priceTolls` reads it: the plaza's fares and its tag and weekend rules. */
export function visitInput(visit: PlazaVisit, p_index: number): VisitInput {
  const { plaza } = visit;
  return {
    nome: visit.name ?? plaza.name,
    concessionaria: plaza.concessionaire,
    rodovia: plaza.road,
    uf: plaza.uf,
    km: plaza.km,
    p_index,
    tariffs: plaza.tariffs,
    porcentagem_tag: plaza.tag_percent,
    porcentagem_fim_semana: plaza.weekend_percent,
    arredondamento: plaza.rounding,
    visit,
  };
}

/**
 * A priced visit as the answer lists it (every field of SPEC §3 and the extras of core's
 * `tollPlazaSchema`): `tarifa` `null` when no fare is in force for the vehicle and date, tag and weekend
 * fares 0 when the plaza has no such rule (or the fare is unknown), `sentido` the direction of travel
 * along the road's km when known, else the plaza's own.
 */
export function routeTollPlaza(priced: PricedTollPlaza<VisitInput>): RouteTollPlaza {
  const { plaza, pass, merged } = priced.visit;
  return {
    id: plaza.id,
    codigo_antt: plaza.antt_code,
    concessionaria_id: concessionaireId(plaza.concessionaire),
    concessionaria: plaza.concessionaire,
    lat: plaza.lat,
    lng: plaza.lng,
    nome: priced.nome,
    rodovia: plaza.road,
    uf: plaza.uf,
    uf_ibge: plaza.ufIbge,
    cidade: plaza.municipality,
    cidade_ibge: plaza.cityIbge,
    km: plaza.km,
    sentido: pass.kmDirection ?? plaza.direction,
    tarifa: priced.fare,
    tarifas: Object.fromEntries(priced.tariffRows.map((row) => [String(row.multiplier), row.fare])),
    special_toll: plaza.special_toll,
    data_ultima_atualizacao: priced.tariffValidFrom,
    porcentagem_tag: priced.tagPercent === null ? 0 : Math.abs(priced.tagPercent),
    tarifa_tag: priced.tagFare ?? 0,
    tarifa_fim_semana: priced.weekendFare ?? 0,
    porcentagem_fim_semana: priced.weekendPercent ?? 0,
    logo: plaza.logo,
    p_index: priced.p_index,
    codigo_conectcar: plaza.conectcar_code,
    codigo_movemais: plaza.movemais_code,
    codigo_semparar: plaza.semparar_code,
    codigo_veloe: plaza.veloe_code,
    free_flow: plaza.free_flow,
    tarifa_liquida: priced.netFare,
    distancia_km: Math.round(pass.distanceM / 10) / 100,
    agrupadas: merged,
  };
}
