const LETTER_COUNT = 26;
const FIRST_LETTER = 'A'.charCodeAt(0);

/**
 * The label of the waypoint at 0-based `index`: letters `A`…`Z` for rows 1 to 26, then the row's 1-based
 * position as a number, so the 27th row reads `'27'` (SPEC §2 Waypoint editor, §9 markers "A to Z then
 * numbers"). Letters stop at Z because the next character code after `Z` is `[`, not a letter.
 *
 * @example waypointLabel(0) // 'A'
 * @example waypointLabel(25) // 'Z'
 * @example waypointLabel(26) // '27'
 * @throws RangeError when `index` is not a non-negative integer.
 */
export function waypointLabel(index: number): string {
  if (!Number.isInteger(index) || index < 0) throw new RangeError(`Invalid waypoint index: ${index}`);
  return index < LETTER_COUNT ? String.fromCharCode(FIRST_LETTER + index) : String(index + 1);
}
