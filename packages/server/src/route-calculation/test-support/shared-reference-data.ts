import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { csvTextRecords, parseFreightCoefficients, parseTollTariffRecords } from '@freight/core';
import type { Database } from '../../db/database.ts';
import {
  freightCoefficients,
  municipalities,
  states,
  tollPlazas,
  tollTariffs,
  weighingStations,
} from '../../db/schema.ts';
import { importPointToPoint } from '../../data-import/import-point-to-point.ts';
import { importTollDiscounts } from '../../data-import/import-toll-discounts.ts';
import { importTollGroups } from '../../data-import/import-toll-groups.ts';
import { parseTollPlazaRecords } from '../../tolls/index.ts';
import { sharedDataDir } from '../../tolls/test-support/shared-data.ts';

const read = (...path: string[]) => csvTextRecords(readFileSync(join(sharedDataDir(), ...path), 'utf8'));

async function insertAll<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += 500) await insert(rows.slice(start, start + 500));
}

/** The leading number of a km text (`151 (sentido S)` → 151), or `null`. */
const kmOf = (text: string | undefined): number | null => {
  const match = /^\s*(\d+(?:\.\d+)?)/.exec(text ?? '');
  return match ? Number(match[1]) : null;
};

const optional = (text: string | undefined): string | null => (text?.trim() ? text.trim() : null);

/**
 * Loads the reference data of `../shared/data` into a test database with Drizzle: states, municipalities,
 * toll plazas (pracas.csv) and tariffs (tarifas.csv), weighing stations that have coordinates
 * (balancas.csv) and freight coefficients (piso_minimo.csv); the toll rules (descontos_praca.csv,
 * grupos_alternativos.csv, ponto_a_ponto.csv) go through their importers. Placements are not written: the route services
 * place the plazas on their graph when they first load the data. (The data import module does the same for
 * real deployments.)
 */
export async function loadSharedReferenceData(db: Database): Promise<void> {
  await insertAll(
    read('municipios', 'estados.csv').map((row) => ({
      ibge_code: Number(row['codigo_uf']),
      uf: row['uf']!,
      name: row['nome']!,
      lat: Number(row['latitude']),
      lng: Number(row['longitude']),
      region: row['regiao']!,
    })),
    (chunk) => db.insert(states).values(chunk),
  );
  await insertAll(
    read('municipios', 'municipios.csv').map((row) => ({
      ibge_code: Number(row['codigo_ibge']),
      name: row['nome']!,
      uf: row['uf']!,
      lat: Number(row['latitude']),
      lng: Number(row['longitude']),
      capital: row['capital'] === '1',
    })),
    (chunk) => db.insert(municipalities).values(chunk),
  );
  const plazas = parseTollPlazaRecords(read('pedagios', 'pracas.csv'));
  if (!plazas.success) throw new Error(`pracas.csv: ${JSON.stringify(plazas.errors.slice(0, 3))}`);
  await insertAll(
    plazas.rows.map((row) => ({
      id: row.id,
      source: row.fonte,
      concessionaire: row.concessionaria,
      name: row.nome,
      road: row.rodovia,
      uf: row.uf,
      municipality: row.municipio,
      km: row.km,
      lat: row.lat,
      lng: row.lng,
      direction: row.sentido,
      free_flow: row.free_flow,
      coord_precision: row.coord_precisao,
      note: row.nota || null,
    })),
    (chunk) => db.insert(tollPlazas).values(chunk),
  );
  const tariffs = parseTollTariffRecords(read('pedagios', 'tarifas.csv'));
  if (!tariffs.success) throw new Error(`tarifas.csv: ${JSON.stringify(tariffs.errors.slice(0, 3))}`);
  await insertAll(
    tariffs.rows.map((row) => ({
      plaza_id: row.plazaId,
      valid_from: row.validFrom,
      multiplier: row.multiplier,
      fare: row.fare,
      source: row.source,
    })),
    (chunk) => db.insert(tollTariffs).values(chunk),
  );
  await insertAll(
    read('balancas', 'balancas.csv')
      .filter((row) => optional(row['latitude']) && optional(row['longitude']))
      .map((row) => ({
        name: row['nome']!,
        kind: optional(row['tipo']),
        road: optional(row['rodovia']),
        km: kmOf(row['km']),
        km_text: optional(row['km']),
        direction: optional(row['sentido']),
        municipality: optional(row['municipio']),
        uf: optional(row['uf']),
        operator: optional(row['operador']),
        lat: Number(row['latitude']),
        lng: Number(row['longitude']),
        source: optional(row['fonte']),
        confidence: optional(row['confianca']),
      })),
    (chunk) => db.insert(weighingStations).values(chunk).onConflictDoNothing(),
  );
  const coefficients = parseFreightCoefficients(read('frete', 'piso_minimo.csv'));
  if (!coefficients.success)
    throw new Error(`piso_minimo.csv: ${JSON.stringify(coefficients.errors.slice(0, 3))}`);
  await insertAll(
    coefficients.rows.map((row) => ({
      act: row.act,
      valid_from: row.validFrom,
      valid_to: row.validTo,
      table_id: row.table,
      cargo_kind: row.cargoKind,
      axles: row.axles,
      ccd: row.ccd,
      cc: row.cc,
      source: row.source,
    })),
    (chunk) => db.insert(freightCoefficients).values(chunk),
  );
  for (const [file, importRules] of [
    ['descontos_praca.csv', importTollDiscounts],
    ['grupos_alternativos.csv', importTollGroups],
    ['ponto_a_ponto.csv', importPointToPoint],
  ] as const) {
    const text = readFileSync(join(sharedDataDir(), 'pedagios', file), 'utf8');
    const result = await importRules(db, text, { file });
    if (!result.ok) throw new Error(`${file}: ${JSON.stringify(result.errors.slice(0, 3))}`);
  }
}
