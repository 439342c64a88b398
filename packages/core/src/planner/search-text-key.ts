/**
 * A comparison key for search text: trimmed, lower-case, without accents, inner spaces collapsed, so
 * 'São Paulo', 'sao  paulo' and ' SAO PAULO ' compare equal.
 *
 * @example searchTextKey('  São  Paulo ') // 'sao paulo'
 */
export function searchTextKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, ' ');
}
