import { z } from 'zod';
import type { FieldErrors, Permission } from '@freight/core';
import { importDatasetCsv } from '../data-import/import-dataset-csv.ts';
import type { CsvDatasetName } from '../data-import/csv-dataset-name.ts';
import type { CsvImportError } from '../data-import/csv-import-error.ts';
import { endpoint } from '../http/endpoint.ts';
import type { AnyEndpoint } from '../http/endpoint.ts';
import { errorBody } from '../http/response.ts';
import type { ServerContext } from '../server-context.ts';
import type { KmMarkers } from '../tolls/index.ts';
import { readCsvUpload } from '../http/csv-upload.ts';

/** `data` of a successful CSV import: rows read, inserted, updated (the rest were equal) and warnings. */
export const csvImportResultSchema = z.object({
  rows: z.number().int(),
  inserted: z.number().int(),
  updated: z.number().int(),
  warnings: z.array(z.string()),
});

/** pt-BR message of a rejected CSV file. */
export const csvRejectedMessage = (file: string): string =>
  `O arquivo ${file} tem erros; nada foi importado. Corrija as linhas indicadas e envie de novo.`;

/** The line errors as `details`: `linha N` (or `arquivo` for the file as a whole) → message(s). */
export function lineDetails(errors: readonly CsvImportError[]): FieldErrors {
  const details: FieldErrors = {};
  for (const error of errors) {
    const key = error.line > 0 ? `linha ${error.line}` : 'arquivo';
    details[key] = details[key] === undefined ? error.message : `${details[key]}; ${error.message}`;
  }
  return details;
}

/** What an import endpoint imports and who may call it. */
export interface CsvImportSpec {
  path: string;
  summary: string;
  access: Permission;
  dataset: CsvDatasetName;
  /** Name of a file sent as the body (line errors carry it). */
  defaultFile: string;
}

/**
 * The km markers of the road network, read by a route worker (never by this thread), or none without route
 * services or when they cannot be read: the stations then stay unpositioned, with a warning.
 */
async function roadKmMarkers(ctx: ServerContext): Promise<KmMarkers | undefined> {
  try {
    return await ctx.routeServices?.calculator.kmMarkers();
  } catch (error) {
    ctx.logger.warn('road km markers unavailable', {
      error: error instanceof Error ? error.message : String(error),
    });
    return undefined;
  }
}

/**
 * `POST <path>`: imports one dataset's CSV file (see `readCsvUpload` for the body) with
 * `importDatasetCsv`. Every row valid: all upserted, answer 200 with the counts, and `ctx.referenceData`
 * bumped when anything changed. Otherwise nothing is written: 422 with one pt-BR message per line in
 * `details` and the full list (`{ file, line, message }`) in `error.errors`.
 */
export function csvImportEndpoint(ctx: ServerContext, spec: CsvImportSpec): AnyEndpoint {
  return endpoint({
    method: 'post',
    path: spec.path,
    summary: spec.summary,
    access: spec.access,
    response: csvImportResultSchema,
    message: 'Importação concluída.',
    handler: async ({ c }) => {
      const upload = await readCsvUpload(c, spec.defaultFile);
      const result = await importDatasetCsv(ctx.db, spec.dataset, upload.text, {
        file: upload.file,
        kmMarkers: spec.dataset === 'weighing-stations' ? await roadKmMarkers(ctx) : undefined,
      });
      if (!result.ok) {
        const message = csvRejectedMessage(upload.file);
        return c.json(errorBody(422, message, lineDetails(result.errors), { errors: result.errors }), 422);
      }
      if (result.inserted + result.updated > 0) ctx.referenceData.bump();
      const { rows, inserted, updated, warnings } = result;
      return { rows, inserted, updated, warnings };
    },
  });
}
