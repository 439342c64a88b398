import { FREIGHT_CARGO_KINDS } from '../freight/cargo-kind.ts';
import type { CargoKind } from '../schemas/cargo-kind.ts';
import type { FreightTableType } from '../schemas/freight-table.ts';
import type { RouteFreightFloor } from '../schemas/route-response.ts';

/** One freight floor table (one ANTT table type): axle columns and one row per cargo kind. */
export interface FreightTableView {
  readonly table: FreightTableType;
  /** Axle counts present, ascending (2 to 9). */
  readonly axles: readonly number[];
  /** Cargo kinds present, in core's display order, with the floor (R$) per axle count (`null` = none). */
  readonly rows: readonly { readonly cargoKind: CargoKind; readonly values: readonly (number | null)[] }[];
}

/** The freight floor of a way grouped for display: a table per table type (A to D), axles × cargo kinds. */
export function freightTables(frete: RouteFreightFloor | null): FreightTableView[] {
  if (!frete) return [];
  const tables = [...new Set(frete.pisos.map((piso) => piso.table))].sort();
  return tables.map((table) => {
    const pisos = frete.pisos.filter((piso) => piso.table === table);
    const axles = [...new Set(pisos.map((piso) => piso.axles))].sort((a, b) => a - b);
    const kinds = FREIGHT_CARGO_KINDS.filter((kind) => pisos.some((piso) => piso.cargo_kind === kind));
    return {
      table,
      axles,
      rows: kinds.map((cargoKind) => ({
        cargoKind,
        values: axles.map(
          (count) =>
            pisos.find((piso) => piso.cargo_kind === cargoKind && piso.axles === count)?.value ?? null,
        ),
      })),
    };
  });
}
