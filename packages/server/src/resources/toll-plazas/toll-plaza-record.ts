import { tariffsInForce } from '@freight/core';
import type { TollTariffRow } from '@freight/core';
import type { tollPlazas, tollTariffs } from '../../db/schema.ts';
import type { TollTariff } from '../toll-tariffs/toll-tariff-schemas.ts';
import type { TollPlazaCreate, TollPlazaRecord, TollPlazaUpdate } from './toll-plaza-schemas.ts';
import { PLAZA_ROUNDINGS } from './toll-plaza-schemas.ts';

type PlazaRow = typeof tollPlazas.$inferSelect;
type PlazaInsert = typeof tollPlazas.$inferInsert;
type TariffRow = typeof tollTariffs.$inferSelect;

/** The multiplier as a `tarifas` key: `0.5` → `'0.5'`, `2` → `'2'`. */
const multiplierKey = (multiplier: number): string => String(multiplier);

/** The fare table in force on `date` of a plaza's tariff rows, as `tarifas` and its start date. */
export function faresInForce(
  rows: readonly Pick<TariffRow, 'valid_from' | 'multiplier' | 'fare'>[],
  date: string,
): Pick<TollPlazaRecord, 'tarifas' | 'data_ultima_atualizacao'> {
  const table = tariffsInForce(
    rows.map((row): TollTariffRow => ({
      validFrom: row.valid_from,
      multiplier: row.multiplier,
      fare: row.fare,
    })),
    date,
  );
  if (!table) return { tarifas: {}, data_ultima_atualizacao: null };
  return {
    tarifas: Object.fromEntries(table.rows.map((row) => [multiplierKey(row.multiplier), row.fare])),
    data_ultima_atualizacao: table.validFrom,
  };
}

/** The wire shape of a plaza row (SPEC §3 names), with the fares in force from `fares`. */
export function toTollPlaza(
  row: PlazaRow,
  fares: Pick<TollPlazaRecord, 'tarifas' | 'data_ultima_atualizacao'>,
): TollPlazaRecord {
  return {
    id: row.id,
    nome: row.name,
    concessionaria: row.concessionaire,
    rodovia: row.road,
    uf: row.uf,
    cidade: row.municipality,
    km: row.km,
    lat: row.lat,
    lng: row.lng,
    sentido: row.direction,
    special_toll: row.special_toll,
    porcentagem_tag: row.tag_percent,
    porcentagem_fim_semana: row.weekend_percent,
    arredondamento: PLAZA_ROUNDINGS.find((rounding) => rounding === row.rounding) ?? 'down',
    logo: row.logo,
    codigo_antt: row.antt_code,
    codigo_conectcar: row.conectcar_code,
    codigo_movemais: row.movemais_code,
    codigo_semparar: row.semparar_code,
    codigo_veloe: row.veloe_code,
    free_flow: row.free_flow,
    fonte: row.source,
    coord_precisao: row.coord_precision,
    nota: row.note,
    active: row.active,
    tarifas: fares.tarifas,
    data_ultima_atualizacao: fares.data_ultima_atualizacao,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** The wire shape of a tariff row. */
export function toTollTariff(row: TariffRow): TollTariff {
  return {
    id: row.id,
    plaza_id: row.plaza_id,
    valid_from: row.valid_from,
    multiplier: row.multiplier,
    fare: row.fare,
    source: row.source,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** The columns a plaza body sets (fields left out of the body are left out here too). */
export function plazaColumns(body: TollPlazaUpdate): Partial<PlazaInsert> {
  const columns: Partial<PlazaInsert> = {
    name: body.nome,
    concessionaire: body.concessionaria,
    road: body.rodovia,
    uf: body.uf,
    municipality: body.cidade,
    km: body.km,
    lat: body.lat,
    lng: body.lng,
    direction: body.sentido,
    free_flow: body.free_flow,
    special_toll: body.special_toll,
    tag_percent: body.porcentagem_tag,
    weekend_percent: body.porcentagem_fim_semana,
    rounding: body.arredondamento,
    logo: body.logo,
    antt_code: body.codigo_antt,
    conectcar_code: body.codigo_conectcar,
    movemais_code: body.codigo_movemais,
    semparar_code: body.codigo_semparar,
    veloe_code: body.codigo_veloe,
    source: body.fonte,
    coord_precision: body.coord_precisao,
    note: body.nota,
    active: body.active,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

/** The insert row of a new plaza. */
export function newPlazaRow(body: TollPlazaCreate): PlazaInsert {
  const { id, nome, concessionaria, rodovia, uf, lat, lng, fonte } = body;
  return {
    ...plazaColumns(body),
    id,
    name: nome,
    concessionaire: concessionaria,
    road: rodovia,
    uf,
    lat,
    lng,
    source: fonte,
  };
}

/** Columns whose change moves the plaza on the road graph (its stored placement becomes stale). */
export const POSITION_COLUMNS = ['lat', 'lng', 'road', 'km', 'direction'] as const;
