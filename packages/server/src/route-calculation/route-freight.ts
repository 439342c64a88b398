import { FREIGHT_CARGO_KINDS, FREIGHT_TABLE_IDS, coefficientsInForce, freightFloor } from '@freight/core';
import type { FreightCoefficient, FreightFloor, FreightTableId, RouteFreightFloor } from '@freight/core';

const URL_LIKE = /^https?:\/\//i;

/** The rows of one table and cargo kind in force on a date, by ascending axle count. */
interface FreightCell {
  table: FreightTableId;
  cargoKind: FreightCoefficient['cargoKind'];
  rows: FreightCoefficient[];
}

/** What is in force on a date: the cells, and the most recent act among them. */
interface FreightPlan {
  cells: FreightCell[];
  latest: FreightCoefficient | null;
}

/** Plans by coefficient list (one per reference-data snapshot) and date. */
const plans = new WeakMap<readonly FreightCoefficient[], Map<string, FreightPlan>>();

function planOf(coefficients: readonly FreightCoefficient[], date: string): FreightPlan {
  let byDate = plans.get(coefficients);
  if (!byDate) {
    byDate = new Map();
    plans.set(coefficients, byDate);
  }
  let plan = byDate.get(date);
  if (!plan) {
    const inForce = coefficientsInForce(coefficients, date);
    const cells: FreightCell[] = [];
    for (const table of FREIGHT_TABLE_IDS) {
      for (const cargoKind of FREIGHT_CARGO_KINDS) {
        const rows = inForce.filter((row) => row.table === table && row.cargoKind === cargoKind);
        if (rows.length > 0) cells.push({ table, cargoKind, rows: rows.sort((a, b) => a.axles - b.axles) });
      }
    }
    const latest =
      inForce.length === 0 ? null : inForce.reduce((a, b) => (b.validFrom > a.validFrom ? b : a));
    plan = { cells, latest };
    byDate.set(date, plan);
  }
  return plan;
}

/**
 * The ANTT freight floor of a way (core's `routeFreightFloorSchema`): for every table (A–D) × cargo kind ×
 * axle count that has a row in force on `date` (the acts publish 2, 3, 4, 5, 6, 7 and 9 axles; an axle
 * count without a row uses the next lower one, which core's `freightFloor` applies), km × CCD + CC of the
 * act in force, computed by core's `freightFloor`. `ato` is the most recent act among those in force
 * (e.g. Portaria SUROC 22/2026 for Table A from 2026-09-30, while Tables B–D stay on 6.084/2026; each
 * floor names its own act). `undefined` when no coefficient is in force. What is in force on a date is
 * worked out once per coefficient list and date.
 *
 * @example routeFreight(coefficients, 411.1, '2026-10-01')?.pisos.length
 */
export function routeFreight(
  coefficients: readonly FreightCoefficient[],
  km: number,
  date: string,
): RouteFreightFloor | undefined {
  const plan = planOf(coefficients, date.slice(0, 10));
  if (!plan.latest) return undefined;
  const pisos: FreightFloor[] = [];
  for (const cell of plan.cells) {
    for (const row of cell.rows) {
      // the cell's row for its own axle count is the one core's rule picks: no need to search the cell
      const floor = freightFloor({ table: cell.table, cargoKind: cell.cargoKind, axles: row.axles, km }, [
        row,
      ]);
      if (!floor) continue;
      pisos.push({
        table: floor.table,
        cargo_kind: floor.cargoKind,
        axles: floor.axles,
        value: floor.value,
        ccd: floor.ccd,
        cc: floor.cc,
        act: floor.act,
        valid_from: floor.validFrom,
        valid_to: floor.validTo,
        ...(URL_LIKE.test(floor.source) ? { source_url: floor.source } : {}),
      });
    }
  }
  const { latest } = plan;
  return {
    ato: {
      name: latest.act,
      start: latest.validFrom,
      end: latest.validTo,
      url: URL_LIKE.test(latest.source) ? latest.source : null,
    },
    pisos,
  };
}
