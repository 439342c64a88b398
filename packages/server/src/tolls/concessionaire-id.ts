const MAX_REMEMBERED = 4096;
const remembered = new Map<string, string | null>();

function slug(name: string): string | null {
  const text = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  // V8 keeps the two-byte representation `normalize('NFD')` gave, even once only ASCII is left; a single
  // two-byte string in a route answer makes its whole JSON two-byte (twice the memory, a slower UTF-8
  // encoding), so the id is re-created one-byte (lossless: only `a-z`, `0-9` and `-` are left)
  return text === '' ? null : Buffer.from(text, 'latin1').toString('latin1');
}

/**
 * A stable id of a concessionaire from its name (the data have no id), as an ASCII one-byte string.
 * Every plaza and station of every answer asks for one, among a few hundred names: each is worked out
 * once and remembered.
 *
 * @example concessionaireId('AUTOPISTA RÉGIS BITTENCOURT') // 'autopista-regis-bittencourt'
 */
export function concessionaireId(name: string | null | undefined): string | null {
  const key = name ?? '';
  let id = remembered.get(key);
  if (id === undefined) {
    if (remembered.size >= MAX_REMEMBERED) remembered.clear();
    id = slug(key);
    remembered.set(key, id);
  }
  return id;
}
