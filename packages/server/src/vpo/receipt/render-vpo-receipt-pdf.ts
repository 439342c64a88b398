import { VPO_RECEIPT_PLAZA_KEYS, vpoReceipt } from '@freight/core';
import type { Vpo, VpoReceipt, VpoReceiptPlaza, VpoReceiptRow } from '@freight/core';
import PDFDocument from 'pdfkit';
import { winAnsiText } from './win-ansi-text.ts';

const MARGIN = 50;
const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';
const TEXT_SIZE = 9;
const LABEL_WIDTH = 150;
const CELL_PADDING = 3;
const RULE_COLOR = '#999999';
const NOTICE_FILL = '#fff4cc';

/** Share of the table's width each plaza column takes, in {@link VPO_RECEIPT_PLAZA_KEYS}' order. */
const COLUMN_SHARES: Readonly<Record<keyof VpoReceiptPlaza, number>> = {
  name: 0.3,
  road: 0.13,
  km: 0.13,
  direction: 0.13,
  uf: 0.08,
  fare: 0.23,
};

type Doc = PDFKit.PDFDocument;

function contentWidth(doc: Doc): number {
  return doc.page.width - MARGIN * 2;
}

function bottom(doc: Doc): number {
  return doc.page.height - MARGIN;
}

/** Starts a new page when `height` points do not fit below the cursor; whether it did. */
function ensureRoom(doc: Doc, height: number): boolean {
  if (doc.y + height <= bottom(doc)) return false;
  doc.addPage();
  return true;
}

function drawTitle(doc: Doc, receipt: VpoReceipt): void {
  doc
    .font(BOLD)
    .fontSize(16)
    .text(winAnsiText(receipt.title), MARGIN, MARGIN, { width: contentWidth(doc) });
  doc.moveDown(0.5);
  if (!receipt.notice) return;
  const text = winAnsiText(receipt.notice);
  const width = contentWidth(doc) - 2 * 8;
  doc.font(BOLD).fontSize(TEXT_SIZE);
  const height = doc.heightOfString(text, { width }) + 2 * 6;
  const top = doc.y;
  doc.save().rect(MARGIN, top, contentWidth(doc), height).fillAndStroke(NOTICE_FILL, RULE_COLOR).restore();
  doc.fillColor('black').text(text, MARGIN + 8, top + 6, { width });
  doc.x = MARGIN;
  doc.y = top + height;
  doc.moveDown(0.5);
}

function drawHeading(doc: Doc, title: string): void {
  doc.font(BOLD).fontSize(11);
  ensureRoom(doc, doc.currentLineHeight(true) * 3);
  doc.moveDown(0.4);
  doc.text(winAnsiText(title), MARGIN, doc.y, { width: contentWidth(doc) });
  const y = doc.y + 1;
  doc
    .save()
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + contentWidth(doc), y)
    .strokeColor(RULE_COLOR)
    .stroke()
    .restore();
  doc.y = y + 4;
}

function drawRows(doc: Doc, rows: readonly VpoReceiptRow[], labelWidth = LABEL_WIDTH): void {
  const valueWidth = contentWidth(doc) - labelWidth;
  for (const row of rows) {
    const label = winAnsiText(row.label);
    const value = winAnsiText(row.value);
    doc.font(FONT).fontSize(TEXT_SIZE);
    const height =
      Math.max(
        doc.font(BOLD).heightOfString(label, { width: labelWidth - 6 }),
        doc.font(FONT).heightOfString(value, { width: valueWidth }),
      ) + 2;
    ensureRoom(doc, height);
    const top = doc.y;
    doc.font(BOLD).text(label, MARGIN, top, { width: labelWidth - 6 });
    doc.font(FONT).text(value, MARGIN + labelWidth, top, { width: valueWidth });
    doc.x = MARGIN;
    doc.y = top + height;
  }
}

function columnWidths(doc: Doc): number[] {
  return VPO_RECEIPT_PLAZA_KEYS.map((key) => COLUMN_SHARES[key] * contentWidth(doc));
}

function rowHeight(doc: Doc, cells: readonly string[], font: string): number {
  const widths = columnWidths(doc);
  doc.font(font).fontSize(TEXT_SIZE);
  return (
    Math.max(
      ...cells.map((cell, index) => doc.heightOfString(cell, { width: widths[index]! - 2 * CELL_PADDING })),
    ) +
    2 * CELL_PADDING
  );
}

function drawTableRow(doc: Doc, cells: readonly string[], font: string, fill: string | null): void {
  const widths = columnWidths(doc);
  const height = rowHeight(doc, cells, font);
  const top = doc.y;
  if (fill) doc.save().rect(MARGIN, top, contentWidth(doc), height).fill(fill).restore();
  let x = MARGIN;
  cells.forEach((cell, index) => {
    const width = widths[index]! - 2 * CELL_PADDING;
    const last = index === cells.length - 1;
    doc
      .fillColor('black')
      .text(cell, x + CELL_PADDING, top + CELL_PADDING, { width, align: last ? 'right' : 'left' });
    x += widths[index]!;
  });
  const y = top + height;
  doc
    .save()
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + contentWidth(doc), y)
    .lineWidth(0.5)
    .strokeColor(RULE_COLOR)
    .stroke();
  doc.restore();
  doc.x = MARGIN;
  doc.y = y;
}

function drawPlazaTable(doc: Doc, receipt: VpoReceipt): void {
  drawHeading(doc, receipt.plazaTitle);
  const header = VPO_RECEIPT_PLAZA_KEYS.map((key) => winAnsiText(receipt.plazaColumns[key]));
  const headerHeight = rowHeight(doc, header, BOLD);
  if (receipt.plazas.length === 0) {
    drawRows(doc, [{ label: '', value: 'Nenhuma praça.' }]);
    return;
  }
  ensureRoom(doc, headerHeight * 2);
  drawTableRow(doc, header, BOLD, '#eeeeee');
  for (const plaza of receipt.plazas) {
    const cells = VPO_RECEIPT_PLAZA_KEYS.map((key) => winAnsiText(plaza[key]));
    if (ensureRoom(doc, rowHeight(doc, cells, FONT))) drawTableRow(doc, header, BOLD, '#eeeeee');
    drawTableRow(doc, cells, FONT, null);
  }
}

function drawTotals(doc: Doc, receipt: VpoReceipt): void {
  doc.moveDown(0.6);
  ensureRoom(doc, 40);
  const labelWidth = contentWidth(doc) - 160;
  for (const total of receipt.totals) {
    const top = doc.y;
    doc
      .font(BOLD)
      .fontSize(10)
      .text(winAnsiText(total.label), MARGIN, top, { width: labelWidth, align: 'right' });
    doc.text(winAnsiText(total.value), MARGIN + labelWidth, top, { width: 160, align: 'right' });
    doc.x = MARGIN;
  }
}

function drawPageNumbers(doc: Doc): void {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const margins = doc.page.margins;
    doc.page.margins = { ...margins, bottom: 0 };
    doc
      .font(FONT)
      .fontSize(8)
      .fillColor('#555555')
      .text(`Página ${index + 1} de ${range.count}`, MARGIN, doc.page.height - MARGIN + 16, {
        width: contentWidth(doc),
        align: 'right',
        lineBreak: false,
      });
    doc.page.margins = margins;
  }
}

/**
 * The receipt of a VPO purchase as an A4 PDF, laid out from core's {@link vpoReceipt} (the same content the
 * app's print page shows): title and, for a built-in purchase, its notice; the sections as label/value
 * lines; the plaza table, its header repeated on each page it runs onto; the totals; "Página n de N" at
 * the foot of every page. Standard Helvetica (WinAnsi): pt-BR accents come out right.
 *
 * @example const bytes = await renderVpoReceiptPdf(vpo); // starts with '%PDF-'
 */
export function renderVpoReceiptPdf(vpo: Vpo): Promise<Uint8Array> {
  const receipt = vpoReceipt(vpo);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: winAnsiText(receipt.title), Subject: winAnsiText(`VPO ${vpo.id} - ${vpo.vehicle.plate}`) },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
  drawTitle(doc, receipt);
  for (const section of receipt.sections) {
    drawHeading(doc, section.title);
    drawRows(doc, section.rows);
  }
  drawPlazaTable(doc, receipt);
  drawTotals(doc, receipt);
  drawPageNumbers(doc);
  doc.end();
  return done;
}
