/**
 * Plate filter (SPEC §5): whether `plate` contains `filter`, ignoring case. An empty filter matches
 * every plate.
 *
 * @example matchesPlateFilter('BRA2E19', 'a2e') // true
 * @example matchesPlateFilter('ABC1234', 'XYZ') // false
 */
export function matchesPlateFilter(
  plate: string | null | undefined,
  filter: string | null | undefined,
): boolean {
  return (plate ?? '').toLowerCase().includes((filter ?? '').toLowerCase());
}
