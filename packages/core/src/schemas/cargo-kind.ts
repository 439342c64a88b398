import { z } from 'zod';

/**
 * The 12 cargo kinds, in the official ANTT spellings used by `frete/piso_minimo.csv`
 * (`conteinerizada`, `carga_geral`, …).
 */
export const cargoKindSchema = z.enum([
  'granel_solido',
  'granel_liquido',
  'frigorificada',
  'conteinerizada',
  'carga_geral',
  'neogranel',
  'perigosa_granel_solido',
  'perigosa_granel_liquido',
  'perigosa_frigorificada',
  'perigosa_conteinerizada',
  'perigosa_carga_geral',
  'granel_pressurizada',
]);

/** A cargo kind (official spelling). */
export type CargoKind = z.infer<typeof cargoKindSchema>;

/** The SPEC's names of the four cargo kinds it spells differently → official spelling. */
export const SPEC_CARGO_KIND_NAMES: Readonly<Record<string, CargoKind>> = Object.freeze({
  conteineirizada: 'conteinerizada',
  geral: 'carga_geral',
  perigosa_conteineirizada: 'perigosa_conteinerizada',
  perigosa_geral: 'perigosa_carga_geral',
});

/**
 * The official cargo kind of a name in either spelling, or `undefined`.
 *
 * @example toCargoKind('geral') // 'carga_geral'
 * @example toCargoKind('carga_geral') // 'carga_geral'
 */
export function toCargoKind(name: string): CargoKind | undefined {
  const official = SPEC_CARGO_KIND_NAMES[name] ?? name;
  const parsed = cargoKindSchema.safeParse(official);
  return parsed.success ? parsed.data : undefined;
}

/**
 * A cargo kind given in either spelling (SPEC or official), parsed to the official one.
 *
 * @example cargoKindInputSchema.parse('perigosa_geral') // 'perigosa_carga_geral'
 */
export const cargoKindInputSchema = z
  .string()
  .transform((name) => SPEC_CARGO_KIND_NAMES[name] ?? name)
  .pipe(cargoKindSchema);
