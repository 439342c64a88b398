import { formatBRL, priceTolls, summarizeTolls, tariffsInForce } from '@freight/core';
import type { PricedTollPlaza, TollPlazaInput, TollSummary, TollVehicle } from '@freight/core';
import type { PlazaPass, TollMatch } from '../tolls/index.ts';
import { collapseColocatedPasses } from './collapse-colocated-passes.ts';
import type { PlazaVisit } from './collapse-colocated-passes.ts';
import type { RoutePlaza, RouteReferenceData } from './route-reference-data.ts';

/** How the tolls of a calculation are priced. */
export interface TollPricingContext {
  /** Day whose tariffs apply, `yyyy-MM-dd` (`tollPricingDate`). */
  date: string;
  /** The trip is in the weekend-fare window (net totals use weekend fares). */
  isWeekend: boolean;
  /** The vehicle pays with an electronic tag (net totals use tag fares). */
  hasTag: boolean;
  vehicle: TollVehicle;
  /** Axle count of `summary.raw.axis` and the per-axle averages. */
  axis: number;
}

/**
 * A toll plaza of a route as the response carries it: every field of SPEC §3 "Toll plaza" (core's
 * `tollPlazaSchema`) plus `free_flow`, `sem_tarifa` (no published fare: `tarifa` 0 means unknown, not
 * free), `tarifa_liquida` (what the vehicle pays with the request's payment context), `tarifa_eixo`,
 * where it is on the route (`leg_index`, `shape_index`: point of the leg's shape at or before it,
 * `distancia_km` from the start) and `agrupadas`, the plazas passed at the same place and not charged on
 * their own (RIOSP gantry pairs, ARTESP ponto-a-ponto gantries).
 */
export interface RouteTollPlaza {
  id: string;
  codigo_antt: string | null;
  concessionaria_id: string | null;
  concessionaria: string;
  lat: number;
  lng: number;
  nome: string;
  rodovia: string;
  uf: string;
  uf_ibge: number | null;
  cidade: string | null;
  cidade_ibge: number | null;
  km: number | null;
  /** Direction of travel along the road's km (`crescente`/`decrescente`), else the plaza's own. */
  sentido: string | null;
  tarifa: number;
  tarifas: Record<string, number>;
  special_toll: boolean;
  data_ultima_atualizacao: string | null;
  porcentagem_tag: number;
  tarifa_tag: number;
  tarifa_fim_semana: number;
  porcentagem_fim_semana: number;
  logo: string | null;
  p_index: number;
  codigo_conectcar: string | null;
  codigo_movemais: string | null;
  codigo_semparar: string | null;
  codigo_veloe: string | null;
  free_flow: boolean;
  sem_tarifa: boolean;
  tarifa_liquida: number;
  tarifa_eixo: number;
  leg_index: number;
  shape_index: number;
  distancia_km: number;
  agrupadas: string[];
}

/** The tolls of one way: charged plazas, possible ones and the totals of the charged ones. */
export interface WayTolls {
  pracas: RouteTollPlaza[];
  /** Passes that may pay but are not charged (`uncertain` placements: ramps, unknown km direction). */
  possiveis: RouteTollPlaza[];
  summary: TollSummary;
}

/** A stable id of a concessionaire from its name: `AUTOPISTA RÉGIS BITTENCOURT` → `autopista-regis-bittencourt`. */
export function concessionaireId(name: string | null | undefined): string | null {
  const slug = (name ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return slug === '' ? null : slug;
}

type VisitInput = TollPlazaInput & { visit: PlazaVisit };

function toInput(visit: PlazaVisit, p_index: number): VisitInput {
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

function toEntry(priced: PricedTollPlaza<VisitInput>, date: string): RouteTollPlaza {
  const { plaza, pass, merged } = priced.visit;
  const table = tariffsInForce(plaza.tariffs, date);
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
    tarifa: priced.fare ?? 0,
    tarifas: Object.fromEntries((table?.rows ?? []).map((row) => [String(row.multiplier), row.fare])),
    special_toll: plaza.special_toll,
    data_ultima_atualizacao: priced.tariffValidFrom ?? plaza.updated_at.toISOString().slice(0, 10),
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
    sem_tarifa: priced.fare === null,
    tarifa_liquida: priced.netFare ?? 0,
    tarifa_eixo: priced.axleFare ?? 0,
    leg_index: pass.legIndex,
    shape_index: pass.shapeIndex,
    distancia_km: Math.round(pass.distanceM / 10) / 100,
    agrupadas: merged,
  };
}

function visitsOf<P extends PlazaPass>(passes: readonly P[], plazas: ReadonlyMap<string, RoutePlaza>) {
  const visits: PlazaVisit<P>[] = [];
  for (const pass of passes) {
    const plaza = plazas.get(pass.plazaId);
    if (plaza) visits.push({ pass, plaza, merged: [] });
  }
  return collapseColocatedPasses(visits);
}

/**
 * Prices the plazas a way passes ({@link TollMatch}): co-located passes collapsed
 * (`collapseColocatedPasses`), each plaza priced with core's `priceTolls` for the vehicle at the tariff in
 * force on the pricing date, with its tag and weekend rules, numbered `p_index` 0..n-1 in route order;
 * totals with core's `summarizeTolls` (pt-BR money text in `fmt`). Uncertain passes are priced the same
 * way into `possiveis` and left out of the totals.
 */
export function priceWayTolls(
  match: TollMatch,
  reference: Pick<RouteReferenceData, 'plazas'>,
  pricing: TollPricingContext,
): WayTolls {
  const options = { date: pricing.date, hasTag: pricing.hasTag, isWeekend: pricing.isWeekend };
  const price = (visits: readonly PlazaVisit[]) =>
    priceTolls(
      visits.map((visit, i) => toInput(visit, i)),
      pricing.vehicle,
      options,
    );
  const charged = price(visitsOf(match.plazas, reference.plazas));
  const possible = price(visitsOf(match.uncertain, reference.plazas));
  return {
    pracas: charged.map((plaza) => toEntry(plaza, pricing.date)),
    possiveis: possible.map((plaza) => toEntry(plaza, pricing.date)),
    summary: summarizeTolls(charged, {
      axis: pricing.axis,
      fmt: formatBRL,
      hasTag: pricing.hasTag,
      isWeekend: pricing.isWeekend,
    }),
  };
}
