import type { PlazaCharge } from './plaza-placement.ts';
import type { PlazaSentido } from './toll-plaza-records.ts';

const COMPASS: Partial<Record<PlazaSentido, number>> = { norte: 0, leste: 90, sul: 180, oeste: 270 };

/** Below this |cos| between a road and a compass sentido, the road runs across it: uncertain. */
const COMPASS_MIN_COS = 0.2;

/**
 * The travel directions that pay at a placed plaza, relative to the edge's `bearing` there:
 * - `ambos` or no sentido → `both`;
 * - `crescente` → the direction in which the km increases (`kmSense` 1 → `forward`, -1 → `backward`),
 *   `decrescente` the other one; with an unknown km direction (`kmSense` 0) → `uncertain`;
 * - a compass sentido (`norte`, …) → the direction of travel whose bearing is within 90° of it, `uncertain`
 *   when the road runs nearly across it.
 *
 * @example plazaCharge('crescente', -1, 90) // 'backward'
 */
export function plazaCharge(sentido: PlazaSentido | null, kmSense: 1 | -1 | 0, bearing: number): PlazaCharge {
  if (sentido === null || sentido === 'ambos') return 'both';
  if (sentido === 'crescente' || sentido === 'decrescente') {
    if (kmSense === 0) return 'uncertain';
    const along = sentido === 'crescente' ? kmSense : -kmSense;
    return along === 1 ? 'forward' : 'backward';
  }
  const cos = Math.cos(((bearing - COMPASS[sentido]!) * Math.PI) / 180);
  if (Math.abs(cos) < COMPASS_MIN_COS) return 'uncertain';
  return cos > 0 ? 'forward' : 'backward';
}
