export { readKmMarkers, readPbfKmMarkers } from './km-markers.ts';
export { roadNetworkKmMarkers } from './road-network-km-markers.ts';
export type { KmMarkers, KmMarkerWay } from './km-markers.ts';
export { matchTolls } from './match-tolls.ts';
export type {
  MatchTollsOptions,
  PlazaPass,
  TollMatch,
  TollPass,
  TollTrip,
  UnlistedTollNode,
} from './match-tolls.ts';
export { placementIndex } from './placement-index.ts';
export type { PlacementIndex } from './placement-index.ts';
export { segmentsNearPoints } from './segments-near-points.ts';
export { tripShape } from './trip-shape.ts';
export type { ShapeLeg, TripShape } from './trip-shape.ts';
export { placePlazas } from './place-plazas.ts';
export type { PlacePlazasOptions, PlazaToPlace } from './place-plazas.ts';
export {
  KM_SOURCES,
  PLAZA_CHARGES,
  UNPLACED_REASONS,
  placedPlazaSchema,
  plazaPlacementSchema,
  unplacedPlazaSchema,
} from './plaza-placement.ts';
export type {
  KmSource,
  PlacedPlaza,
  PlazaCharge,
  PlazaPlacement,
  UnplacedPlaza,
  UnplacedReason,
} from './plaza-placement.ts';
export { summarizePlacements } from './summarize-placements.ts';
export type { PlacementSummary } from './summarize-placements.ts';
export {
  BRAZIL_UFS,
  DUPLICATE_PLAZA_MESSAGE,
  PLAZA_ID_PATTERN,
  PLAZA_SENTIDOS,
  parseTollPlazaRecords,
} from './toll-plaza-records.ts';
export type { PlazaSentido, TollPlazaRecord } from './toll-plaza-records.ts';
export { parseTollDiscountRecords, DUPLICATE_DISCOUNT_MESSAGE } from './toll-discount-records.ts';
export type { TollDiscountRecord } from './toll-discount-records.ts';
export {
  DUPLICATE_GROUP_MEMBER_MESSAGE,
  LONE_GROUP_MEMBER_MESSAGE,
  parseAlternativeGroupRecords,
} from './alternative-group-records.ts';
export type { AlternativeGroupRecord } from './alternative-group-records.ts';
export { DUPLICATE_POINT_TO_POINT_MESSAGE, parsePointToPointRecords } from './point-to-point-records.ts';
export type { PointToPointRecord } from './point-to-point-records.ts';
export { wayTolls } from './way-tolls.ts';
export type { WayTolls } from './way-tolls.ts';
export type { TollPricingContext } from './toll-pricing-context.ts';
export type { TollPlazaData, TollPlazaRow, TollReference } from './toll-plaza-data.ts';
export type { RouteTollPlaza } from './route-toll-plaza.ts';
export { concessionaireId } from './concessionaire-id.ts';
export { activePlazasToPlace, placeActivePlazas, plazaToPlace } from './place-active-plazas.ts';
export type {
  PlaceActivePlazasOptions,
  PlacedActivePlazas,
  PlazaPlacer,
  StoredPlacement,
} from './place-active-plazas.ts';
