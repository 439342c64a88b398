import ExcelJS from 'exceljs';
import {
  formatDate,
  formatDateTime,
  VPO_STATUS_LABELS,
  VPO_SUPPLIER_LABELS,
  VPO_UNKNOWN_VALUE,
} from '@freight/core';
import type { VpoStatus, VpoSupplierKind } from '@freight/core';
import { guardCell } from '../resources/routes/routes.export.ts';
import type { VpoRow } from './vpo-record.ts';

/** Most purchases one export writes (above it the filters must narrow the report). */
export const MAX_VPO_EXPORT_ROWS = 50_000;

/** pt-BR message of an export over {@link MAX_VPO_EXPORT_ROWS}. */
export const vpoExportTooLarge = (total: number) =>
  `A exportação tem ${total.toLocaleString('pt-BR')} VPOs; o máximo é ${MAX_VPO_EXPORT_ROWS.toLocaleString('pt-BR')}. Use os filtros para reduzir o período.`;

/** The report's columns: pt-BR header, width, and the cell of a purchase. */
const COLUMNS: readonly { header: string; width: number; cell: (row: VpoRow) => string | number | null }[] = [
  { header: 'ID', width: 8, cell: (row) => row.id },
  { header: 'Data da compra', width: 20, cell: (row) => formatDateTime(row.created_at) },
  { header: 'Placa', width: 10, cell: (row) => row.plate },
  { header: 'Rota', width: 28, cell: (row) => guardCell(row.route_slug) },
  { header: 'Embarcador', width: 28, cell: (row) => guardCell(row.shipper_name ?? '') },
  { header: 'Centro de custo', width: 20, cell: (row) => guardCell(row.cost_center_name ?? '') },
  {
    header: 'Fornecedor',
    width: 18,
    cell: (row) => VPO_SUPPLIER_LABELS[row.supplier as VpoSupplierKind] ?? row.supplier,
  },
  { header: 'Tag', width: 14, cell: (row) => row.tag_operator ?? '' },
  { header: 'Situação', width: 22, cell: (row) => VPO_STATUS_LABELS[row.status as VpoStatus] ?? row.status },
  { header: 'Validade', width: 12, cell: (row) => formatDate(row.expiration_date) },
  { header: 'Eixos', width: 7, cell: (row) => row.axis - row.suspended_axles },
  { header: 'Praças', width: 8, cell: (row) => (Array.isArray(row.lines) ? row.lines.length : 0) },
  {
    header: 'Valor cotado (R$)',
    width: 16,
    cell: (row) => (row.quoted_cents === null ? null : row.quoted_cents / 100),
  },
  {
    header: 'Valor comprado (R$)',
    width: 16,
    cell: (row) => (row.purchased_cents === null ? null : row.purchased_cents / 100),
  },
  { header: 'Nº da viagem', width: 18, cell: (row) => row.trip_number ?? '' },
  { header: 'ID VPO ANTT', width: 18, cell: (row) => row.antt_vpo_id ?? '' },
  { header: 'Código', width: 14, cell: (row) => guardCell(row.code) },
  { header: 'Referência', width: 26, cell: (row) => row.client_reference },
];

const MONEY_COLUMNS = new Set(['Valor cotado (R$)', 'Valor comprado (R$)']);

/**
 * The VPO report as an XLSX workbook (one sheet 'VPOs'): bold frozen header with a filter, money as numbers
 * (`#,##0.00`), an unknown value as the text 'Valor desconhecido', dates `DD/MM/YYYY HH:mm:ss` (Brasília),
 * texts never read as formulas.
 */
export async function writeVpoXlsx(rows: readonly VpoRow[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Freight route planner';
  const sheet = workbook.addWorksheet('VPOs', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS.map((column) => ({ header: column.header, width: column.width }));
  sheet.getRow(1).font = { bold: true };
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: COLUMNS.length } };
  for (const row of rows) {
    const added = sheet.addRow(
      COLUMNS.map((column) => {
        const value = column.cell(row);
        return value === null && MONEY_COLUMNS.has(column.header) ? VPO_UNKNOWN_VALUE : value;
      }),
    );
    COLUMNS.forEach((column, index) => {
      if (MONEY_COLUMNS.has(column.header)) added.getCell(index + 1).numFmt = '#,##0.00';
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
