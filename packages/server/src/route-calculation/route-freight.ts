import {
  FREIGHT_CARGO_KINDS,
  FREIGHT_TABLE_IDS,
  coefficientsInForce,
  freightFloorValue,
} from '@freight/core';
import type { FreightCoefficient, FreightFloor, RouteFreightFloor } from '@freight/core';

const URL_LIKE = /^https?:\/\//i;

/** What is in force on a date: a floor per row (all but its value), and the most recent act among them. */
interface FreightPlan {
  floors: { row: FreightCoefficient; floor: Omit<FreightFloor, 'value'> }[];
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
    const floors: FreightPlan['floors'] = [];
    for (const table of FREIGHT_TABLE_IDS) {
      for (const cargoKind of FREIGHT_CARGO_KINDS) {
        const rows = inForce.filter((row) => row.table === table && row.cargoKind === cargoKind);
        for (const row of rows.sort((a, b) => a.axles - b.axles)) {
          floors.push({
            row,
            floor: {
              table,
              cargo_kind: cargoKind,
              axles: row.axles,
              ccd: row.ccd,
              cc: row.cc,
              act: row.act,
              valid_from: row.validFrom,
              valid_to: row.validTo,
              ...(URL_LIKE.test(row.source) ? { source_url: row.source } : {}),
            },
          });
        }
      }
    }
    const latest =
      inForce.length === 0 ? null : inForce.reduce((a, b) => (b.validFrom > a.validFrom ? b : a));
    plan = { floors, latest };
    byDate.set(date, plan);
  }
  return plan;
}

/**
 * The ANTT freight floor of a way (core's `routeFreightFloorSchema`): for every table (A–D) × cargo kind ×
 * axle count that has a row in force on `date` (the acts publish 2, 3, 4, 5, 6, 7 and 9 axles; an axle
 * count without a row uses the next lower one, which core's `freightFloor` applies), km × CCD + CC of the
 * act in force, by core's rule (`freightFloorValue`, the value `freightFloor` gives). `ato` is the most
 * recent act among those in force (e.g. Portaria SUROC 22/2026 for Table A from 2026-09-30, while
 * Tables B–D stay on 6.084/2026; each floor names its own act). `undefined` when no coefficient is in
 * force. What is in force on a date, every floor but its value, is worked out once per coefficient list
 * and date.
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
  // a row is the one core's `freightFloor` picks for its own cell and axle count: only its value is left
  const pisos: FreightFloor[] =
    Number.isFinite(km) && km >= 0
      ? plan.floors.map(({ row, floor }) => {
          const piso: FreightFloor = {
            table: floor.table,
            cargo_kind: floor.cargo_kind,
            axles: floor.axles,
            value: freightFloorValue(row, km),
            ccd: floor.ccd,
            cc: floor.cc,
            act: floor.act,
            valid_from: floor.valid_from,
            valid_to: floor.valid_to,
          };
          if (floor.source_url !== undefined) piso.source_url = floor.source_url;
          return piso;
        })
      : [];
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
