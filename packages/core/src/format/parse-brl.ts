const GROUPED = /^\d{1,3}(?:\.\d{3})+(?:,\d+)?$/;
const UNGROUPED = /^\d+(?:,\d+)?$/;

/**
 * Reads a pt-BR money or decimal text back into a number: `'R$ 1.234,56'` → `1234.56`.
 *
 * Accepted: an optional `'R$'`, any spaces (including non-breaking ones), a minus sign (`'-'` or `'−'`)
 * before or after `'R$'`, digits with `'.'` thousand separators in groups of three (or no separators),
 * and an optional `','` fraction. A `'.'` is always a thousand separator, so `'12.34'` is not a number
 * here. Anything else, including empty text, gives `null`.
 *
 * @example parseBRL('R$ 1.234,56') // 1234.56
 * @example parseBRL('-R$ 0,50') // -0.5
 * @example parseBRL('R$ 12.34') // null
 */
export function parseBRL(text: string | null | undefined): number | null {
  if (text == null) return null;
  let rest = text.replace(/[\s\u00a0\u202f]/g, '').replace(/\u2212/g, '-');
  let negative = false;
  if (rest.startsWith('-')) {
    negative = true;
    rest = rest.slice(1);
  }
  if (rest.startsWith('R$')) rest = rest.slice(2);
  if (!negative && rest.startsWith('-')) {
    negative = true;
    rest = rest.slice(1);
  }
  if (!GROUPED.test(rest) && !UNGROUPED.test(rest)) return null;
  const value = Number(rest.replace(/\./g, '').replace(',', '.'));
  return negative && value !== 0 ? -value : value;
}
