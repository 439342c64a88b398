import { formatDistance, formatDuration, MONEY_ZERO } from '@freight/core';
import type { RouteResponse } from '@freight/core';
import { alternativesOf } from '../stores/selection-store.ts';

/** One alternative as the route panel on the map lists it. */
export interface RoutePanelEntry {
  /** Position in `rotas`. */
  readonly index: number;
  /** 'Rota n', n = index + 1 (the number an alternative keeps, as in the results). */
  readonly label: string;
  /** Core's `formatDistance` of the trip length. */
  readonly distance: string;
  /** Core's `formatDuration` of the trip time. */
  readonly duration: string;
  /** The answer's formatted net toll total (`summary.fmt.total_tolls_net`), 'R$ 0,00' without one. */
  readonly tollsNet: string;
  readonly selected: boolean;
}

/**
 * Every alternative of `response` for the route panel on the map (SPEC §2 Map "lists alternative
 * routes"), in answer order, with its distance, time and net tolls; empty before a calculation.
 */
export function routePanelEntries(response: RouteResponse | null, selected: number): RoutePanelEntry[] {
  // Every alternative is "not selected" for index -1: the labels come from the selection's one rule.
  const labels = alternativesOf(response, -1);
  return (response?.rotas ?? []).map((way, index) => ({
    index,
    label: labels[index]?.label ?? '',
    distance: formatDistance(way.rota.trip.summary.length),
    duration: formatDuration(way.rota.trip.summary.time),
    tollsNet: way.summary.fmt.total_tolls_net || MONEY_ZERO,
    selected: index === selected,
  }));
}
