import type { PlazaToPlace } from '../place-plazas.ts';

/** A plaza to place at a position, on BR-116 in SP with no km and charged both ways unless overridden. */
export function plaza(
  id: string,
  at: { lat: number; lng: number },
  fields: Partial<PlazaToPlace> = {},
): PlazaToPlace {
  return { id, rodovia: 'BR-116', uf: 'SP', km: null, sentido: 'ambos', free_flow: false, ...at, ...fields };
}
