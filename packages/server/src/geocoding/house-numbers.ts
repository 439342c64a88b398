import { metersBetween } from '@freight/core';
import { foldText } from './fold-text.ts';
import type { GazetteerData } from './gazetteer-data.ts';

/** Where a house number was placed. */
export interface HouseNumberPosition {
  /** The number as tagged (`2073 L104`), or as typed when interpolated. */
  text: string;
  lat: number;
  lng: number;
  /** `true` when estimated between tagged numbers of the street, `false` when tagged in OSM. */
  interpolated: boolean;
}

interface Tagged {
  text: string;
  folded: string;
  value: number;
  lat: number;
  lng: number;
}

/** Furthest an interpolated number may be extrapolated beyond the tagged ones (fraction of their span). */
const MAX_EXTRAPOLATION = 1;

/**
 * The tagged house numbers of each street, for forward search (exact number, else an estimate between
 * tagged numbers, Brazilian numbering growing with the distance along the street) and reverse search.
 */
export class HouseNumbers {
  private readonly byStreet = new Map<number, Tagged[]>();

  constructor(houseNumbers: GazetteerData['houseNumbers']) {
    houseNumbers.street.forEach((street, i) => {
      const text = houseNumbers.number[i] as string;
      const folded = foldText(text);
      const value = Number.parseInt(folded, 10);
      const tagged = {
        text,
        folded,
        value,
        lat: houseNumbers.lat[i] as number,
        lng: houseNumbers.lng[i] as number,
      };
      const list = this.byStreet.get(street);
      if (list) list.push(tagged);
      else this.byStreet.set(street, [tagged]);
    });
    for (const list of this.byStreet.values()) list.sort((a, b) => (a.value || 0) - (b.value || 0));
  }

  /** Number of streets with at least one tagged number. */
  get streetCount(): number {
    return this.byStreet.size;
  }

  /**
   * The position of number `typed` on `street`: the tagged one, else an estimate from the two tagged
   * numbers around it (or the two nearest, up to one span beyond them) put on the street by `snap`;
   * `null` when the street has fewer than two usable tagged numbers or `snap` finds no street near.
   */
  locate(
    street: number,
    typed: string,
    snap: (lat: number, lng: number) => { lat: number; lng: number } | null,
  ): HouseNumberPosition | null {
    const list = this.byStreet.get(street);
    if (!list) return null;
    const folded = foldText(typed);
    const value = Number.parseInt(folded, 10);
    const exact =
      list.find((tagged) => tagged.folded === folded) ?? list.find((tagged) => tagged.value === value);
    if (exact) return { text: exact.text, lat: exact.lat, lng: exact.lng, interpolated: false };
    const numbered = list.filter(
      (tagged, i) => Number.isFinite(tagged.value) && (i === 0 || tagged.value !== list[i - 1]?.value),
    );
    if (numbered.length < 2 || !Number.isFinite(value)) return null;
    let upper = numbered.findIndex((tagged) => tagged.value > value);
    if (upper <= 0) upper = upper === 0 ? 1 : numbered.length - 1;
    const a = numbered[upper - 1] as Tagged;
    const b = numbered[upper] as Tagged;
    const t = Math.max(
      -MAX_EXTRAPOLATION,
      Math.min(1 + MAX_EXTRAPOLATION, (value - a.value) / (b.value - a.value)),
    );
    const point = snap(a.lat + (b.lat - a.lat) * t, a.lng + (b.lng - a.lng) * t);
    return point ? { text: typed, ...point, interpolated: true } : null;
  }

  /** The tagged number of `street` nearest to a position within `maxMeters`, or `null`. */
  nearest(street: number, lat: number, lng: number, maxMeters: number): HouseNumberPosition | null {
    let best: Tagged | null = null;
    let bestMeters = maxMeters;
    for (const tagged of this.byStreet.get(street) ?? []) {
      const meters = metersBetween(lat, lng, tagged.lat, tagged.lng);
      if (meters <= bestMeters) {
        best = tagged;
        bestMeters = meters;
      }
    }
    return best ? { text: best.text, lat: best.lat, lng: best.lng, interpolated: false } : null;
  }
}
