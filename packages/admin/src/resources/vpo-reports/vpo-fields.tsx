import { formatDate, formatVpoValue, VPO_STATUS_LABELS, VPO_SUPPLIER_LABELS } from '@freight/core';
import { useRecordContext } from 'react-admin';

/** Props react-admin's table and show layout read from a field (header label, sort). */
interface FieldProps {
  readonly source: string;
  readonly label?: string;
  readonly sortable?: boolean;
}

/** The label of `value` in `labels`, or the value itself when it has none. */
export function labelOf(labels: Readonly<Record<string, string>>, value: unknown): string {
  if (typeof value !== 'string') return '';
  return Object.hasOwn(labels, value) ? (labels[value] ?? value) : value;
}

/** The purchase's status in pt-BR (core's `VPO_STATUS_LABELS`: 'Emitido', 'Cancelado', …). */
export function VpoStatusField({ source }: FieldProps) {
  const record = useRecordContext();
  return <span>{labelOf(VPO_STATUS_LABELS, record?.[source])}</span>;
}

/** The supplier's pt-BR name (core's `VPO_SUPPLIER_LABELS`: 'Pagamento próprio', 'Sem Parar'). */
export function VpoSupplierField({ source }: FieldProps) {
  const record = useRecordContext();
  return <span>{labelOf(VPO_SUPPLIER_LABELS, record?.[source])}</span>;
}

/** A value in reais ('R$ 1.234,56'), 'Valor desconhecido' when not known (never R$ 0,00). */
export function VpoValueField({ source }: FieldProps) {
  const record = useRecordContext();
  const value: unknown = record?.[source];
  return <span>{formatVpoValue(typeof value === 'number' ? value : null)}</span>;
}

/** A calendar date (`yyyy-MM-dd`) as `DD/MM/YYYY`. */
export function VpoDateField({ source }: FieldProps) {
  const record = useRecordContext();
  const value: unknown = record?.[source];
  return <span>{typeof value === 'string' ? formatDate(value) : ''}</span>;
}

/** The plate of the purchase's vehicle (`vehicle.plate`; `source` is the list's sort field `plate`). */
export function VpoPlateField(_props: FieldProps) {
  const record = useRecordContext();
  const vehicle: unknown = record?.vehicle;
  const plate =
    typeof vehicle === 'object' && vehicle !== null ? (vehicle as { plate?: unknown }).plate : undefined;
  return <span>{typeof plate === 'string' ? plate : ''}</span>;
}
