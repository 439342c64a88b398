import type { Waypoint } from './waypoint.ts';
import { MIN_WAYPOINTS } from './waypoint.ts';
import { waypointLabel } from './waypoint-label.ts';

/** Letter colour of the origin row: blue. */
export const ORIGIN_LETTER_COLOR = '#1976d2';
/** Letter colour of the last (destination) row: red. */
export const DESTINATION_LETTER_COLOR = '#d32f2f';
/** Letter colour of intermediate rows: black. */
export const INTERMEDIATE_LETTER_COLOR = '#000000';

/** Placeholder of the first row. */
export const ORIGIN_PLACEHOLDER = 'Origem';
/** Placeholder of the last row. */
export const DESTINATION_PLACEHOLDER = 'Destino';
/** Tooltip of the remove icon. */
export const REMOVE_WAYPOINT_TOOLTIP = 'Remover destino';
/** Tooltip of the drag handle. */
export const DRAG_WAYPOINT_TOOLTIP = 'Arraste para mover';

/** How one row of the waypoint editor is drawn (SPEC §2 Waypoint editor, §3 display config). */
export interface WaypointDisplay {
  /** Row label: `A`…`Z`, then numbers (see {@link waypointLabel}). */
  readonly letter: string;
  readonly letterColor: string;
  readonly placeholder: string;
  readonly showRemoveIcon: boolean;
  /** The add icon, on the destination row of a two-waypoint list. */
  readonly showAddIcon: boolean;
  /** The vertical dots linking this row to the next one. */
  readonly showDots: boolean;
}

/** Options of {@link waypointDisplayConfig}. */
export interface WaypointDisplayOptions {
  /** Read-only waypoint area (a saved route on view): hides the remove and add icons. Default `false`. */
  readonly viewMode?: boolean;
}

/**
 * Placeholder of an intermediate row: `'Ponto '` followed by the row's own label, so the input beside
 * the letter `B` reads `'Ponto B'` and the 27th row reads `'Ponto 27'`.
 */
export function intermediatePlaceholder(index: number): string {
  return `Ponto ${waypointLabel(index)}`;
}

/**
 * The display config of every row (SPEC §2):
 * - letters A, B, C… (numbers after Z); colour blue for the first, red for the last, black otherwise;
 * - placeholder 'Origem' first, 'Destino' last, 'Ponto X' between;
 * - dots on every row except the last;
 * - remove icon on all rows, hidden on both when there are only two waypoints and hidden in view mode;
 * - add icon on the destination row when there are exactly two waypoints, hidden in view mode.
 */
export function waypointDisplayConfig(
  list: readonly Waypoint[],
  options: WaypointDisplayOptions = {},
): WaypointDisplay[] {
  const viewMode = options.viewMode ?? false;
  const last = list.length - 1;
  const twoStops = list.length === MIN_WAYPOINTS;
  return list.map((_, index) => {
    const isFirst = index === 0;
    const isLast = index === last;
    return {
      letter: waypointLabel(index),
      letterColor: isFirst
        ? ORIGIN_LETTER_COLOR
        : isLast
          ? DESTINATION_LETTER_COLOR
          : INTERMEDIATE_LETTER_COLOR,
      placeholder: isFirst
        ? ORIGIN_PLACEHOLDER
        : isLast
          ? DESTINATION_PLACEHOLDER
          : intermediatePlaceholder(index),
      showRemoveIcon: !viewMode && list.length > MIN_WAYPOINTS,
      showAddIcon: !viewMode && twoStops && isLast,
      showDots: !isLast,
    };
  });
}
