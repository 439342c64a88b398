import ExcelJS from 'exceljs';
import { parsePlateList, parsePlateListCsv, isPlateListHeader } from '@freight/core';
import type { PlateListCell, PlateListParse } from '@freight/core';
import type { Context } from 'hono';
import { CSV_TYPES } from '../http/csv-upload.ts';
import type { AppEnv } from '../http/endpoint.ts';
import { readFileUpload } from '../http/file-upload.ts';
import { invalid } from '../http/http-error.ts';

/** A plate list file read: its name (its errors carry it) and its plates or bad rows. */
export interface PlateListUpload {
  file: string;
  parsed: PlateListParse;
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const BODY_TYPES: ReadonlySet<string> = new Set([...CSV_TYPES, XLSX_TYPE, 'application/octet-stream']);

/** pt-BR answers of a plate list file that can not be read. */
export const PLATE_LIST_UPLOAD_MESSAGES = {
  mediaType: 'Envie o arquivo de placas (CSV ou XLSX) no corpo ou em multipart/form-data no campo file.',
  empty: 'O arquivo está vazio.',
  notCsvOrXlsx: 'Envie um arquivo CSV (UTF-8) ou XLSX.',
  badXlsx: (file: string) => `O arquivo ${file} não pôde ser lido como planilha XLSX.`,
} as const;

/** Whether `bytes` open like a zip archive (an XLSX workbook is one): 'PK\x03\x04'. */
function isZip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

function cellText(cell: ExcelJS.Cell): string {
  try {
    return cell.text ?? '';
  } catch {
    return String(cell.value ?? '');
  }
}

/**
 * The plate cells of a workbook's first sheet: the column headed 'placa'/'plate' in the first row with
 * values (case and accents ignored), else its leftmost column with a value; one plate per row, named
 * by its row number.
 */
function sheetCells(sheet: ExcelJS.Worksheet | undefined): PlateListCell[] {
  if (!sheet) return [];
  let headerRow: ExcelJS.Row | undefined;
  sheet.eachRow((row) => {
    headerRow ??= row;
  });
  if (!headerRow) return [];
  let column: number | undefined;
  let leftmost: number | undefined;
  headerRow.eachCell((cell, col) => {
    if (cellText(cell).trim() === '') return;
    leftmost ??= col;
    if (column === undefined && isPlateListHeader(cellText(cell))) column = col;
  });
  const plateColumn = column ?? leftmost ?? 1;
  const cells: PlateListCell[] = [];
  sheet.eachRow((row, line) => {
    if (line >= headerRow!.number) cells.push({ line, text: cellText(row.getCell(plateColumn)) });
  });
  return cells;
}

async function readXlsx(bytes: Uint8Array, file: string): Promise<PlateListParse> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
    );
  } catch {
    throw invalid(
      { file: PLATE_LIST_UPLOAD_MESSAGES.badXlsx(file) },
      PLATE_LIST_UPLOAD_MESSAGES.badXlsx(file),
    );
  }
  return parsePlateList(sheetCells(workbook.worksheets[0]));
}

function readCsv(bytes: Uint8Array): PlateListParse {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = '\u0000';
  }
  if (text.includes('\u0000')) {
    throw invalid({ file: PLATE_LIST_UPLOAD_MESSAGES.notCsvOrXlsx }, PLATE_LIST_UPLOAD_MESSAGES.notCsvOrXlsx);
  }
  return parsePlateListCsv(text);
}

/**
 * The plate list of an upload request (see `readFileUpload` for the body): an XLSX workbook (told by
 * its zip content, its `.xlsx` name or its media type; the first sheet, see {@link sheetCells}) or a
 * UTF-8 CSV file (`parsePlateListCsv`). Both read their cells with core's `parsePlateList`. An empty
 * file, a file that is neither, or a workbook that does not open answer 422 in pt-BR.
 *
 * @example const { file, parsed } = await readPlateListUpload(c);
 */
export async function readPlateListUpload(c: Context<AppEnv>): Promise<PlateListUpload> {
  const upload = await readFileUpload(c, 'placas.csv', BODY_TYPES, PLATE_LIST_UPLOAD_MESSAGES.mediaType);
  const { bytes, file } = upload;
  if (bytes.byteLength === 0) {
    throw invalid({ file: PLATE_LIST_UPLOAD_MESSAGES.empty }, PLATE_LIST_UPLOAD_MESSAGES.empty);
  }
  const xlsx = isZip(bytes) || upload.type === XLSX_TYPE || /\.xlsx$/i.test(file);
  return { file, parsed: xlsx ? await readXlsx(bytes, file) : readCsv(bytes) };
}
