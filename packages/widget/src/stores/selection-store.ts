import type {
  RouteAlternative,
  RouteFreightFloor,
  RouteResponse,
  RouteSummary,
  TollPlaza,
  TruckScale,
  ValhallaTrip,
} from '@freight/core';
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
  readonly $plazas: ReadableAtom<readonly TollPlaza[]>;
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
  return {
    $selectedIndex,
    $selectedWay,
    $trip: computed($selectedWay, (way) => way?.rota.trip ?? null),
    $plazas: computed($selectedWay, (way) => way?.pedagios.pracas ?? []),
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
