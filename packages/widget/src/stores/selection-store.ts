import type {
  RouteAlternative,
  RouteFreightFloor,
  RouteResponse,
  RouteSummary,
  TollPlaza,
  TruckScale,
  ValhallaTrip,
  WayTollTable,
} from '@freight/core';
import { pointToPointRegistered, wayTollTable } from '@freight/core';
import { atom, computed } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import type { RouteState } from './route-store.ts';

/** An alternative that is not selected, listed as 'Rota n' (n = its index + 1). */
export interface AlternativeEntry {
  readonly index: number;
  readonly label: string;
}

/** The selected alternative of the shown route and what the cards and the map read from it. */
export interface SelectionStore {
  /** Index of the selected alternative; 0 after each new answer. */
  readonly $selectedIndex: ReadableAtom<number>;
  /** The selected alternative, `null` before a calculation. */
  readonly $selectedWay: ReadableAtom<RouteAlternative | null>;
  readonly $trip: ReadableAtom<ValhallaTrip | null>;
  /** The charged toll plazas of the way out (the map's toll markers). */
  readonly $plazas: ReadableAtom<readonly TollPlaza[]>;
  /**
   * The toll table of the way out (core's `wayTollTable`): charged rows, not-charged rows and why (after the
   * answer's `config_pedagio.ponto_a_ponto`), the warning about plazas left out of the totals; `null` before
   * a calculation.
   */
  readonly $tolls: ReadableAtom<WayTollTable | null>;
  /** The toll table of the way back (`volta`, 'Calcular retorno'); `null` when the alternative has none. */
  readonly $returnTolls: ReadableAtom<WayTollTable | null>;
  readonly $stations: ReadableAtom<readonly TruckScale[]>;
  readonly $summary: ReadableAtom<RouteSummary | null>;
  readonly $freight: ReadableAtom<RouteFreightFloor | null>;
  /** The other alternatives ('Rota n'). */
  readonly $alternatives: ReadableAtom<readonly AlternativeEntry[]>;
  /** Selects alternative `index` (ignored when out of range). */
  select(index: number): void;
}

/** The alternative `index` of `response`, or `null` (no response, index out of range). */
export function selectedWayOf(response: RouteResponse | null, index: number): RouteAlternative | null {
  return response?.rotas[index] ?? null;
}

/** The alternatives of `response` other than `selected`, labelled 'Rota n' (SPEC §4). */
export function alternativesOf(response: RouteResponse | null, selected: number): AlternativeEntry[] {
  if (!response) return [];
  return response.rotas
    .map((_, index) => ({ index, label: `Rota ${index + 1}` }))
    .filter((entry) => entry.index !== selected);
}

/** Creates the selection over the route state. */
export function createSelectionStore($route: ReadableAtom<RouteState>): SelectionStore {
  const $selectedIndex = atom(0);
  const $response = computed($route, (state) => state.response);
  let shown: RouteResponse | null = $response.get();
  $response.listen((response) => {
    if (response === shown) return;
    shown = response;
    $selectedIndex.set(0);
  });
  const $selectedWay = computed([$response, $selectedIndex], selectedWayOf);
  const $registered = computed($response, pointToPointRegistered);
  return {
    $selectedIndex,
    $selectedWay,
    $trip: computed($selectedWay, (way) => way?.rota.trip ?? null),
    $plazas: computed($selectedWay, (way) => way?.pedagios.pracas ?? []),
    $tolls: computed([$selectedWay, $registered], (way, registered) =>
      way ? wayTollTable(way, { pointToPointRegistered: registered }) : null,
    ),
    $returnTolls: computed([$selectedWay, $registered], (way, registered) =>
      way?.volta ? wayTollTable(way.volta, { pointToPointRegistered: registered }) : null,
    ),
    $stations: computed($selectedWay, (way) => way?.balancas ?? []),
    $summary: computed($selectedWay, (way) => way?.summary ?? null),
    $freight: computed($selectedWay, (way) => way?.frete ?? null),
    $alternatives: computed([$response, $selectedIndex], alternativesOf),
    select(index) {
      const response = $response.get();
      if (!response || !Number.isInteger(index) || index < 0 || index >= response.rotas.length) return;
      $selectedIndex.set(index);
    },
  };
}
