import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { csvTextRecords } from '@freight/core';

const latitude = z.coerce.number().min(-90).max(90);
const longitude = z.coerce.number().min(-180).max(180);

/** A state as the `states` table holds it (and `municipios/estados.csv` after renaming the columns). */
export const stateRowSchema = z.object({
  ibge_code: z.coerce.number().int().positive(),
  uf: z.string().regex(/^[A-Z]{2}$/),
  name: z.string().trim().min(1),
  lat: latitude,
  lng: longitude,
  region: z.string().optional(),
});

/** A state row. */
export type StateRow = z.infer<typeof stateRowSchema>;

/** A municipality as the `municipalities` table holds it (and `municipios/municipios.csv`). */
export const municipalityRowSchema = z.object({
  ibge_code: z.coerce.number().int().positive(),
  name: z.string().trim().min(1),
  uf: z.string().regex(/^[A-Z]{2}$/),
  lat: latitude,
  lng: longitude,
  capital: z.union([z.boolean(), z.enum(['0', '1']).transform((flag) => flag === '1')]),
});

/** A municipality row. */
export type MunicipalityRow = z.infer<typeof municipalityRowSchema>;

/** A bad row of the municipality files. */
export class MunicipalityDataError extends Error {
  override name = 'MunicipalityDataError';
}

function parseRows<T>(schema: z.ZodType<T>, records: readonly unknown[], file: string): T[] {
  return records.map((record, index) => {
    const parsed = schema.safeParse(record);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new MunicipalityDataError(
        `${file} line ${index + 2}: ${issue?.path.join('.') ?? ''} ${issue?.message ?? 'invalid'}`.trim(),
      );
    }
    return parsed.data;
  });
}

/**
 * Reads `municipios/estados.csv` and `municipios/municipios.csv` of a data folder (format of
 * `../shared/data`) as the rows of the `states` and `municipalities` tables.
 *
 * @throws MunicipalityDataError naming the file and line of a bad row.
 * @example const { states, municipalities } = await readMunicipalityCsvs('../shared/data');
 */
export async function readMunicipalityCsvs(
  sourceDir: string,
): Promise<{ states: StateRow[]; municipalities: MunicipalityRow[] }> {
  const statesFile = join(sourceDir, 'municipios', 'estados.csv');
  const municipalitiesFile = join(sourceDir, 'municipios', 'municipios.csv');
  const stateRecords = csvTextRecords(await readFile(statesFile, 'utf8')).map((r) => ({
    ibge_code: r['codigo_uf'],
    uf: r['uf'],
    name: r['nome'],
    lat: r['latitude'],
    lng: r['longitude'],
    region: r['regiao'],
  }));
  const municipalityRecords = csvTextRecords(await readFile(municipalitiesFile, 'utf8')).map((r) => ({
    ibge_code: r['codigo_ibge'],
    name: r['nome'],
    uf: r['uf'],
    lat: r['latitude'],
    lng: r['longitude'],
    capital: r['capital'],
  }));
  return {
    states: parseRows(stateRowSchema, stateRecords, statesFile),
    municipalities: parseRows(municipalityRowSchema, municipalityRecords, municipalitiesFile),
  };
}
