import { formatBRL } from '../format/format-brl.ts';

/** What a VPO value not known reads (never R$ 0,00). */
export const VPO_UNKNOWN_VALUE = 'Valor desconhecido';

/**
 * A VPO value in reais as core formats money, or {@link VPO_UNKNOWN_VALUE} when it is not known (`null`).
 *
 * @example formatVpoValue(1234.5) // 'R$ 1.234,50'
 * @example formatVpoValue(null) // 'Valor desconhecido'
 */
export function formatVpoValue(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) ? formatBRL(value) : VPO_UNKNOWN_VALUE;
}
