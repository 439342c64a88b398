export { apiResponseSchema, fieldErrorsSchema } from './api-response.ts';
export type { ApiResponseBody, FieldErrors } from './api-response.ts';
export { authSchema, loginRequestSchema } from './auth.ts';
export type { Auth, LoginRequest } from './auth.ts';
export { cargoKindInputSchema, cargoKindSchema, SPEC_CARGO_KIND_NAMES, toCargoKind } from './cargo-kind.ts';
export type { CargoKind } from './cargo-kind.ts';
export { companyOptionSchema, toCompanyOption } from './company-option.ts';
export type { CompanyOption } from './company-option.ts';
export {
  companySettingsInputSchema,
  companySettingsSchema,
  DEFAULT_LOGO,
  isShowableLogo,
  LOGO_ADDRESS_MESSAGE,
  subscriptionStatusSchema,
  LOGO_CONTENT_TYPES,
  LOGO_MAX_BYTES,
  LOGO_SIZE_MESSAGE,
  LOGO_TYPE_MESSAGE,
} from './company-settings.ts';
export type {
  CompanySettings,
  CompanySettingsInput,
  CompanySubscriptionStatus,
  LogoContentType,
} from './company-settings.ts';
export { companyCreateSchema, companySchema, companyUpdateSchema } from './company.ts';
export type { Company, CompanyCreate, CompanyUpdate } from './company.ts';
export { costCenterCreateSchema, costCenterSchema, costCenterUpdateSchema } from './cost-center.ts';
export type { CostCenter, CostCenterCreate, CostCenterUpdate } from './cost-center.ts';
export { freightActSchema, freightFloorSchema } from './freight-floor.ts';
export type { FreightAct, FreightFloor } from './freight-floor.ts';
export { freightAxlesSchema, freightTableSchema, freightTableTypeSchema } from './freight-table.ts';
export type { FreightTable, FreightTableType } from './freight-table.ts';
export { fuelConsumptionSchema, fuelCostSchema } from './fuel-cost.ts';
export type { FuelConsumption, FuelCost } from './fuel-cost.ts';
export { geocodeQuerySchema, geocodeResultSchema } from './geocode.ts';
export type { GeocodeQuery, GeocodeResult } from './geocode.ts';
export { coordinateTextSchema, latitudeSchema, latLngSchema, longitudeSchema } from './lat-lng.ts';
export type { LatLng } from './lat-lng.ts';
export {
  companyListQuerySchema,
  costCenterListQuerySchema,
  DEFAULT_PER_PAGE,
  pageQuerySchema,
  plateCheckListQuerySchema,
  plateListQuerySchema,
  roleListQuerySchema,
  ROUTE_EXPORT_FORMATS,
  routeListQuerySchema,
  shipperListQuerySchema,
  userListQuerySchema,
  withSort,
  SORT_FIELD_MESSAGE,
  SORT_ORDER_MESSAGE,
  SORT_ORDERS,
  SHIPPER_SORT_FIELDS,
  COMPANY_SORT_FIELDS,
  ROUTE_SORT_FIELDS,
  COST_CENTER_SORT_FIELDS,
  PLATE_SORT_FIELDS,
  USER_SORT_FIELDS,
  ROLE_SORT_FIELDS,
} from './list-query.ts';
export type {
  CompanyListQuery,
  CostCenterListQuery,
  ListSort,
  PageQuery,
  PlateCheckListQuery,
  PlateListQuery,
  RoleListQuery,
  RouteExportFormat,
  RouteListQuery,
  ShipperListQuery,
  SortOrder,
  UserListQuery,
} from './list-query.ts';
export {
  locationAddressSchema,
  locationSuggestionResponseSchema,
  locationSuggestionSchema,
  matchLevelSchema,
} from './location-suggestion.ts';
export type {
  LocationSuggestionItem,
  LocationSuggestionResponse,
  MatchLevel,
} from './location-suggestion.ts';
export { locationTypeSchema, mapWaypointSchema } from './map-waypoint.ts';
export type { LocationType, MapWaypoint } from './map-waypoint.ts';
export {
  DEFAULT_OPTIONS,
  KNOWN_OPERATION_TYPES,
  operationTypeSchema,
  optionsSchema,
  routeTypeOptionSchema,
} from './options.ts';
export type { OperationType, Options, RouteTypeOption } from './options.ts';
export { pagedSchema } from './paged.ts';
export type { Paged } from './paged.ts';
export {
  isPlateCheckFailure,
  MAX_PLATE_CHECK_BATCH_PLATES,
  MSG_PLATE_CHECK_NO_PLATES,
  MSG_PLATE_CHECK_PLATES_OR_ALL,
  MSG_PLATE_CHECK_TARGET_INCOMPLETE,
  plateCheckAnswerSchema,
  plateCheckBatchCreateSchema,
  plateCheckConfigSchema,
  plateCheckConfigUpdateSchema,
  plateCheckDataSchema,
  plateCheckDetailSchema,
  plateCheckFailureSchema,
  plateCheckItemSchema,
  plateCheckOneSchema,
  plateCheckProviderSchema,
  plateCheckRecordSchema,
  plateCheckRequestSchema,
  plateCheckResultSchema,
  plateCheckSourceSchema,
  plateCheckStatusSchema,
} from './plate-check.ts';
export type {
  PlateCheckAnswer,
  PlateCheckBatchCreate,
  PlateCheckConfig,
  PlateCheckConfigUpdate,
  PlateCheckData,
  PlateCheckDetail,
  PlateCheckFailure,
  PlateCheckItem,
  PlateCheckOne,
  PlateCheckRecord,
  PlateCheckRequest,
  PlateCheckResult,
} from './plate-check.ts';
export {
  plateCreateSchema,
  plateFromWire,
  plateSchema,
  plateTagsRequestSchema,
  plateTagsSchema,
  plateToWire,
  plateUpdateSchema,
  plateWireSchema,
} from './plate.ts';
export type { Plate, PlateCreate, PlateTags, PlateTagsRequest, PlateUpdate, PlateWire } from './plate.ts';
export {
  cnpjTextSchema,
  cpfCnpjTextSchema,
  entityIdSchema,
  entityIdTextSchema,
  flexibleIdSchema,
  isoDateSchema,
  MAX_ENTITY_ID,
  numericSchema,
  plateTextSchema,
} from './primitives.ts';
export { integerText, queryInteger } from './query-number.ts';
export {
  boundedText,
  MAX_IDS_PER_LIST,
  MAX_WAYPOINTS,
  maxLengthMessage,
  nameText,
  optionalText,
  requiredText,
  TEXT_LIMITS,
} from './text-fields.ts';
export {
  isTariffMultiplier,
  MAX_TARIFF_MULTIPLIER,
  MIN_TARIFF_MULTIPLIER,
  TARIFF_MULTIPLIER_MESSAGE,
  tariffMultiplierSchema,
} from './tariff-multiplier.ts';
export { FARE_MESSAGE, fareSchema, hasCents, isFare, MAX_FARE } from './fare.ts';
export { recentSearchListSchema, recentSearchSchema } from './recent-search.ts';
export type { RecentSearch } from './recent-search.ts';
export {
  AVOID_TOLLS_PENALTY,
  routeCostingOptionsSchema,
  routeCostingSchema,
  routeModeSchema,
  routeRequestSchema,
  routeRequestWaypointSchema,
  routeVehicleConfigSchema,
  TOP_SPEED_KMH,
} from './route-request.ts';
export type {
  RouteCosting,
  RouteCostingOptions,
  RouteMode,
  RouteRequest,
  RouteRequestWaypoint,
  RouteVehicleConfig,
} from './route-request.ts';
export {
  routeAlternativeSchema,
  routeFreightFloorSchema,
  routeResponseSchema,
  routeResponseWaypointSchema,
  routeTollsSchema,
  routeWaySchema,
} from './route-response.ts';
export type {
  RouteAlternative,
  RouteFreightFloor,
  RouteResponse,
  RouteResponseWaypoint,
  RouteTolls,
  RouteWay,
} from './route-response.ts';
export {
  permissionCatalogue,
  permissionInfoSchema,
  roleCreateSchema,
  roleSchema,
  roleUpdateSchema,
} from './role.ts';
export type { PermissionInfo, Role, RoleCreate, RoleUpdate } from './role.ts';
export { routeSummaryFmtSchema, routeSummaryRawSchema, routeSummarySchema } from './route-summary.ts';
export type { RouteSummary, RouteSummaryFmt, RouteSummaryRaw } from './route-summary.ts';
export { DEFAULT_ROUTE_TYPE, routeTypeSchema } from './route-type.ts';
export type { RouteType } from './route-type.ts';
export {
  directionsOptionsSchema,
  routingCostingSchema,
  routingLocationSchema,
  routingServiceRequestSchema,
} from './routing-service-request.ts';
export type {
  DirectionsOptions,
  RoutingCosting,
  RoutingLocation,
  RoutingServiceRequest,
} from './routing-service-request.ts';
export { boundsSchema, routingServiceRouteSchema, subRouteSchema } from './routing-service-route.ts';
export type { Bounds, RoutingServiceRoute, SubRoute } from './routing-service-route.ts';
export { parseSavedRouteWaypoints, stringifySavedRouteWaypoints } from './saved-route-waypoints.ts';
export { savedRouteCreateSchema, savedRouteSchema, savedRouteUpdateSchema } from './saved-route.ts';
export type { SavedRoute, SavedRouteCreate, SavedRouteUpdate } from './saved-route.ts';
export { searchResultIconSchema, searchResultSchema } from './search-result.ts';
export type { SearchResult } from './search-result.ts';
export { shipperCreateSchema, shipperSchema, shipperUpdateSchema } from './shipper.ts';
export type { Shipper, ShipperCreate, ShipperUpdate } from './shipper.ts';
export { tollFaresSchema, tollPlazaSchema } from './toll-plaza.ts';
export type { TollFares, TollPlaza } from './toll-plaza.ts';
export { tollTableRowSchema } from './toll-table-row.ts';
export type { TollTableRow } from './toll-table-row.ts';
export { truckScaleSchema } from './truck-scale.ts';
export type { TruckScale } from './truck-scale.ts';
export {
  MIN_PASSWORD_LENGTH,
  permissionAssignmentSchema,
  SHORT_PASSWORD_MESSAGE,
  userCreateSchema,
  userSchema,
  userUpdateSchema,
} from './user.ts';
export type { PermissionAssignment, User, UserCreate, UserUpdate } from './user.ts';
export { valhallaErrorSchema } from './valhalla-error.ts';
export type { ValhallaError } from './valhalla-error.ts';
export { tollNodeSchema, valhallaLegSchema } from './valhalla-leg.ts';
export type { TollNode, ValhallaLeg } from './valhalla-leg.ts';
export { valhallaManeuverSchema, valhallaTransitInfoSchema } from './valhalla-maneuver.ts';
export type { ValhallaManeuver, ValhallaTransitInfo } from './valhalla-maneuver.ts';
export { valhallaSummarySchema } from './valhalla-summary.ts';
export type { ValhallaSummary } from './valhalla-summary.ts';
export {
  valhallaRouteResponseSchema,
  valhallaTripLocationSchema,
  valhallaTripSchema,
} from './valhalla-trip.ts';
export type { ValhallaRouteResponse, ValhallaTrip, ValhallaTripLocation } from './valhalla-trip.ts';
export { VALIDATION_ERROR_STATUS, validationErrorResponseSchema } from './validation-error.ts';
export type { ValidationErrorResponse } from './validation-error.ts';
export { rearWheelTypeSchema, vehicleCategorySchema } from './vehicle-category.ts';
export type { RearWheelType, VehicleCategory } from './vehicle-category.ts';
export { vehicleTypeSchema } from './vehicle-type.ts';
export type { VehicleType } from './vehicle-type.ts';
export { vehiclePlateSchema, vehicleSchema } from './vehicle.ts';
export type { VehiclePlate } from './vehicle.ts';
export { transportTakerSchema, vpoSettingsSchema } from './vpo-settings.ts';
export type { TransportTaker, VpoSettings } from './vpo-settings.ts';
export { waypointSchema } from './waypoint.ts';
export type { Waypoint } from './waypoint.ts';
export {
  MAX_SUSPENDED_AXLES,
  VPO_FREE_TEXT_MAX,
  VPO_SORT_FIELDS,
  vpoCancelRequestSchema,
  vpoEventSchema,
  vpoExchangeSchema,
  vpoListQuerySchema,
  vpoPurchaseRequestSchema,
  vpoQuoteLineSchema,
  vpoQuoteRequestSchema,
  vpoQuoteSchema,
  vpoReconciliationSchema,
  vpoSchema,
  vpoStatementLineSchema,
  vpoStatusSchema,
  vpoSupplierConfigSchema,
  vpoSupplierConfigUpdateSchema,
  vpoSupplierOptionSchema,
  vpoSupplierSchema,
  vpoTotalsSchema,
  vpoVehicleSchema,
} from './vpo.ts';
export type {
  Vpo,
  VpoCancelRequest,
  VpoEvent,
  VpoExchange,
  VpoListQuery,
  VpoPurchaseRequest,
  VpoQuote,
  VpoQuoteLine,
  VpoQuoteRequest,
  VpoReconciliation,
  VpoStatementLine,
  VpoSupplierConfig,
  VpoSupplierConfigUpdate,
  VpoSupplierOption,
  VpoTotals,
  VpoVehicle,
} from './vpo.ts';
