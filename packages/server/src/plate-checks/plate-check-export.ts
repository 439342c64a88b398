import ExcelJS from 'exceljs';
import {
  formatDateTime,
  PLATE_CHECK_PROVIDER_LABELS,
  PLATE_CHECK_PROVIDERS,
  PLATE_CHECK_SOURCE_LABELS,
  plateCheckAnswerText,
} from '@freight/core';
import type { PlateCheckRecord } from '@freight/core';
import { answersOf } from './plate-check-record.ts';
import type { PlateCheckItemRow } from './plate-check-record.ts';

/**
 * A plate-check record as an XLSX workbook (one sheet 'Placas'): the record's description, status and
 * source on top, then one row per plate with core's reading of each provider's answer
 * (`plateCheckAnswerText`: 'Sim' / 'Não' / 'Sem resposta' / 'Aguardando'), each
 * provider's message and when it was checked (Brasília).
 */
export async function writePlateCheckXlsx(
  record: PlateCheckRecord,
  items: readonly PlateCheckItemRow[],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Freight route planner';
  const sheet = workbook.addWorksheet('Placas', { views: [{ state: 'frozen', ySplit: 5 }] });
  sheet.addRow(['Consulta', record.description]);
  sheet.addRow(['Situação', record.status_label]);
  sheet.addRow(['Fonte', PLATE_CHECK_SOURCE_LABELS[record.source]]);
  sheet.addRow([]);
  const labels = PLATE_CHECK_PROVIDERS.map((provider) => PLATE_CHECK_PROVIDER_LABELS[provider]);
  const header = sheet.addRow([
    'Placa',
    ...labels,
    ...labels.map((label) => `Mensagem ${label}`),
    'Consultada em',
  ]);
  header.font = { bold: true };
  sheet.getColumn(1).width = 12;
  for (let column = 2; column <= 1 + labels.length; column += 1) sheet.getColumn(column).width = 14;
  for (const item of items) {
    const answers = answersOf(item);
    const checked = item.checked_at !== null;
    const of = (provider: string) => answers.find((answer) => answer.provider === provider);
    sheet.addRow([
      item.plate,
      ...PLATE_CHECK_PROVIDERS.map((provider) => plateCheckAnswerText(of(provider), checked)),
      ...PLATE_CHECK_PROVIDERS.map((provider) => of(provider)?.message ?? ''),
      item.checked_at ? formatDateTime(item.checked_at.toISOString()) : '',
    ]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
