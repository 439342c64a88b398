/** Said of one plaza whose fare is unknown ('Tarifa indisponível'), e.g. in its pop-up on the map. */
export const UNPRICED_PLAZA_NOTE = 'Esta praça não está incluída nos totais.';

/**
 * The pt-BR warning shown beside toll totals when `count` listed plazas have no fare in force for the
 * vehicle and date ('Tarifa indisponível'): their fares are not in the totals, which are then a lower
 * bound. Empty when every plaza is priced.
 *
 * @example unpricedPlazasWarning(2) // '2 praças com tarifa indisponível não estão incluídas nos totais.'
 */
export function unpricedPlazasWarning(count: number): string {
  if (!Number.isInteger(count) || count <= 0) return '';
  return count === 1
    ? '1 praça com tarifa indisponível não está incluída nos totais.'
    : `${count.toLocaleString('pt-BR')} praças com tarifa indisponível não estão incluídas nos totais.`;
}
