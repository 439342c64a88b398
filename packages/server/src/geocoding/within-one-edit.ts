/**
 * Whether `a` and `b` differ by at most one edit: one character inserted, deleted or replaced, or two
 * neighbouring characters swapped (optimal string alignment distance ≤ 1). Linear time.
 *
 * @example withinOneEdit('curitba', 'curitiba') // true
 * @example withinOneEdit('cuirtiba', 'curitiba') // true (swap)
 * @example withinOneEdit('curtba', 'curitiba') // false
 */
export function withinOneEdit(a: string, b: string): boolean {
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  if (i === la && i === lb) return true;
  if (la === lb) {
    // replace a[i], or swap a[i] and a[i + 1]
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return (
      i + 1 < la &&
      a.charCodeAt(i) === b.charCodeAt(i + 1) &&
      a.charCodeAt(i + 1) === b.charCodeAt(i) &&
      a.slice(i + 2) === b.slice(i + 2)
    );
  }
  // one extra character in the longer string at position i
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}
