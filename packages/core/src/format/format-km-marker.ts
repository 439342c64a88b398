import { formatDecimal } from './format-decimal.ts';
import { roundDecimal } from './round-decimal.ts';

const NUMERIC_TEXT = /^\d+(?:[.,]\d+)?$/;

/**
 * Formats a road's official km marker (a toll plaza's or weighing station's `km`) as `'km 47,6'`.
 *
 * Keeps up to 3 decimals (metres), drops trailing zeros, groups thousands: `47.6` → `'km 47,6'`,
 * `192.82` → `'km 192,82'`, `123` → `'km 123'`, `1234.5` → `'km 1.234,5'`. Text such as `'47.6'` or
 * `'47,6'` is accepted. Anything else (`null`, negative, non-numeric) gives `''`.
 *
 * @param km - the marker.
 * @example formatKmMarker(47.6) // 'km 47,6'
 */
export function formatKmMarker(km: number | string | null | undefined): string {
  let value: number;
  if (typeof km === 'string') {
    const text = km.trim();
    if (!NUMERIC_TEXT.test(text)) return '';
    value = Number(text.replace(',', '.'));
  } else if (typeof km === 'number' && Number.isFinite(km) && km >= 0) {
    value = km;
  } else {
    return '';
  }
  const rounded = roundDecimal(value, 3);
  const digits = Number.isInteger(rounded) ? 0 : (String(rounded).split('.')[1]?.length ?? 0);
  return `km ${formatDecimal(rounded, Math.min(digits, 3))}`;
}
