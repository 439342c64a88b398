import type { AccessVersion } from './access/access-version.ts';
import { createAccessVersion } from './access/access-version.ts';
import type { FairUseQuota } from './access/fair-use.ts';
import { createFairUseQuota } from './access/fair-use.ts';
import { createBufferedFairUseQuota } from './access/buffered-fair-use.ts';
import type { PrincipalCache } from './access/principal-cache.ts';
import { createPrincipalCache } from './access/principal-cache.ts';
import type { LoginThrottle } from './auth/login-throttle.ts';
import { createLoginThrottle } from './auth/login-throttle.ts';
import type { TokenService } from './auth/tokens.ts';
import { createTokenService } from './auth/tokens.ts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import type { Geocoder } from './geocoding/geocoder.ts';
import type { Logger } from './logging/logger.ts';
import type { ReferenceDataVersion } from './reference-data/reference-data-version.ts';
import { createReferenceDataVersion } from './reference-data/reference-data-version.ts';
import type { RouteServices } from './route-calculation/route-services.ts';
import { defaultSupplierSource } from './vpo/suppliers/default-supplier-source.ts';
import type { VpoSupplierSource } from './vpo/suppliers/supplier-source.ts';

/** What every resource and middleware works with; built once per app. */
export interface ServerContext {
  readonly config: Config;
  readonly db: Database;
  readonly logger: Logger;
  /** Milliseconds since the epoch (tests move it). */
  readonly clock: () => number;
  readonly tokens: TokenService;
  readonly loginThrottle: LoginThrottle;
  readonly fairUse: FairUseQuota;
  /** Users of recent tokens, each valid while the access version has not moved. */
  readonly principals: PrincipalCache;
  /** Change counter of users, roles, permissions, companies and revoked tokens (database triggers). */
  readonly accessVersion: AccessVersion;
  /** Change counter of toll plazas, tariffs, weighing stations and freight coefficients. */
  readonly referenceData: ReferenceDataVersion;
  /** Route calculation (engine, reference data); absent until set up (503 on `POST /api/routes/route`). */
  readonly routeServices?: RouteServices | undefined;
  /** Address search; absent until set up. */
  readonly geocoder?: Geocoder | undefined;
  /** The VPO suppliers (built-in and real suppliers' adapters). */
  readonly vpoSuppliers: VpoSupplierSource;
}

/** What {@link createServerContext} needs. */
export interface ServerDependencies {
  config: Config;
  db: Database;
  /**
   * The database's driver: with the embedded PGlite (one process owns it) the fair-use counts are kept in
   * memory and written behind; with PostgreSQL (default) every use is one atomic statement.
   */
  dbDriver?: 'pglite' | 'postgres';
  /** Secret that signs the session tokens (see `jwt-secret.ts`). */
  jwtSecret: string;
  logger: Logger;
  clock?: () => number;
  routeServices?: RouteServices | undefined;
  geocoder?: Geocoder | undefined;
  referenceData?: ReferenceDataVersion;
  /** The VPO suppliers; default the built-in one and the real adapters. */
  vpoSuppliers?: VpoSupplierSource;
}

/** The services of one app over `deps`. */
export function createServerContext(deps: ServerDependencies): ServerContext {
  const { config, db, logger } = deps;
  const clock = deps.clock ?? Date.now;
  return {
    config,
    db,
    logger,
    clock,
    tokens: createTokenService({ secret: deps.jwtSecret, ttlMinutes: config.TOKEN_TTL_MINUTES, clock }),
    loginThrottle: createLoginThrottle({
      db,
      maxPerEmail: config.LOGIN_MAX_ATTEMPTS,
      maxPerAddress: config.LOGIN_MAX_ATTEMPTS_PER_ADDRESS,
      windowMs: config.LOGIN_WINDOW_MINUTES * 60_000,
      clock,
    }),
    fairUse:
      deps.dbDriver === 'pglite'
        ? createBufferedFairUseQuota({
            db,
            defaultPerDay: config.FAIR_USE_ROUTES_PER_DAY,
            clock,
            quotaTtlMs: config.PRINCIPAL_CACHE_SECONDS * 1000,
            onFlushError: (error) =>
              logger.warn('fair-use counts not written yet', {
                error: error instanceof Error ? error.message : String(error),
              }),
          })
        : createFairUseQuota({ db, defaultPerDay: config.FAIR_USE_ROUTES_PER_DAY, clock }),
    principals: createPrincipalCache({ ttlMs: config.PRINCIPAL_CACHE_SECONDS * 1000, clock }),
    accessVersion: createAccessVersion(db, logger),
    referenceData: deps.referenceData ?? createReferenceDataVersion(),
    routeServices: deps.routeServices,
    geocoder: deps.geocoder,
    vpoSuppliers: deps.vpoSuppliers ?? defaultSupplierSource(),
  };
}
