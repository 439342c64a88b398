import { bearing } from '@freight/core';
import type { ShapeBuffer } from './shape-buffer.ts';

/**
 * Bearing of travel at shape point `index`: towards the next distinct point (`step` 1) or from the
 * previous distinct point (`step` -1); 0 when every point that way repeats it.
 */
export function shapeBearing(shape: ShapeBuffer, index: number, step: 1 | -1): number {
  const { lat: lats, lon: lons } = shape;
  const lat = lats[index]!;
  const lon = lons[index]!;
  for (let i = index + step; i >= 0 && i < shape.length; i += step) {
    const lat2 = lats[i]!;
    const lon2 = lons[i]!;
    if (lat2 !== lat || lon2 !== lon) {
      return step === 1
        ? bearing({ lat, lng: lon }, { lat: lat2, lng: lon2 })
        : bearing({ lat: lat2, lng: lon2 }, { lat, lng: lon });
    }
  }
  return 0;
}

/** Cosine of 100°: a turn flatter than this is below 120° whatever the projection error. */
const COS_100 = Math.cos((100 * Math.PI) / 180);
/** Largest coordinate step (degrees) for which the local projection bounds the bearing error well below 20°. */
const LOCAL_STEP_DEG = 0.1;

/**
 * Whether the turn at shape point `index` is certainly less than 120° (neither sharp nor a U-turn), from a
 * local equirectangular projection; `false` means "compute the bearings". Lets long routes skip the
 * trigonometry of {@link shapeBearing} at every junction they go straight through.
 */
export function clearlyGentleTurn(shape: ShapeBuffer, index: number): boolean {
  const { lat: lats, lon: lons } = shape;
  const lat = lats[index]!;
  const lon = lons[index]!;
  if (Math.abs(lat) > 75) return false;
  let before = index - 1;
  while (before >= 0 && lats[before] === lat && lons[before] === lon) before--;
  let after = index + 1;
  while (after < shape.length && lats[after] === lat && lons[after] === lon) after++;
  if (before < 0 || after >= shape.length) return false;
  const inLat = lat - lats[before]!;
  const inLon = lon - lons[before]!;
  const outLat = lats[after]! - lat;
  const outLon = lons[after]! - lon;
  if (
    Math.abs(inLat) > LOCAL_STEP_DEG ||
    Math.abs(inLon) > LOCAL_STEP_DEG ||
    Math.abs(outLat) > LOCAL_STEP_DEG ||
    Math.abs(outLon) > LOCAL_STEP_DEG
  )
    return false;
  const cosLat = Math.cos((lat * Math.PI) / 180);
  const inX = inLon * cosLat;
  const outX = outLon * cosLat;
  const dot = inX * outX + inLat * outLat;
  const norms = Math.sqrt((inX * inX + inLat * inLat) * (outX * outX + outLat * outLat));
  return dot > COS_100 * norms;
}
