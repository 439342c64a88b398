/**
 * A stable id of a concessionaire from its name (the data have no id).
 *
 * @example concessionaireId('AUTOPISTA RÉGIS BITTENCOURT') // 'autopista-regis-bittencourt'
 */
export function concessionaireId(name: string | null | undefined): string | null {
  const slug = (name ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return slug === '' ? null : slug;
}
