export { renderVpoReceiptPdf } from './render-vpo-receipt-pdf.ts';
