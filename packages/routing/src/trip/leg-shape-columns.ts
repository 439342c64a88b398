import type { PolylineColumns } from '@freight/core';

/** The decoded shape of each leg the embedded router built, with the text it was encoded to. */
const columnsOfLeg = new WeakMap<object, { shape: string; columns: PolylineColumns }>();

/** Records that `leg.shape` decodes to `columns` (the router, as it encodes the shape). */
export function rememberLegShapeColumns(leg: { shape: string }, columns: PolylineColumns): void {
  columnsOfLeg.set(leg, { shape: leg.shape, columns });
}

/**
 * The coordinates `leg.shape` decodes to, when the embedded router built this leg and its shape is still
 * the text it made: what `decodePolylineColumns(leg.shape)` gives, without decoding the text again.
 * `undefined` for any other leg (a Valhalla server's, or one whose shape was replaced).
 *
 * @example const points = legShapeColumns(leg) ?? decodePolylineColumns(leg.shape);
 */
export function legShapeColumns(leg: { shape: string }): PolylineColumns | undefined {
  const entry = columnsOfLeg.get(leg);
  return entry && entry.shape === leg.shape ? entry.columns : undefined;
}
