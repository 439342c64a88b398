import { cargoKindSchema, SPEC_CARGO_KIND_NAMES } from '../schemas/cargo-kind.ts';
import type { CargoKind } from '../schemas/cargo-kind.ts';

/** The 12 ANTT cargo kinds in the official spellings of frete/piso_minimo.csv, in display order. */
export const FREIGHT_CARGO_KINDS: readonly CargoKind[] = cargoKindSchema.options;

/** A cargo kind, official spelling. */
export type FreightCargoKind = CargoKind;

const OFFICIAL: ReadonlySet<string> = new Set(FREIGHT_CARGO_KINDS);

/**
 * The official cargo kind for a name in either spelling: the data's (`carga_geral`, `conteinerizada`,
 * …) or the SPEC's (`geral`, `conteineirizada`, `perigosa_geral`, `perigosa_conteineirizada`). Case,
 * accents, spaces and hyphens are tolerated (`'Granel sólido'` → `granel_solido`). `null` when unknown.
 * @example normalizeCargoKind('perigosa_geral') // 'perigosa_carga_geral'
 */
export function normalizeCargoKind(name: string): FreightCargoKind | null {
  const key = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  if (OFFICIAL.has(key)) return key as FreightCargoKind;
  return SPEC_CARGO_KIND_NAMES[key] ?? null;
}
