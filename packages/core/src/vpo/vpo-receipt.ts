import { formatBRL } from '../format/format-brl.ts';
import { formatDate, formatDateTime } from '../format/format-date-time.ts';
import { formatDistance } from '../format/format-distance.ts';
import { formatKmMarker } from '../format/format-km-marker.ts';
import { maskCpfCnpj } from '../format/mask-cpf-cnpj.ts';
import { VEHICLE_CATEGORY_LABELS } from '../planner/route-labels.ts';
import type { Vpo } from '../schemas/vpo.ts';
import { VPO_STATUS_LABELS } from './vpo-status.ts';
import { BUILTIN_SUPPLIER_NOTICE, VPO_SUPPLIER_LABELS } from './vpo-supplier-kind.ts';

/** What a receipt reads for a text the purchase does not carry. */
export const RECEIPT_UNKNOWN_TEXT = 'Não informado';

/** What a receipt reads for a money value not known (never `R$ 0,00`). */
export const RECEIPT_UNKNOWN_MONEY = 'Valor desconhecido';

/** Title of the receipt of a VPO bought from a supplier registered with ANTT. */
export const VPO_RECEIPT_TITLE = 'Recibo de Vale-Pedágio Obrigatório (VPO)';

/** Title of the document of a built-in purchase: it claims no VPO registered with ANTT. */
export const BUILTIN_RECEIPT_TITLE = 'Demonstrativo de pedágio — Pagamento próprio';

/** One label/value line of a receipt section. */
export interface VpoReceiptRow {
  label: string;
  value: string;
}

/** A titled group of lines of the receipt. */
export interface VpoReceiptSection {
  title: string;
  rows: VpoReceiptRow[];
}

/** One plaza of the receipt's table, every cell already formatted. */
export interface VpoReceiptPlaza {
  name: string;
  road: string;
  km: string;
  direction: string;
  uf: string;
  fare: string;
}

/** The receipt's content: what the PDF and the print page both render, in this order. */
export interface VpoReceipt {
  title: string;
  /** {@link BUILTIN_SUPPLIER_NOTICE} for a built-in purchase, else `null`. */
  notice: string | null;
  sections: VpoReceiptSection[];
  /** Title of the plaza table. */
  plazaTitle: string;
  /** Column headers of the plaza table, in the order of {@link VPO_RECEIPT_PLAZA_KEYS}. */
  plazaColumns: Readonly<Record<keyof VpoReceiptPlaza, string>>;
  plazas: VpoReceiptPlaza[];
  /** Quoted and purchased values. */
  totals: VpoReceiptRow[];
}

/** The plaza table's columns, in display order. */
export const VPO_RECEIPT_PLAZA_KEYS: readonly (keyof VpoReceiptPlaza)[] = [
  'name',
  'road',
  'km',
  'direction',
  'uf',
  'fare',
];

const PLAZA_COLUMNS: Readonly<Record<keyof VpoReceiptPlaza, string>> = Object.freeze({
  name: 'Praça',
  road: 'Rodovia',
  km: 'Km',
  direction: 'Sentido',
  uf: 'UF',
  fare: 'Tarifa',
});

function text(value: string | null | undefined): string {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? RECEIPT_UNKNOWN_TEXT : trimmed;
}

function money(value: number | null): string {
  return value == null ? RECEIPT_UNKNOWN_MONEY : formatBRL(value);
}

function maskedDocument(value: string | null | undefined): string {
  return text(maskCpfCnpj(value));
}

function party(name: string | null, documentText: string | null): string {
  const masked = maskCpfCnpj(documentText);
  if (!name?.trim()) return text(masked);
  return masked ? `${name.trim()} — ${masked}` : name.trim();
}

function row(label: string, value: string): VpoReceiptRow {
  return { label, value };
}

function situation(vpo: Vpo): VpoReceiptRow[] {
  const rows = [row('Situação', VPO_STATUS_LABELS[vpo.status])];
  if (vpo.status_message?.trim()) rows.push(row('Mensagem do fornecedor', vpo.status_message.trim()));
  if (vpo.status === 'cancelled' || vpo.status === 'cancel_pending' || vpo.cancelled_at) {
    rows.push(row('Motivo do cancelamento', text(vpo.cancel_reason)));
    rows.push(row('Data do cancelamento', text(formatDateTime(vpo.cancelled_at))));
  }
  return rows;
}

/**
 * The content of a VPO purchase's receipt in pt-BR, in order: title (a built-in purchase's title claims no
 * ANTT registration and comes with {@link BUILTIN_SUPPLIER_NOTICE}), the sections Partes, Veículo, Rota,
 * Validade, Identificadores and Situação, the plaza table and the totals. The server's PDF and the app's
 * print page both render it, so both say the same. A text not known reads {@link RECEIPT_UNKNOWN_TEXT}, a
 * money value not known {@link RECEIPT_UNKNOWN_MONEY} (never `R$ 0,00`).
 *
 * @example vpoReceipt(vpo).totals[1] // { label: 'Valor comprado', value: 'R$ 45,00' }
 */
export function vpoReceipt(vpo: Vpo): VpoReceipt {
  const builtin = vpo.supplier === 'builtin';
  const notApplicable = builtin ? 'Não se aplica (pagamento próprio)' : RECEIPT_UNKNOWN_TEXT;
  return {
    title: builtin ? BUILTIN_RECEIPT_TITLE : VPO_RECEIPT_TITLE,
    notice: builtin ? BUILTIN_SUPPLIER_NOTICE : null,
    sections: [
      {
        title: 'Partes',
        rows: [
          row('Transportadora', party(vpo.company_name, vpo.company_cnpj)),
          row('Embarcador', party(vpo.shipper_name, vpo.shipper_document)),
          row('CPF/CNPJ de origem', maskedDocument(vpo.origin_document)),
          row('CPF/CNPJ de destino', maskedDocument(vpo.destination_document)),
          row('Tomador do transporte', vpo.transport_taker),
        ],
      },
      {
        title: 'Veículo',
        rows: [
          row('Placa', text(vpo.vehicle.plate)),
          row('Categoria', VEHICLE_CATEGORY_LABELS[vpo.vehicle.category]),
          row('Eixos', String(vpo.vehicle.axis)),
          row('Eixos suspensos', String(vpo.vehicle.suspended_axles)),
          row('Rodagem', text(vpo.vehicle.rear_wheel_type)),
          row('Tag / operadora', text(vpo.tag_operator)),
        ],
      },
      {
        title: 'Rota',
        rows: [
          row('Apelido', text(vpo.route_slug)),
          row('Pontos', text(vpo.route_waypoints.map((point) => point.trim()).join(' → '))),
          row('Distância', vpo.distance_km == null ? RECEIPT_UNKNOWN_TEXT : formatDistance(vpo.distance_km)),
        ],
      },
      {
        title: 'Validade',
        rows: [
          row('Compra', text(formatDateTime(vpo.issued_at ?? vpo.created_at))),
          row('Válido até', text(formatDate(vpo.expiration_date))),
        ],
      },
      {
        title: 'Identificadores',
        rows: [
          row('Fornecedor', VPO_SUPPLIER_LABELS[vpo.supplier]),
          row('Número da viagem', text(vpo.trip_number)),
          row('Recibo', text(vpo.receipt_number)),
          row('ID da compra', text(vpo.purchase_id)),
          row('ID VPO ANTT', vpo.antt_vpo_id?.trim() ? vpo.antt_vpo_id.trim() : notApplicable),
          row('Nossa referência', text(vpo.client_reference)),
        ],
      },
      { title: 'Situação', rows: situation(vpo) },
    ],
    plazaTitle: 'Praças de pedágio',
    plazaColumns: PLAZA_COLUMNS,
    plazas: vpo.lines.map((line) => ({
      name: text(line.name),
      road: text(line.road),
      km: text(formatKmMarker(line.km)),
      direction: text(line.direction),
      uf: text(line.uf),
      fare: money(line.fare),
    })),
    totals: [row('Valor cotado', money(vpo.quoted_value)), row('Valor comprado', money(vpo.purchased_value))],
  };
}
