/** Initial font size in px (SPEC §4 Session, §9). */
export const FONT_SIZE_INITIAL = 14;

/** Largest size an increase may reach (SPEC §9). */
export const FONT_SIZE_MAX = 20;

/** A decrease is allowed only while the size is at least this (SPEC §9: "decrease only at 12 or more"). */
export const FONT_SIZE_DECREASE_FROM = 12;

/** One increase or decrease step, in px. */
export const FONT_SIZE_STEP = 1;

/**
 * Whether the font size may grow: below {@link FONT_SIZE_MAX}.
 *
 * @example canIncreaseFontSize(20) // false
 */
export function canIncreaseFontSize(size: number): boolean {
  return size < FONT_SIZE_MAX;
}

/**
 * Whether the font size may shrink: the SPEC allows a decrease when the size is at least 12, read
 * literally, so 12 → 11 is allowed and 11 stops there (11 is the smallest size reached by decreasing).
 *
 * @example canDecreaseFontSize(12) // true
 * @example canDecreaseFontSize(11) // false
 */
export function canDecreaseFontSize(size: number): boolean {
  return size >= FONT_SIZE_DECREASE_FROM;
}

/**
 * Grows the font size by one step, never past 20; at the maximum (or above it) the size is unchanged.
 *
 * @example increaseFontSize(14) // 15
 * @example increaseFontSize(20) // 20
 */
export function increaseFontSize(size: number): number {
  return canIncreaseFontSize(size) ? Math.min(size + FONT_SIZE_STEP, FONT_SIZE_MAX) : size;
}

/**
 * Shrinks the font size by one step when {@link canDecreaseFontSize} allows it, else returns it unchanged.
 *
 * @example decreaseFontSize(12) // 11
 * @example decreaseFontSize(11) // 11
 */
export function decreaseFontSize(size: number): number {
  return canDecreaseFontSize(size) ? size - FONT_SIZE_STEP : size;
}

/**
 * Reads a stored font size (the `font` storage key holds text): a positive finite number is kept, anything else
 * (missing, empty, non-numeric, zero or negative) gives {@link FONT_SIZE_INITIAL}.
 *
 * @example parseFontSize('16') // 16
 * @example parseFontSize(null) // 14
 */
export function parseFontSize(stored: string | number | null | undefined): number {
  const size = typeof stored === 'string' && stored.trim() !== '' ? Number(stored) : stored;
  return typeof size === 'number' && Number.isFinite(size) && size > 0 ? size : FONT_SIZE_INITIAL;
}
