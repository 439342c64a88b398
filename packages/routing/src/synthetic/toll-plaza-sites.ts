import { csvText, csvTextRecords, parseCsvRecords, plazaRoadRefs } from '@freight/core';
import { z } from 'zod';

/** A real toll plaza the synthetic network carries: its position and its road as written in `pracas.csv`. */
export interface TollPlazaSite {
  lat: number;
  lng: number;
  /** The road text of `pracas.csv`: `BR-116`, `SPA 086/021`, `Acesso para SP-278`. */
  rodovia: string;
}

/** A `pracas.csv` row left out because its `rodovia` names no road number. */
export interface PlazaWithoutRoadNumber {
  /** Line in the file (header = line 1). */
  line: number;
  id: string;
  rodovia: string;
}

/** What {@link tollPlazaSitesFromCsv} read. */
export interface TollPlazaSitesFile {
  sites: TollPlazaSite[];
  /** Rows skipped because no road number can be read from their `rodovia`. */
  withoutRoadNumber: PlazaWithoutRoadNumber[];
}

const coordinate = (limit: number) =>
  csvText()
    .regex(/^-?\d+(\.\d+)?$/, { error: 'not a decimal number with a dot' })
    .transform(Number)
    .refine((value) => Math.abs(value) <= limit, { error: `not within ±${limit}` });

const rowSchema = z
  .object({
    id: csvText().min(1, { error: 'empty' }),
    rodovia: csvText(),
    latitude: coordinate(90),
    longitude: coordinate(180),
  })
  .transform((row) => ({ id: row.id, rodovia: row.rodovia, lat: row.latitude, lng: row.longitude }));

/**
 * The toll plazas of a `pracas.csv` file (columns `id`, `rodovia`, `latitude`, `longitude`; others
 * ignored). Rows whose `rodovia` holds no road number are returned apart, not as sites. Throws on a bad
 * row (missing column, coordinate that is not a decimal degree, repeated `id`), naming its line.
 *
 * @example tollPlazaSitesFromCsv(readFileSync('pedagios/pracas.csv', 'utf8')).sites
 */
export function tollPlazaSitesFromCsv(text: string): TollPlazaSitesFile {
  const parsed = parseCsvRecords(csvTextRecords(text), {
    schema: rowSchema,
    keyOf: (row) => row.id,
    duplicateMessage: 'repeated id',
  });
  if (!parsed.success) {
    const shown = parsed.errors
      .slice(0, 5)
      .map((error) => `line ${error.line}${error.field ? ` (${error.field})` : ''}: ${error.message}`);
    const more = parsed.errors.length > 5 ? `; and ${parsed.errors.length - 5} more` : '';
    throw new Error(`toll plazas: ${shown.join('; ')}${more}`);
  }
  const sites: TollPlazaSite[] = [];
  const withoutRoadNumber: PlazaWithoutRoadNumber[] = [];
  parsed.rows.forEach((row, i) => {
    if (plazaRoadRefs(row.rodovia).refs.length === 0)
      withoutRoadNumber.push({ line: i + 2, id: row.id, rodovia: row.rodovia });
    else sites.push({ lat: row.lat, lng: row.lng, rodovia: row.rodovia });
  });
  return { sites, withoutRoadNumber };
}
