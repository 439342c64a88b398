import { addDays } from '../shared/iso-date.ts';

/** Days from today a VPO is valid unless the user chooses otherwise (one integrator's practice). */
export const DEFAULT_VPO_VALIDITY_DAYS = 5;

/** Most days from today a VPO may be valid (Sem Parar refuses more than 15). */
export const MAX_VPO_VALIDITY_DAYS = 15;

/**
 * The default expiration date (`yyyy-MM-dd`) of a VPO bought on `today` (`yyyy-MM-dd`, Brasília).
 *
 * @example defaultVpoExpiration('2026-11-26') // '2026-12-01'
 */
export function defaultVpoExpiration(today: string): string {
  return addDays(today, DEFAULT_VPO_VALIDITY_DAYS);
}

/**
 * Why `expiration` cannot be the validity of a VPO bought on `today`: `past`, `too-far`, or `null` when it can.
 */
export function vpoExpirationProblem(expiration: string, today: string): 'past' | 'too-far' | null {
  if (expiration < today) return 'past';
  if (expiration > addDays(today, MAX_VPO_VALIDITY_DAYS)) return 'too-far';
  return null;
}
