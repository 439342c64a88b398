/** Most characters a plate holds (SPEC §9), without a hyphen. */
export const MASK_PLATE_MAX_LENGTH = 7;

/**
 * Masks a vehicle plate while typing: uppercase, only A–Z and 0–9 kept (hyphens, spaces and accented
 * letters are dropped), at most 7 characters. Works for old (`ABC1234`) and Mercosul (`ABC1D23`) plates;
 * whether the result is a valid plate is the validation rule's job.
 *
 * @example maskPlate('abc-1d23') // 'ABC1D23'
 */
export function maskPlate(text: string | null | undefined): string {
  return (text ?? '')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, MASK_PLATE_MAX_LENGTH);
}
