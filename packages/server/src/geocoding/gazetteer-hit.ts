import type { GazetteerData } from './gazetteer-data.ts';
import {
  ENTRY_LEVELS,
  LEVEL_CITY,
  LEVEL_COUNTRY,
  LEVEL_DISTRICT,
  LEVEL_STATE,
  LEVEL_STREET,
} from './gazetteer-data.ts';
import type { GeocodeHit } from './geocoder.ts';
import type { HouseNumberPosition } from './house-numbers.ts';
import { COUNTRY_CODE, COUNTRY_NAME, hitLabel } from './hit-label.ts';

/**
 * An entry of the gazetteer as a geocoder hit. The address holds the UF as `state` (`Curitiba, PR`), except
 * for a state itself, whose `state` is its name; a house number found on a street makes it a
 * `houseNumber` hit at the number's position (`interpolated` when estimated).
 */
export function gazetteerHit(
  data: GazetteerData,
  entry: number,
  houseNumber?: HouseNumberPosition,
): GeocodeHit {
  const { entries } = data;
  const level = entries.level[entry] as number;
  const state = data.states[entries.state[entry] as number];
  const city = entries.city[entry] as number;
  const name = entries.name[entry] as string;
  const address: GeocodeHit['address'] = { country: COUNTRY_NAME };
  if (level === LEVEL_STATE && state) address.state = state.name;
  else if (level !== LEVEL_COUNTRY && state) address.state = state.uf;
  if (level === LEVEL_CITY) address.city = name;
  else if (city >= 0) address.city = entries.name[city] as string;
  if (level === LEVEL_DISTRICT) address.district = name;
  if (level === LEVEL_STREET) address.street = name;
  if (houseNumber) address.houseNumber = houseNumber.text;
  const lat = houseNumber?.lat ?? (entries.lat[entry] as number);
  const lng = houseNumber?.lng ?? (entries.lng[entry] as number);
  const matchLevel = houseNumber ? 'houseNumber' : (ENTRY_LEVELS[level] ?? 'city');
  const hit: GeocodeHit = {
    matchLevel,
    countryCode: COUNTRY_CODE,
    address,
    position: { lat, lng },
    label: hitLabel(matchLevel, address),
    lat,
    lng,
  };
  if (houseNumber?.interpolated) hit.interpolated = true;
  return hit;
}
