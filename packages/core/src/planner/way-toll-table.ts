import type { RouteResponse, RouteWay } from '../schemas/route-response.ts';
import type { TollTableEntry } from '../toll/toll-table-rows.ts';
import { NOT_CHARGED_REASONS } from './toll-row-texts.ts';
import { tollTableEntries } from './toll-table-entries.ts';

/** The toll table of one way of a route, as the planner's toll card and the route report show it. */
export interface WayTollTable {
  /**
   * The plazas the vehicle pays (`pedagios.pracas`), in route order: the n of 'Praças de Pedágio (n)'. A
   * `null` fare reads 'Tarifa indisponível' and is in no total.
   */
  readonly charged: readonly TollTableEntry[];
  /** The plazas passed that do not charge this vehicle (`pedagios.nao_cobradas`), listed apart. */
  readonly notCharged: readonly TollTableEntry[];
  /** Why the {@link WayTollTable.notCharged} plazas do not charge (one of core's `NOT_CHARGED_REASONS`). */
  readonly notChargedReason: string;
  /**
   * The warning about the charged plazas the totals leave out ('Tarifa indisponível'), shown with the
   * totals and in the toll card: the answer's `summary.fmt.plazas_without_fare`, `''` when there are none.
   */
  readonly warning: string;
}

/** Options of {@link wayTollTable}. */
export interface WayTollTableOptions {
  /**
   * The vehicle is registered in the ARTESP point-to-point scheme (the request's
   * `config_pedagio.ponto_a_ponto`, see {@link pointToPointRegistered}). Default false.
   */
  pointToPointRegistered?: boolean;
}

/**
 * Whether the answer was calculated for a vehicle registered in the ARTESP point-to-point scheme: its
 * echoed request (`config.config_pedagio.ponto_a_ponto`) says so. False when it does not.
 */
export function pointToPointRegistered(response: Pick<RouteResponse, 'config'> | null | undefined): boolean {
  const tolls = response?.config?.['config_pedagio'];
  return (
    typeof tolls === 'object' && tolls !== null && 'ponto_a_ponto' in tolls && tolls.ponto_a_ponto === true
  );
}

/**
 * The toll table of `way` (the way out or `volta`): its charged plazas, its not-charged plazas and why they
 * do not charge, and the warning about unpriced plazas shown with its totals. The possible plazas
 * (`pedagios.possiveis`) are not listed.
 *
 * @example wayTollTable(answer.rotas[0], { pointToPointRegistered: pointToPointRegistered(answer) }).warning
 */
export function wayTollTable(
  way: Pick<RouteWay, 'pedagios' | 'summary'>,
  options: WayTollTableOptions = {},
): WayTollTable {
  return {
    charged: tollTableEntries(way.pedagios.pracas),
    notCharged: tollTableEntries(way.pedagios.nao_cobradas),
    notChargedReason: options.pointToPointRegistered
      ? NOT_CHARGED_REASONS.registered
      : NOT_CHARGED_REASONS.gantry,
    warning: way.summary.fmt.plazas_without_fare,
  };
}
