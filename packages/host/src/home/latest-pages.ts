/**
 * The pages of a list in id order (`GET /api/routes` lists oldest first) that hold its last `count`
 * records, for pages of `count` rows: the last page, and the one before it when the last is not full.
 *
 * @example latestPages(12, 5) // [3, 2]: rows 11-12 and 6-10
 */
export function latestPages(total: number, count: number): number[] {
  if (total <= count) return [1];
  const last = Math.ceil(total / count);
  return total % count === 0 ? [last] : [last, last - 1];
}
