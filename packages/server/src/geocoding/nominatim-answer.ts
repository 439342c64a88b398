import { z } from 'zod';
import type { MatchLevel } from '@freight/core';
import { ufOf } from './brazil-states.ts';
import type { GeocodeHit } from './geocoder.ts';
import { COUNTRY_CODE, COUNTRY_NAME, hitLabel } from './hit-label.ts';

const text = z.string().optional();
const decimal = z.union([
  z.number(),
  z
    .string()
    .regex(/^-?\d+(\.\d+)?$/)
    .transform(Number),
]);

/** One place of a Nominatim answer (`format=jsonv2&addressdetails=1`). */
export const nominatimPlaceSchema = z.looseObject({
  lat: decimal,
  lon: decimal,
  category: text,
  type: text,
  addresstype: text,
  place_rank: z.number().optional(),
  name: text,
  address: z
    .looseObject({
      house_number: text,
      road: text,
      pedestrian: text,
      suburb: text,
      neighbourhood: text,
      quarter: text,
      city_district: text,
      city: text,
      town: text,
      village: text,
      municipality: text,
      state: text,
      'ISO3166-2-lvl4': text,
      country: text,
      country_code: text,
    })
    .prefault({}),
});

/** A Nominatim `/search` answer: a list of places. */
export const nominatimSearchSchema = z.array(nominatimPlaceSchema);
/** A Nominatim `/reverse` answer: one place, or `{ error }` when nothing is there. */
export const nominatimReverseSchema = z.union([z.looseObject({ error: z.string() }), nominatimPlaceSchema]);

type NominatimPlace = z.infer<typeof nominatimPlaceSchema>;

const ADDRESS_TYPE_LEVELS: Readonly<Record<string, MatchLevel>> = {
  country: 'country',
  state: 'state',
  region: 'state',
  municipality: 'city',
  city: 'city',
  town: 'city',
  village: 'city',
  hamlet: 'district',
  city_district: 'district',
  district: 'district',
  borough: 'district',
  suburb: 'district',
  quarter: 'district',
  neighbourhood: 'district',
  road: 'street',
};

/** The match level of a Nominatim place: its `addresstype`, else its `place_rank`. */
export function nominatimMatchLevel(place: NominatimPlace): MatchLevel {
  if (place.address.house_number) return 'houseNumber';
  const byType = ADDRESS_TYPE_LEVELS[place.addresstype ?? ''];
  if (byType) return byType;
  const rank = place.place_rank ?? 30;
  if (rank <= 4) return 'country';
  if (rank <= 8) return 'state';
  if (rank <= 16) return 'city';
  if (rank <= 25) return 'district';
  return 'street';
}

/** A Nominatim place as a hit, or `null` outside Brazil. */
export function nominatimHit(place: NominatimPlace): GeocodeHit | null {
  const a = place.address;
  if (a.country_code && a.country_code.toLowerCase() !== 'br') return null;
  const lat = place.lat;
  const lng = place.lon;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  const matchLevel = nominatimMatchLevel(place);
  const address: GeocodeHit['address'] = { country: a.country ?? COUNTRY_NAME };
  const iso = a['ISO3166-2-lvl4']?.match(/^BR-([A-Z]{2})$/)?.[1];
  if (matchLevel === 'state') address.state = a.state ?? place.name;
  else if (matchLevel !== 'country') {
    const uf = iso ?? (a.state ? ufOf(a.state) : undefined) ?? a.state;
    if (uf) address.state = uf;
    const city =
      a.city ?? a.town ?? a.village ?? a.municipality ?? (matchLevel === 'city' ? place.name : undefined);
    if (city) address.city = city;
  }
  if (matchLevel === 'district' || matchLevel === 'street' || matchLevel === 'houseNumber') {
    const district = a.suburb ?? a.neighbourhood ?? a.quarter ?? a.city_district;
    if (district) address.district = district;
    else if (matchLevel === 'district' && place.name) address.district = place.name;
  }
  if (matchLevel === 'street' || matchLevel === 'houseNumber') {
    const street = a.road ?? a.pedestrian ?? place.name;
    if (street) address.street = street;
  }
  if (matchLevel === 'houseNumber' && a.house_number) address.houseNumber = a.house_number;
  return {
    matchLevel,
    countryCode: COUNTRY_CODE,
    address,
    position: { lat, lng },
    label: hitLabel(matchLevel, address),
    lat,
    lng,
  };
}
