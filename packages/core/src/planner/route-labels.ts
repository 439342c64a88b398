import type { CargoKind } from '../schemas/cargo-kind.ts';
import type { RouteType } from '../schemas/route-type.ts';
import type { VehicleCategory } from '../schemas/vehicle-category.ts';

/** pt-BR names of the vehicle categories, as the planner and the route report show them. */
export const VEHICLE_CATEGORY_LABELS: Readonly<Record<VehicleCategory, string>> = Object.freeze({
  truck: 'Caminhão',
  auto: 'Carro',
  bus: 'Ônibus',
  motorcycle: 'Moto',
});

/** pt-BR names of the route types offered (SPEC §3: efficient, avoid_tolls, shortest). */
export const ROUTE_TYPE_LABELS: Readonly<Record<RouteType, string>> = Object.freeze({
  efficient: 'Mais eficiente',
  shortest: 'Mais curta',
  avoid_tolls: 'Evitar pedágios',
});

/** Column headers of the toll table (SPEC §3 toll table row), in display order. */
export const TOLL_TABLE_COLUMN_LABELS = Object.freeze({
  dealership: 'Concessionária',
  name: 'Praça',
  highway: 'Rodovia',
  km: 'Km',
  uf: 'UF',
  fare: 'Tarifa',
  weekendFare: 'Tarifa fim de semana',
  weekendFareDiscount: 'Variação fim de semana',
  tagFare: 'Tarifa tag',
  tagFareDiscount: 'Desconto tag',
} as const);

/** The ANTT's names of the 12 cargo kinds of the freight floor (Resolução 5.867/2020, annex II). */
export const CARGO_KIND_LABELS: Readonly<Record<CargoKind, string>> = Object.freeze({
  granel_solido: 'Granel sólido',
  granel_liquido: 'Granel líquido',
  frigorificada: 'Frigorificada ou aquecida',
  conteinerizada: 'Conteinerizada',
  carga_geral: 'Carga geral',
  neogranel: 'Neogranel',
  perigosa_granel_solido: 'Perigosa (granel sólido)',
  perigosa_granel_liquido: 'Perigosa (granel líquido)',
  perigosa_frigorificada: 'Perigosa (frigorificada ou aquecida)',
  perigosa_conteinerizada: 'Perigosa (conteinerizada)',
  perigosa_carga_geral: 'Perigosa (carga geral)',
  granel_pressurizada: 'Carga granel pressurizada',
});

/**
 * Texts of a route's summary and freight floor shared by the planner and the printable report, so both
 * read alike.
 */
export const ROUTE_SUMMARY_LABELS = Object.freeze({
  duration: 'Duração',
  distance: 'Distância',
  tollsGross: 'Pedágio',
  tollsTag: 'Pedágio com tag',
  tollsWeekend: 'Pedágio no fim de semana',
  tollsNet: 'Pedágio líquido',
  routeType: 'Tipo de rota',
  vehicle: 'Veículo',
  tollPlazasTitle: (count: number) => `Praças de Pedágio (${count})`,
  noTolls: 'Nenhuma praça de pedágio no caminho.',
  notChargedTitle: 'Não cobradas',
  returnTrip: 'Retorno',
  freightTitle: 'Piso mínimo de frete (ANTT)',
  freightAct: (name: string, validity: string) => `Resolução ${name}, vigente ${validity}`,
  freightValidity: (start: string, end: string | null) => (end ? `de ${start} a ${end}` : `desde ${start}`),
  freightTable: (table: string) => `Tabela ${table}`,
  cargoKind: 'Tipo de carga',
  axlesColumn: (axles: number) => `${axles} eixos`,
  axlesValue: (axles: number) => `${axles} ${axles === 1 ? 'eixo' : 'eixos'}`,
});
