export { buildGazetteer, IMPORTANCE } from './build-gazetteer.ts';
export type { GazetteerInput } from './build-gazetteer.ts';
export { BRAZIL_STATES, ufOf } from './brazil-states.ts';
export { coordinateHit, queryKind } from './coordinate-query.ts';
export type { QueryKind } from './coordinate-query.ts';
export { createGeocoder } from './create-geocoder.ts';
export { createEmbeddedGeocoder } from './embedded-geocoder.ts';
export { createExternalGeocoder, EXTERNAL_TIMEOUT_MS } from './external-geocoder.ts';
export type { ExternalGeocoderOptions } from './external-geocoder.ts';
export { foldText, searchTokens } from './fold-text.ts';
export { ENTRY_LEVELS, GAZETTEER_FORMAT, GAZETTEER_VERSION, gazetteerDataSchema } from './gazetteer-data.ts';
export type { EntryLevel, GazetteerData, GazetteerState } from './gazetteer-data.ts';
export {
  GAZETTEER_FILE,
  GazetteerLoadError,
  gazetteerDir,
  loadGazetteer,
  writeGazetteer,
} from './gazetteer-files.ts';
export { gazetteerHit } from './gazetteer-hit.ts';
export { GazetteerIndex, REVERSE_CITY_METERS, REVERSE_STREET_METERS } from './gazetteer-index.ts';
export type { IndexMatch, IndexSearchOptions, MatchQuality, ReverseMatch } from './gazetteer-index.ts';
export { GeocoderError } from './geocoder.ts';
export type { GeocodeHit, GeocodeOptions, Geocoder, GeocoderFailure } from './geocoder.ts';
export { GEOCODING_MESSAGES } from './geocoding-input.ts';
export { geocodingResource } from './geocoding.routes.ts';
export { COUNTRY_CODE, COUNTRY_NAME, hitLabel } from './hit-label.ts';
export { defaultGazetteerOsmFiles, gazetteerStats, importGazetteer } from './import-gazetteer.ts';
export type { GazetteerStats } from './import-gazetteer.ts';
export { MunicipalityDataError, readMunicipalityCsvs } from './municipality-rows.ts';
export type { MunicipalityRow, StateRow } from './municipality-rows.ts';
export { parseQuery } from './parse-query.ts';
export { readOsmFeatures } from './read-osm-features.ts';
export type { OsmSource } from './read-osm-features.ts';
