import { BRAZILIAN_UFS, csvTextRecords } from '@freight/core';
import { municipalityName } from './place-names.ts';
import { SeededRandom } from './seeded-random.ts';

/** Brazil's bounding box, where synthetic towns are scattered. */
export const BRAZIL_BBOX = { minLat: -33.7, minLon: -73.9, maxLat: 5.3, maxLon: -34.8 } as const;

/** Brazil's number of municipalities (IBGE, 2022). */
export const BRAZIL_MUNICIPALITIES = 5570;

/** The seat of a municipality: where its town is drawn. */
export interface MunicipalitySeat {
  name: string;
  /** State code, such as `SP`. */
  uf: string;
  lat: number;
  lng: number;
  capital: boolean;
}

/**
 * `count` invented municipality seats scattered over {@link BRAZIL_BBOX}, denser towards the east coast
 * (as Brazil's are); the first 27 are capitals. For runs without the IBGE list.
 */
export function syntheticMunicipalities(seed: number, count = BRAZIL_MUNICIPALITIES): MunicipalitySeat[] {
  const random = new SeededRandom(seed, 0x5ea7);
  const seats: MunicipalitySeat[] = [];
  const { minLat, minLon, maxLat, maxLon } = BRAZIL_BBOX;
  while (seats.length < count) {
    const lon = random.between(minLon, maxLon);
    const lat = random.between(minLat, maxLat);
    const east = (lon - minLon) / (maxLon - minLon);
    if (!random.chance(0.15 + 0.85 * east * east)) continue;
    const band = Math.floor(((lat - minLat) / (maxLat - minLat)) * 9) * 3 + Math.floor(east * 2.999);
    seats.push({
      name: municipalityName(random),
      uf: BRAZILIAN_UFS[band % BRAZILIAN_UFS.length]!,
      lat,
      lng: lon,
      capital: seats.length < 27,
    });
  }
  return seats;
}

/** The seats of `municipios.csv` (columns `nome`, `uf`, `latitude`, `longitude`, `capital`). */
export function municipalitySeatsFromCsv(text: string): MunicipalitySeat[] {
  return csvTextRecords(text).map((row, i) => {
    const seat = {
      name: (row['nome'] ?? '').trim(),
      uf: (row['uf'] ?? '').trim(),
      lat: Number(row['latitude']?.trim() || NaN),
      lng: Number(row['longitude']?.trim() || NaN),
      capital: row['capital'] === '1',
    };
    if (!seat.name || !/^[A-Z]{2}$/.test(seat.uf) || !Number.isFinite(seat.lat) || !Number.isFinite(seat.lng))
      throw new Error(`municipality line ${i + 2}: expected nome, uf, latitude, longitude`);
    return seat;
  });
}
