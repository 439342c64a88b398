function addressOf(item: unknown): string | null {
  if (typeof item === 'string') return item;
  if (item != null && typeof item === 'object') {
    const record = item as Record<string, unknown>;
    for (const key of ['searchText', 'addr', 'label', 'name']) {
      const value = record[key];
      if (typeof value === 'string') return value;
    }
  }
  return null;
}

function tryParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The address strings of a saved route's `waypoints` JSON text. Never throws: text that is not a JSON
 * array gives `[]`; a doubly encoded array is unwrapped once; items that are objects give their
 * `searchText`, `addr`, `label` or `name`; other items are skipped.
 *
 * @example parseSavedRouteWaypoints('["São Paulo, SP","Curitiba, PR"]') // ['São Paulo, SP', 'Curitiba, PR']
 * @example parseSavedRouteWaypoints('not json') // []
 */
export function parseSavedRouteWaypoints(text: string | null | undefined): string[] {
  if (typeof text !== 'string') return [];
  let value = tryParse(text);
  if (typeof value === 'string') value = tryParse(value);
  if (!Array.isArray(value)) return [];
  return value.map(addressOf).filter((address): address is string => address !== null);
}

/**
 * The JSON text stored in a saved route's `waypoints` for a list of address strings.
 *
 * @example stringifySavedRouteWaypoints(['São Paulo, SP', 'Curitiba, PR']) // '["São Paulo, SP","Curitiba, PR"]'
 */
export function stringifySavedRouteWaypoints(addresses: readonly string[]): string {
  return JSON.stringify(addresses);
}
