import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { RouteType } from '@freight/core';
import {
  dateTimeFields,
  DEFAULT_TIME_ZONE,
  formatDateTime,
  formatDecimal,
  formatDuration,
  parseSavedRouteWaypoints,
  ROUTE_TYPE_LABELS,
} from '@freight/core';
import type { ExportFormat } from './routes.input.ts';

/** One saved route as the export writes it: the record plus its company's name. */
export interface ExportRow {
  id: number;
  slug: string;
  company: string;
  distance: number;
  time: number;
  type: string;
  waypoints: string;
  created_at: Date;
  updated_at: Date;
}

/** pt-BR column headers of the export, in order. */
export const EXPORT_HEADERS = [
  'Id',
  'Apelido',
  'Empresa',
  'Distância (km)',
  'Tempo',
  'Tipo',
  'Pontos',
  'Criado em',
  'Atualizado em',
] as const;

/** Between two addresses in the "Pontos" column. */
export const WAYPOINT_SEPARATOR = ' → ';

/** CSV field separator: Excel in pt-BR reads `;` (`,` is the decimal comma). */
export const CSV_SEPARATOR = ';';

/** Byte order mark that makes Excel read the CSV as UTF-8. */
export const UTF8_BOM = '\uFEFF';

const CONTENT_TYPES: Readonly<Record<ExportFormat, string>> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

function typeLabel(type: string): string {
  return ROUTE_TYPE_LABELS[type as RouteType] ?? type;
}

function waypointsText(json: string): string {
  return parseSavedRouteWaypoints(json).join(WAYPOINT_SEPARATOR);
}

/**
 * A text cell made safe against formula injection (OWASP "CSV injection"): text starting with `=`, `+`,
 * `-`, `@`, a tab or a carriage return gets a leading `'`, so a spreadsheet shows it as text.
 *
 * @example guardCell('=HYPERLINK("x")') // "'=HYPERLINK(\"x\")"
 */
export function guardCell(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** One CSV field: guarded, and quoted (doubling quotes) when it holds the separator, a quote or a line break. */
export function csvField(text: string): string {
  const safe = guardCell(text);
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The texts of one CSV line of `row` (pt-BR numbers and dates of Brasília time). */
function csvCells(row: ExportRow): string[] {
  return [
    String(row.id),
    row.slug,
    row.company,
    formatDecimal(row.distance, 2),
    formatDuration(row.time),
    typeLabel(row.type),
    waypointsText(row.waypoints),
    formatDateTime(row.created_at),
    formatDateTime(row.updated_at),
  ];
}

/**
 * Writes the export as CSV: UTF-8 with BOM, `;` between fields, CRLF between lines, the pt-BR headers
 * first; numbers with the decimal comma, dates `DD/MM/YYYY HH:mm:ss` in America/Sao_Paulo.
 */
export async function writeCsv(rows: AsyncIterable<ExportRow[]>): Promise<Buffer> {
  const lines = [EXPORT_HEADERS.map(csvField).join(CSV_SEPARATOR)];
  for await (const batch of rows) {
    for (const row of batch) lines.push(csvCells(row).map(csvField).join(CSV_SEPARATOR));
  }
  return Buffer.from(`${UTF8_BOM}${lines.join('\r\n')}\r\n`, 'utf8');
}

/** `date` as a spreadsheet date showing its wall clock in America/Sao_Paulo (spreadsheets have no zones). */
function localDate(date: Date): Date | null {
  const fields = dateTimeFields(date, DEFAULT_TIME_ZONE);
  if (!fields) return null;
  const wall = new Date(
    Date.UTC(2000, fields.month - 1, fields.day, fields.hour, fields.minute, fields.second),
  );
  wall.setUTCFullYear(fields.year);
  return wall;
}

const DATE_FORMAT = 'dd/mm/yyyy hh:mm:ss';

/**
 * Writes the export as an XLSX workbook (one sheet 'Rotas', streamed row by row): bold frozen header row
 * with a filter, ids and distances as numbers (`#,##0.00`), dates as date cells shown
 * `DD/MM/YYYY HH:mm:ss` in America/Sao_Paulo, texts as text cells (never formulas).
 */
export async function writeXlsx(rows: AsyncIterable<ExportRow[]>): Promise<Buffer> {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    output.on('end', resolve);
    output.on('error', reject);
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = 'Freight route planner';
  const sheet = workbook.addWorksheet('Rotas', { views: [{ state: 'frozen', ySplit: 1 }] });
  const widths = [8, 30, 28, 15, 16, 16, 60, 20, 20];
  sheet.columns = EXPORT_HEADERS.map((header, index) => ({ header, width: widths[index] ?? 16 }));
  sheet.getColumn(4).numFmt = '#,##0.00';
  sheet.getColumn(8).numFmt = DATE_FORMAT;
  sheet.getColumn(9).numFmt = DATE_FORMAT;
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.commit();
  sheet.autoFilter = { from: 'A1', to: 'I1' };
  for await (const batch of rows) {
    for (const row of batch) {
      sheet
        .addRow([
          row.id,
          row.slug,
          row.company,
          row.distance,
          formatDuration(row.time),
          typeLabel(row.type),
          waypointsText(row.waypoints),
          localDate(row.created_at),
          localDate(row.updated_at),
        ])
        .commit();
    }
  }
  sheet.commit();
  await workbook.commit();
  await finished;
  return Buffer.concat(chunks);
}

/** File name of an export made at `now`: `rotas-yyyy-MM-dd.<format>`, the day in America/Sao_Paulo. */
export function exportFilename(format: ExportFormat, now: number): string {
  const fields = dateTimeFields(now, DEFAULT_TIME_ZONE);
  const pad = (value: number) => String(value).padStart(2, '0');
  const day = fields ? `${fields.year}-${pad(fields.month)}-${pad(fields.day)}` : 'export';
  return `rotas-${day}.${format}`;
}

/** The download answer of an export: the file, its type and its name (`Content-Disposition`). */
export function exportResponse(body: Buffer, format: ExportFormat, filename: string): Response {
  return new Response(new Uint8Array(body), {
    status: 200,
    headers: {
      'Content-Type': CONTENT_TYPES[format],
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Content-Length': String(body.length),
      'Cache-Control': 'no-store',
    },
  });
}
