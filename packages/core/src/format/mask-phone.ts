import { applyMask } from './apply-mask.ts';
import { onlyDigits } from './only-digits.ts';

/** Phone mask for more than 10 digits (mobile with area code), SPEC §5. */
export const PHONE_MASK_LONG = '(##) #####-####';

/** Phone mask for 10 digits or fewer, SPEC §5 (literally `(##) ####-#####`). */
export const PHONE_MASK_SHORT = '(##) ####-#####';

/** Most digits a phone holds (area code + 9-digit mobile). */
export const PHONE_MAX_DIGITS = 11;

/**
 * Masks a Brazilian phone number while typing: keeps digits only (at most 11), uses
 * `'(##) #####-####'` when there are more than 10 digits, else `'(##) ####-#####'` (SPEC §5), applied
 * progressively (`'119'` → `'(11) 9'`).
 *
 * @example maskPhone('11987654321') // '(11) 98765-4321'
 * @example maskPhone('1133334444') // '(11) 3333-4444'
 */
export function maskPhone(text: string | null | undefined): string {
  const digits = onlyDigits(text).slice(0, PHONE_MAX_DIGITS);
  return applyMask(digits.length > 10 ? PHONE_MASK_LONG : PHONE_MASK_SHORT, digits);
}
