export { isAbortError, linkAbortSignals } from './abort-signals.ts';
export type { LinkedSignal } from './abort-signals.ts';
export type { ApiClientOptions, ServerErrorLog, UnauthorizedRedirect } from './api-client-options.ts';
export { ApiError } from './api-error.ts';
export type { ApiErrorKind } from './api-error.ts';
export {
  FORBIDDEN_MESSAGE,
  SERVER_ERROR_DETAILS,
  SERVER_ERROR_MESSAGE,
  SERVER_ERROR_TITLE,
  UNAUTHORIZED_MESSAGE,
} from './api-messages.ts';
export { isApiResponse } from './api-response.ts';
export type { ApiFailure, ApiResponse, ApiSuccess } from './api-response.ts';
export type { AuthEndpoints } from './auth-endpoints.ts';
export type { CompanyEndpoints } from './company-endpoints.ts';
export { filenameFromContentDisposition } from './content-disposition.ts';
export type { CostCenterEndpoints } from './cost-center-endpoints.ts';
export { createApiClient } from './create-api-client.ts';
export type { ApiClient } from './create-api-client.ts';
export type { GeocodeEndpoint } from './geocode-endpoint.ts';
export { ROUTE_SHORT_LINK_CATEGORY, shortLinkSchema } from './short-link-endpoint.ts';
export type { ShortLink, ShortLinkEndpoint } from './short-link-endpoint.ts';
export { createHttpClient } from './http-client.ts';
export type {
  CallOptions,
  DownloadedFile,
  DownloadOptions,
  HttpClient,
  HttpMethod,
  RequestOptions,
} from './http-client.ts';
export { createLatestRequest } from './latest-request.ts';
export type { LatestRequest, LatestResult } from './latest-request.ts';
export { looseRecordSchema } from './loose-record.ts';
export type { LooseRecord } from './loose-record.ts';
export { normalizeResponse } from './normalize-response.ts';
export type { NormalizedResponse, ResponseOutcome } from './normalize-response.ts';
export type { PlateCheckEndpoints } from './plate-check-endpoints.ts';
export {
  PLATE_CHECK_ERROR_TITLE,
  PLATE_CHECK_LOADING_MESSAGE,
  PLATE_CHECK_NO_RESULT_MESSAGE,
  plateCheckErrorMessage,
} from './plate-check-messages.ts';
export { appPlateSchema } from './plate-endpoints.ts';
export type { PlateEndpoints } from './plate-endpoints.ts';
export { compactQuery } from './query-params.ts';
export type { QueryParams, QueryValue } from './query-params.ts';
export type { MeListEndpoint, RecordId, ResourceEndpoints } from './resource-endpoints.ts';
export { savedRouteRefSchema } from './route-endpoints.ts';
export type { RouteEndpoints, SavedRouteRef } from './route-endpoints.ts';
export {
  ROUTE_SAVE_ERROR_MESSAGE,
  routeSaveErrorMessage,
  SAVED_ROUTES_ERROR_TITLE,
  SAVED_ROUTES_LOAD_ERROR_MESSAGE,
  savedRoutesErrorDialog,
} from './route-save-errors.ts';
export {
  classifyRouteSearchResult,
  ROUTE_ADDRESS_BUTTONS,
  ROUTE_ADDRESS_ERROR_TYPE,
  routeAddressErrorDataSchema,
  ROUTE_ADDRESS_TITLE,
  routeAddressQuestion,
  ROUTE_SEARCH_ERROR_TITLE,
  ROUTE_SEARCH_INVALID_LOGIN_MESSAGE,
  ROUTE_SEARCH_INVALID_LOGIN_TITLE,
  ROUTE_SEARCH_OFFLINE_MESSAGE,
  ROUTE_SEARCH_OFFLINE_TITLE,
  ROUTE_SEARCH_UNEXPECTED_MESSAGE,
} from './route-search-result.ts';
export type { RouteSearchOutcome } from './route-search-result.ts';
export type { Session } from './session.ts';
export { brandingOf, clearSession, storeSession } from './session-storage.ts';
export type { Branding } from './session-storage.ts';
export type { ShipperEndpoints } from './shipper-endpoints.ts';
export {
  isEmbeddedHash,
  readSsoHandoff,
  safeReturnPath,
  SSO_ERROR_CODES,
  SSO_PATHS,
  ssoConfigSchema,
  ssoErrorMessage,
  ssoHandoffHash,
  ssoLoginUrl,
} from './single-sign-on.ts';
export type { SsoConfig, SsoErrorCode, SsoHandoff } from './single-sign-on.ts';
export { STORAGE_KEYS } from './storage-keys.ts';
export type { KeyValueStorage } from './storage-keys.ts';
export {
  isSubscriptionDialog,
  isSubscriptionStatus,
  SUBSCRIPTION_DIALOG_TEXTS,
  SUBSCRIPTION_DIALOGS,
} from './subscription-status.ts';
export type { SubscriptionDialog, SubscriptionStatus } from './subscription-status.ts';
export type { LooseBody, LooseResourceEndpoints, RoleEndpoints } from './user-role-endpoints.ts';
export type { VehicleTypeEndpoints } from './vehicle-type-endpoints.ts';
export type { VpoEndpoints, VpoListFilters } from './vpo-endpoints.ts';
