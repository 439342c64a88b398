const DIRECTIONS = ['norte', 'nordeste', 'leste', 'sudeste', 'sul', 'sudoeste', 'oeste', 'noroeste'];

/** Compass point in Portuguese of a bearing (`'sul'` for 180). */
export function cardinalDirection(bearingDegrees: number): string {
  return DIRECTIONS[Math.round((((bearingDegrees % 360) + 360) % 360) / 45) % 8]!;
}

const MASCULINE =
  /^(viaduto|túnel|tunel|elevado|corredor|acesso|anel|complexo|rodoanel|contorno|trevo|largo|minhocão|boulevard|caminho|beco|pátio|passeio|eixo|ramal|parque)\b/i;

/** `'na X'` or `'no X'` (masculine street words such as Viaduto, Elevado, Corredor, Rodoanel). */
export function onStreet(street: string): string {
  return `${MASCULINE.test(street) ? 'no' : 'na'} ${street}`;
}

/** Valhalla maneuver type codes the engine emits. */
export const MANEUVER = {
  start: 1,
  destination: 4,
  continue: 8,
  slightRight: 9,
  right: 10,
  sharpRight: 11,
  uturnRight: 12,
  uturnLeft: 13,
  sharpLeft: 14,
  left: 15,
  slightLeft: 16,
  rampStraight: 17,
  rampRight: 18,
  rampLeft: 19,
  merge: 25,
  roundaboutEnter: 26,
  roundaboutExit: 27,
} as const;

const TURN_TEXT: Readonly<Record<number, string>> = {
  [MANEUVER.continue]: 'Continue',
  [MANEUVER.slightRight]: 'Vire levemente à direita',
  [MANEUVER.right]: 'Vire à direita',
  [MANEUVER.sharpRight]: 'Vire acentuadamente à direita',
  [MANEUVER.uturnRight]: 'Faça o retorno à direita',
  [MANEUVER.uturnLeft]: 'Faça o retorno',
  [MANEUVER.sharpLeft]: 'Vire acentuadamente à esquerda',
  [MANEUVER.left]: 'Vire à esquerda',
  [MANEUVER.slightLeft]: 'Vire levemente à esquerda',
  [MANEUVER.merge]: 'Entre',
};

const RAMP_TEXT: Readonly<Record<number, string>> = {
  [MANEUVER.rampStraight]: 'Pegue a rampa em frente',
  [MANEUVER.rampRight]: 'Pegue a rampa à direita',
  [MANEUVER.rampLeft]: 'Pegue a rampa à esquerda',
};

/**
 * The pt-BR instruction of a maneuver, in the style of Valhalla's pt-BR narrative. `exitCount` is the
 * exit a roundabout entry takes (1 = first; 0 when the route ends inside the roundabout).
 *
 * @example instructionPtBr(1, 'BR-116', 180) // 'Siga para o sul na BR-116.'
 * @example instructionPtBr(10, 'Rua Augusta', 90) // 'Vire à direita na Rua Augusta.'
 * @example instructionPtBr(26, '', 0, 2) // 'Entre na rotatória e pegue a 2ª saída.'
 * @example instructionPtBr(27, 'BR-116', 0) // 'Saia da rotatória na BR-116.'
 */
export function instructionPtBr(type: number, street: string, bearingAfter: number, exitCount = 0): string {
  if (type === MANEUVER.roundaboutEnter)
    return exitCount > 0 ? `Entre na rotatória e pegue a ${exitCount}ª saída.` : 'Entre na rotatória.';
  if (type === MANEUVER.roundaboutExit)
    return street ? `Saia da rotatória ${onStreet(street)}.` : 'Saia da rotatória.';
  if (type === MANEUVER.start) {
    const direction = `Siga para o ${cardinalDirection(bearingAfter)}`;
    return street ? `${direction} ${onStreet(street)}.` : `${direction}.`;
  }
  if (type === MANEUVER.destination) return 'Você chegou ao seu destino.';
  const ramp = RAMP_TEXT[type];
  if (ramp) return street ? `${ramp} para ${street}.` : `${ramp}.`;
  if (type === MANEUVER.continue && !street) return 'Continue em frente.';
  const turn = TURN_TEXT[type] ?? 'Continue';
  return street ? `${turn} ${onStreet(street)}.` : `${turn}.`;
}

/** The maneuver type of a change of bearing (degrees, clockwise positive) at a junction. */
export function turnType(delta: number): number {
  const d = ((delta % 360) + 360) % 360;
  if (d < 25 || d > 335) return MANEUVER.continue;
  if (d < 60) return MANEUVER.slightRight;
  if (d < 120) return MANEUVER.right;
  if (d < 165) return MANEUVER.sharpRight;
  if (d <= 195) return MANEUVER.uturnLeft;
  if (d < 240) return MANEUVER.sharpLeft;
  if (d < 300) return MANEUVER.left;
  return MANEUVER.slightLeft;
}
