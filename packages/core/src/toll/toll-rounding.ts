import type { CentRounding } from '../shared/cents.ts';

/** Rounding of a plaza's percentage-derived fares: `down` truncates to the cent, `up` raises, `half-up` rounds. */
export type TollRounding = CentRounding;

/** Rounding used when a plaza sets none: truncation, as São Paulo contracts do (politicas_desconto.csv). */
export const DEFAULT_TOLL_ROUNDING: TollRounding = 'down';

const ALIASES: Readonly<Record<string, TollRounding>> = {
  down: 'down',
  baixo: 'down',
  truncate: 'down',
  floor: 'down',
  up: 'up',
  cima: 'up',
  ceil: 'up',
  'half-up': 'half-up',
  half_up: 'half-up',
  nearest: 'half-up',
};

/**
 * Reads a plaza's rounding setting, accepting the English names and the Portuguese `baixo` / `cima`
 * of toll-data providers; anything else (or nothing) gives {@link DEFAULT_TOLL_ROUNDING}.
 * @example parseTollRounding('cima') // 'up'
 */
export function parseTollRounding(value: string | null | undefined): TollRounding {
  return ALIASES[(value ?? '').trim().toLowerCase()] ?? DEFAULT_TOLL_ROUNDING;
}
