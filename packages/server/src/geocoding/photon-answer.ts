import { z } from 'zod';
import type { MatchLevel } from '@freight/core';
import { ufOf } from './brazil-states.ts';
import type { GeocodeHit } from './geocoder.ts';
import { COUNTRY_CODE, COUNTRY_NAME, hitLabel } from './hit-label.ts';

const text = z.string().optional();

const photonFeatureSchema = z.looseObject({
  geometry: z.looseObject({ coordinates: z.array(z.number()).min(2) }),
  properties: z.looseObject({
    osm_key: text,
    osm_value: text,
    type: text,
    name: text,
    housenumber: text,
    street: text,
    district: text,
    locality: text,
    city: text,
    county: text,
    state: text,
    country: text,
    countrycode: text,
  }),
});

/** A Photon answer (`/api`, `/reverse`): a GeoJSON feature collection of points. */
export const photonAnswerSchema = z.looseObject({ features: z.array(photonFeatureSchema) });

type PhotonFeature = z.infer<typeof photonFeatureSchema>;

const PLACE_LEVELS: Readonly<Record<string, MatchLevel>> = {
  city: 'city',
  town: 'city',
  village: 'city',
  municipality: 'city',
  suburb: 'district',
  neighbourhood: 'district',
  quarter: 'district',
  hamlet: 'district',
  locality: 'district',
  isolated_dwelling: 'district',
  state: 'state',
  country: 'country',
};

/** The match level of a Photon feature, from its `type` (then `osm_key` / `osm_value`). */
export function photonMatchLevel(properties: PhotonFeature['properties']): MatchLevel {
  switch (properties.type) {
    case 'house':
      return properties.housenumber ? 'houseNumber' : properties.street ? 'street' : 'district';
    case 'street':
      return 'street';
    case 'locality':
    case 'district':
      return 'district';
    case 'city':
    case 'county':
      return 'city';
    case 'state':
      return 'state';
    case 'country':
      return 'country';
  }
  if (properties.housenumber) return 'houseNumber';
  if (properties.osm_key === 'highway') return 'street';
  if (properties.osm_key === 'place') return PLACE_LEVELS[properties.osm_value ?? ''] ?? 'district';
  return properties.street ? 'street' : 'city';
}

/**
 * The hits of a Photon answer, features outside Brazil left out. The state becomes its UF (the state
 * name for a state hit).
 */
export function photonHits(answer: z.infer<typeof photonAnswerSchema>): GeocodeHit[] {
  const hits: GeocodeHit[] = [];
  for (const feature of answer.features) {
    const p = feature.properties;
    if (p.countrycode && p.countrycode.toUpperCase() !== 'BR') continue;
    const [lng, lat] = feature.geometry.coordinates as [number, number];
    if (Math.abs(lat) > 90 || Math.abs(lng) > 180) continue;
    const matchLevel = photonMatchLevel(p);
    const address: GeocodeHit['address'] = { country: p.country ?? COUNTRY_NAME };
    if (matchLevel === 'state') address.state = p.name ?? p.state;
    else if (matchLevel !== 'country' && p.state) address.state = ufOf(p.state) ?? p.state;
    const city = matchLevel === 'city' ? (p.name ?? p.city) : (p.city ?? p.county);
    if (city && matchLevel !== 'state' && matchLevel !== 'country') address.city = city;
    const district = matchLevel === 'district' ? (p.name ?? p.district) : (p.district ?? p.locality);
    if (district && ['district', 'street', 'houseNumber'].includes(matchLevel)) address.district = district;
    const street = matchLevel === 'street' && !p.street ? p.name : p.street;
    if (street && (matchLevel === 'street' || matchLevel === 'houseNumber')) address.street = street;
    if (matchLevel === 'houseNumber' && p.housenumber) address.houseNumber = p.housenumber;
    hits.push({
      matchLevel,
      countryCode: COUNTRY_CODE,
      address,
      position: { lat, lng },
      label: hitLabel(matchLevel, address),
      lat,
      lng,
    });
  }
  return hits;
}
