import { sql } from 'drizzle-orm';
import {
  bigint,
  customType,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true })
    .defaultNow()
    .notNull()
    .$onUpdate(() => new Date()),
};

/** A carrier: identity, branding and feature settings, subscription state and fair-use quota. */
export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    legal_name: text('legal_name').notNull(),
    cnpj: text('cnpj').notNull(),
    allow_create_route: boolean('allow_create_route').notNull().default(false),
    vpo_allow_select_tag: boolean('vpo_allow_select_tag').notNull().default(false),
    primary_color: text('primary_color'),
    primary_color_is_dark: boolean('primary_color_is_dark').notNull().default(false),
    logo: text('logo'),
    subscription_status: text('subscription_status', { enum: ['active', 'none', 'overdue'] })
      .notNull()
      .default('active'),
    route_quota_per_day: integer('route_quota_per_day'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('companies_cnpj_unique').on(table.cnpj),
    check(
      'companies_subscription_status_check',
      sql`${table.subscription_status} in ('active', 'none', 'overdue')`,
    ),
  ],
);

/** Binary data (`bytea`): bytes in, bytes out, on PGlite and PostgreSQL alike. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
  fromDriver: (value) => new Uint8Array(value),
});

/**
 * The logo a company uploaded (`POST /api/companies/{id}/logo`): its bytes, their checked type and the
 * `version` (start of their SHA-256) that names it in its address, so a new upload is a new address.
 */
export const companyLogos = pgTable('company_logos', {
  company_id: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  version: text('version').notNull(),
  content_type: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  created_at: timestamps.created_at,
});

/** A person who logs in; the e-mail is stored lower-case and is unique. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    password_hash: text('password_hash').notNull(),
    active: boolean('active').notNull().default(true),
    /**
     * Sessions of the user valid now: a token carries the value of its login, and raising it (password
     * change, lost access, "sair de todos os dispositivos") ends every session at once (`auth/sessions.ts`).
     */
    session_version: integer('session_version').notNull().default(0),
    ...timestamps,
  },
  (table) => [uniqueIndex('users_email_unique').on(table.email)],
);

/** A named set of permissions (`super-admin`, `admin`, `operator`, and any the super-admin adds). */
export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    ...timestamps,
  },
  (table) => [uniqueIndex('roles_name_unique').on(table.name)],
);

/** The permission catalogue (names of `@freight/core`'s `PERMISSIONS`, synchronised at start). */
export const permissions = pgTable(
  'permissions',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
  },
  (table) => [uniqueIndex('permissions_name_unique').on(table.name)],
);

/** Permissions a role grants. */
export const rolePermissions = pgTable(
  'role_permissions',
  {
    role_id: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permission_id: integer('permission_id')
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.role_id, table.permission_id] })],
);

/** Roles of a user. */
export const userRoles = pgTable(
  'user_roles',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role_id: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'restrict' }),
  },
  (table) => [
    primaryKey({ columns: [table.user_id, table.role_id] }),
    index('user_roles_role_idx').on(table.role_id),
  ],
);

/** Permissions granted to a user directly, on top of those of their roles. */
export const userPermissions = pgTable(
  'user_permissions',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    permission_id: integer('permission_id')
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.user_id, table.permission_id] })],
);

/** Companies a user belongs to (the records a user may read and write). */
export const userCompanies = pgTable(
  'user_companies',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.user_id, table.company_id] }),
    index('user_companies_company_idx').on(table.company_id),
  ],
);

/** A shipper of a company (SPEC §3): CNPJ `document` and name; one per CNPJ in a company. */
export const shippers = pgTable(
  'shippers',
  {
    id: serial('id').primaryKey(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    document: text('document').notNull(),
    name: text('name').notNull(),
    ...timestamps,
  },
  (table) => [uniqueIndex('shippers_company_document_unique').on(table.company_id, table.document)],
);

/** A vehicle type of `GET /api/vehicles/types` (SPEC §3): shared by every company. */
export const vehicleTypes = pgTable('vehicle_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  number_axles: integer('number_axles').notNull(),
  vehicle_type: text('vehicle_type').notNull(),
  wheel_type: text('wheel_type'),
  ...timestamps,
});

/** A vehicle plate of a company (SPEC §3); a plate appears once per company. */
export const plates = pgTable(
  'plates',
  {
    id: serial('id').primaryKey(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    plate: text('plate').notNull(),
    vehicle_type_id: integer('vehicle_type_id').references(() => vehicleTypes.id, { onDelete: 'restrict' }),
    brand: text('brand'),
    model: text('model'),
    category: text('category').notNull(),
    axis: integer('axis').notNull(),
    rear_wheel_type: text('rear_wheel_type'),
    ...timestamps,
  },
  (table) => [uniqueIndex('plates_company_plate_unique').on(table.company_id, table.plate)],
);

/**
 * Toll tags of a plate (SPEC §3 Vehicle `tags`) as the built-in tag provider knows them: one row per
 * tag name ('Sem Parar', 'ConectCar', …); they go with the plate when it is deleted.
 */
export const plateTags = pgTable(
  'plate_tags',
  {
    plate_id: integer('plate_id')
      .notNull()
      .references(() => plates.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    created_at: timestamps.created_at,
  },
  (table) => [primaryKey({ columns: [table.plate_id, table.name] })],
);

/**
 * Change counter of each company's plates, raised by triggers on `plates` (hand-written SQL in
 * migrations `0001_plate_tags.sql` and `0002_plate_list_notify.sql`) on every insert, update, delete
 * and truncate, and announced on channel `plate_list_versions`: the plate list cache
 * (`resources/plates/plate-list-cache.ts`) reloads a company whose counter moved. A company without a
 * row has no plates.
 */
export const plateListVersions = pgTable('plate_list_versions', {
  company_id: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/** A cost center of a company (SPEC §3); names are unique in a company. */
export const costCenters = pgTable(
  'cost_centers',
  {
    id: serial('id').primaryKey(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    ...timestamps,
  },
  (table) => [uniqueIndex('cost_centers_company_name_unique').on(table.company_id, table.name)],
);

/** A saved route of a company (SPEC §3): nickname, km, seconds, type and the waypoint addresses as JSON text. */
export const savedRoutes = pgTable(
  'saved_routes',
  {
    id: serial('id').primaryKey(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    slug: text('slug').notNull(),
    distance: doublePrecision('distance').notNull(),
    time: doublePrecision('time').notNull(),
    type: text('type').notNull(),
    waypoints: text('waypoints').notNull(),
    ...timestamps,
  },
  (table) => [
    index('saved_routes_company_created_idx').on(table.company_id, table.created_at),
    index('saved_routes_company_updated_idx').on(table.company_id, table.updated_at),
  ],
);

/** Fair-use counters: uses of a metered feature (`kind`) by a company on a day. */
export const usageCounters = pgTable(
  'usage_counters',
  {
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    day: date('day').notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.company_id, table.kind, table.day] })],
);

/**
 * A short link (`/s/<code>`) of a shared route: `code` (base62, unique) redirects to `redirect_to`, a path of
 * this server (`/embed?data=…`). One code per (`category_id`, target): `target_sha256` is the SHA-256 (hex)
 * of the target, so long targets stay out of the unique index.
 */
export const shortLinks = pgTable(
  'short_links',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    category_id: integer('category_id').notNull(),
    redirect_to: text('redirect_to').notNull(),
    target_sha256: text('target_sha256').notNull(),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [
    uniqueIndex('short_links_code_unique').on(table.code),
    uniqueIndex('short_links_category_target_unique').on(table.category_id, table.target_sha256),
  ],
);

/**
 * Single sign-on logins under way (`sso/`): the OAuth `state` (also in the browser's cookie), the PKCE
 * verifier, the nonce and the app page to return to. A row is deleted by the callback that uses it (so a
 * state works once, on any server process); rows past `expires_at` are refused and purged.
 */
export const ssoLogins = pgTable(
  'sso_logins',
  {
    state: text('state').primaryKey(),
    code_verifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    return_to: text('return_to').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sso_logins_expires_at').on(table.expires_at)],
);

/** Tokens ended by logout before they expire (`jti` claim); rows past `expires_at` may be purged. */
export const revokedTokens = pgTable('revoked_tokens', {
  jti: text('jti').primaryKey(),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Change counter of what a session's user is loaded from (users, roles, permissions granted, memberships,
 * companies, revoked tokens): one row, raised and announced on channel `access_version` by triggers
 * (hand-written SQL in migration 0006) on every write to those tables, whatever the code path. Every
 * server process drops the users it keeps in memory when it moves (`access/access-version.ts`).
 */
export const accessVersion = pgTable(
  'access_version',
  {
    id: integer('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (table) => [check('access_version_one_row', sql`${table.id} = 1`)],
);

/**
 * A failed login counted against `key` (a hash of the e-mail or of the client address) at `failed_at`;
 * rows older than the throttle's window are deleted as new ones come (`auth/login-throttle.ts`).
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    key: text('key').notNull(),
    failed_at: timestamp('failed_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('login_failures_key_failed_at').on(table.key, table.failed_at),
    index('login_failures_failed_at').on(table.failed_at),
  ],
);

// ---------------------------------------------------------------------------------------------------------
// Reference data (issue 5): shared by every company, loaded by the data import (`src/data-import/`) and kept
// current by operators through the admin endpoints and their CSV imports. Column meanings follow the files
// of `../shared/data` (README there); wire names of SPEC §3 are mapped in the services.
// ---------------------------------------------------------------------------------------------------------

/** A federative unit (IBGE `estados.csv`). */
export const states = pgTable('states', {
  ibge_code: integer('ibge_code').primaryKey(),
  uf: text('uf').notNull().unique(),
  name: text('name').notNull(),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  region: text('region').notNull(),
});

/** A municipality (IBGE `municipios.csv`): seat position and whether it is a state capital. */
export const municipalities = pgTable(
  'municipalities',
  {
    ibge_code: integer('ibge_code').primaryKey(),
    name: text('name').notNull(),
    uf: text('uf').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    capital: boolean('capital').notNull().default(false),
  },
  (table) => [index('municipalities_uf_name_idx').on(table.uf, table.name)],
);

/**
 * A toll plaza (`pedagios/pracas.csv` columns, plus what operators set per plaza: tag and weekend rules,
 * rounding, toll-tag provider codes, logo). `id` is the file's text id (e.g. `antt-autopista-…`).
 * `sentido`: `ambos`/empty, `crescente`, `decrescente` (along the road's km), or a compass point.
 */
export const tollPlazas = pgTable(
  'toll_plazas',
  {
    id: text('id').primaryKey(),
    source: text('source').notNull(),
    concessionaire: text('concessionaire').notNull(),
    name: text('name').notNull(),
    road: text('road').notNull(),
    uf: text('uf').notNull(),
    municipality: text('municipality'),
    km: doublePrecision('km'),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    direction: text('direction'),
    free_flow: boolean('free_flow').notNull().default(false),
    coord_precision: text('coord_precision'),
    note: text('note'),
    /** Tag discount in percent (5 = 5 % off); 0 = none. */
    tag_percent: doublePrecision('tag_percent').notNull().default(0),
    /** Weekend change in percent, signed (positive = surcharge); 0 = none. */
    weekend_percent: doublePrecision('weekend_percent').notNull().default(0),
    /** Rounding of percentage-derived fares: down, up, half-up. */
    rounding: text('rounding').notNull().default('down'),
    special_toll: boolean('special_toll').notNull().default(false),
    antt_code: text('antt_code'),
    conectcar_code: text('conectcar_code'),
    movemais_code: text('movemais_code'),
    semparar_code: text('semparar_code'),
    veloe_code: text('veloe_code'),
    logo: text('logo'),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (table) => [
    index('toll_plazas_lat_lng_idx').on(table.lat, table.lng),
    check('toll_plazas_rounding_check', sql`${table.rounding} in ('down', 'up', 'half-up')`),
    check('toll_plazas_lat_check', sql`${table.lat} between -90 and 90`),
    check('toll_plazas_lng_check', sql`${table.lng} between -180 and 180`),
  ],
);

/**
 * One fare of a plaza (`pedagios/tarifas.csv`): from `valid_from` on, vehicles of category multiplier
 * `multiplier` (0.5 motorcycle, 1 car, 2 two-axle truck, …) pay `fare` reais.
 */
export const tollTariffs = pgTable(
  'toll_tariffs',
  {
    id: serial('id').primaryKey(),
    plaza_id: text('plaza_id')
      .notNull()
      .references(() => tollPlazas.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    valid_from: date('valid_from').notNull(),
    multiplier: doublePrecision('multiplier').notNull(),
    fare: doublePrecision('fare').notNull(),
    source: text('source'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('toll_tariffs_plaza_date_multiplier_unique').on(
      table.plaza_id,
      table.valid_from,
      table.multiplier,
    ),
    check('toll_tariffs_fare_check', sql`${table.fare} >= 0`),
    check('toll_tariffs_multiplier_check', sql`${table.multiplier} > 0`),
  ],
);

/**
 * The tag (automatic payment) discount a source gives for a plaza (`pedagios/descontos_praca.csv`), as
 * last imported. The plaza's own `tag_percent` is what pricing uses: the import copies `tag_percent` there
 * when the file's value for the plaza is new or differs from this row's, so an operator's later edit of the
 * plaza stands until the file changes its value (docs/decisions.md).
 */
export const tollPlazaDiscounts = pgTable(
  'toll_plaza_discounts',
  {
    plaza_id: text('plaza_id')
      .primaryKey()
      .references(() => tollPlazas.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    /** Discount in percent for payment by tag (5 = 5 % off; 0 = the source says there is none). */
    tag_percent: doublePrecision('tag_percent').notNull(),
    applies_to: text('applies_to'),
    valid_from: text('valid_from'),
    source_url: text('source_url'),
    confidence: text('confidence'),
    note: text('note'),
    ...timestamps,
  },
  (table) => [check('toll_plaza_discounts_tag_percent_check', sql`${table.tag_percent} between 0 and 100`)],
);

/**
 * Membership of a plaza in an alternative group (`pedagios/grupos_alternativos.csv`): booths of one plaza
 * close to each other (main line and access road) of which a vehicle pays one on a single passage.
 */
export const tollPlazaGroups = pgTable(
  'toll_plaza_groups',
  {
    plaza_id: text('plaza_id')
      .primaryKey()
      .references(() => tollPlazas.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    group_id: text('group_id').notNull(),
    note: text('note'),
    ...timestamps,
  },
  (table) => [index('toll_plaza_groups_group_idx').on(table.group_id)],
);

/**
 * An ARTESP point-to-point tag gantry (`pedagios/ponto_a_ponto.csv`): it charges only vehicles registered
 * in that scheme, which then skip `conventional_plaza_id` (the co-located conventional plaza, when any).
 */
export const tollPointToPoint = pgTable('toll_point_to_point', {
  plaza_id: text('plaza_id')
    .primaryKey()
    .references(() => tollPlazas.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
  conventional_plaza_id: text('conventional_plaza_id').references(() => tollPlazas.id, {
    onDelete: 'set null',
    onUpdate: 'cascade',
  }),
  note: text('note'),
  ...timestamps,
});

/**
 * Where a plaza sits on the routing graph `graph_id` (the `PlazaPlacement` JSON of `src/tolls/`), written by
 * the data import and whenever a plaza's position changes. Rows of another graph are stale.
 */
export const tollPlazaPlacements = pgTable('toll_plaza_placements', {
  plaza_id: text('plaza_id')
    .primaryKey()
    .references(() => tollPlazas.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
  graph_id: text('graph_id').notNull(),
  placement: jsonb('placement').notNull(),
  updated_at: timestamps.updated_at,
});

/**
 * A weighing station (`balancas/balancas.csv` columns). Rows published without coordinates are positioned by
 * road and km at import (`position_source` `road-km`) or kept without position (`none`, not on any map).
 */
export const weighingStations = pgTable(
  'weighing_stations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    kind: text('kind'),
    road: text('road'),
    km: doublePrecision('km'),
    km_text: text('km_text'),
    direction: text('direction'),
    municipality: text('municipality'),
    uf: text('uf'),
    operator: text('operator'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    position_source: text('position_source', { enum: ['published', 'road-km', 'none'] })
      .notNull()
      .default('published'),
    source: text('source'),
    confidence: text('confidence'),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (table) => [
    // a station is its name at a road and km of a state (or, without road and km, of a municipality)
    unique('weighing_stations_identity_unique')
      .on(table.name, table.road, table.km_text, table.uf, table.municipality)
      .nullsNotDistinct(),
    index('weighing_stations_lat_lng_idx').on(table.lat, table.lng),
    check(
      'weighing_stations_position_source_check',
      sql`${table.position_source} in ('published', 'road-km', 'none')`,
    ),
  ],
);

/**
 * One cell of the ANTT freight floor (`frete/piso_minimo.csv`): act, validity, table A–D, cargo kind (the
 * file's official spelling), axles and the coefficients CCD (R$/km) and CC (R$ per trip).
 */
export const freightCoefficients = pgTable(
  'freight_coefficients',
  {
    id: serial('id').primaryKey(),
    act: text('act').notNull(),
    valid_from: date('valid_from').notNull(),
    valid_to: date('valid_to'),
    table_id: text('table_id', { enum: ['A', 'B', 'C', 'D'] }).notNull(),
    cargo_kind: text('cargo_kind').notNull(),
    axles: integer('axles').notNull(),
    ccd: doublePrecision('ccd').notNull(),
    cc: doublePrecision('cc').notNull(),
    source: text('source'),
    note: text('note'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('freight_coefficients_cell_unique').on(
      table.act,
      table.table_id,
      table.cargo_kind,
      table.axles,
    ),
    check('freight_coefficients_table_check', sql`${table.table_id} in ('A', 'B', 'C', 'D')`),
    check('freight_coefficients_axles_check', sql`${table.axles} between 2 and 15`),
    check('freight_coefficients_values_check', sql`${table.ccd} >= 0 and ${table.cc} >= 0`),
  ],
);

/**
 * What the data import last loaded per dataset (`road-graph`, `toll-plazas`, `toll-tariffs`, …): the
 * SHA-256 of its source files, so an unchanged dataset is skipped (the import is idempotent).
 */
export const datasetImports = pgTable('dataset_imports', {
  dataset: text('dataset').primaryKey(),
  sha256: text('sha256').notNull(),
  source: text('source').notNull(),
  rows: integer('rows').notNull(),
  imported_at: timestamp('imported_at', { withTimezone: true }).defaultNow().notNull(),
});

/**
 * A VPO purchase (issue 15): a company's voucher for one trip of a saved route. The route, the VPO settings
 * and the vehicle are copied at purchase time (a later edit of the route, plate, shipper or cost center does
 * not change what was bought); the ids stay as links. Money in cents, `null` when not known. The same
 * `(company_id, idempotency_key)` is one purchase; `client_reference` is the key a supplier looks it up by.
 */
export const vpoPurchases = pgTable(
  'vpo_purchases',
  {
    id: serial('id').primaryKey(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    idempotency_key: text('idempotency_key').notNull(),
    /** SHA-256 of the purchase request: the same key with another request is refused. */
    request_hash: text('request_hash').notNull(),
    client_reference: text('client_reference').notNull(),
    route_id: integer('route_id').references(() => savedRoutes.id, { onDelete: 'set null' }),
    route_slug: text('route_slug').notNull(),
    route_waypoints: jsonb('route_waypoints').$type<string[]>().notNull(),
    distance_km: doublePrecision('distance_km'),
    status: text('status').notNull(),
    status_message: text('status_message'),
    supplier: text('supplier').notNull(),
    tag_operator: text('tag_operator'),
    plate_id: integer('plate_id').references(() => plates.id, { onDelete: 'set null' }),
    plate: text('plate').notNull(),
    vehicle_category: text('vehicle_category').notNull(),
    axis: integer('axis').notNull(),
    suspended_axles: integer('suspended_axles').notNull().default(0),
    rear_wheel_type: text('rear_wheel_type'),
    shipper_id: integer('shipper_id').references(() => shippers.id, { onDelete: 'set null' }),
    shipper_name: text('shipper_name'),
    shipper_document: text('shipper_document'),
    cost_center_id: integer('cost_center_id').references(() => costCenters.id, { onDelete: 'set null' }),
    cost_center_name: text('cost_center_name'),
    code: text('code').notNull().default(''),
    remarks: text('remarks').notNull().default(''),
    origin_document: text('origin_document').notNull().default(''),
    destination_document: text('destination_document').notNull().default(''),
    expiration_date: date('expiration_date', { mode: 'string' }).notNull(),
    operation_type: text('operation_type').notNull().default(''),
    transport_taker: text('transport_taker').notNull(),
    lines: jsonb('lines').notNull(),
    quoted_cents: integer('quoted_cents'),
    purchased_cents: integer('purchased_cents'),
    priced_on: date('priced_on', { mode: 'string' }).notNull(),
    trip_number: text('trip_number'),
    receipt_number: text('receipt_number'),
    purchase_id: text('purchase_id'),
    antt_vpo_id: text('antt_vpo_id'),
    cancel_reason: text('cancel_reason'),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_by_name: text('created_by_name'),
    issued_at: timestamp('issued_at', { withTimezone: true }),
    cancelled_at: timestamp('cancelled_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('vpo_purchases_company_key_unique').on(table.company_id, table.idempotency_key),
    uniqueIndex('vpo_purchases_client_reference_unique').on(table.client_reference),
    index('vpo_purchases_company_created_idx').on(table.company_id, table.created_at),
  ],
);

/** The status history of a VPO purchase: each status reached, when, by whom (`null`: the system), why. */
export const vpoEvents = pgTable(
  'vpo_events',
  {
    id: serial('id').primaryKey(),
    vpo_id: integer('vpo_id')
      .notNull()
      .references(() => vpoPurchases.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    user_name: text('user_name'),
    note: text('note').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [index('vpo_events_vpo_idx').on(table.vpo_id, table.id)],
);

/** Every request and response exchanged with the supplier for a purchase, secrets masked. */
export const vpoExchanges = pgTable(
  'vpo_exchanges',
  {
    id: serial('id').primaryKey(),
    vpo_id: integer('vpo_id')
      .notNull()
      .references(() => vpoPurchases.id, { onDelete: 'cascade' }),
    operation: text('operation').notNull(),
    request: text('request').notNull(),
    response: text('response'),
    outcome: text('outcome').notNull(),
    duration_ms: integer('duration_ms').notNull(),
    at: timestamp('at', { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [index('vpo_exchanges_vpo_idx').on(table.vpo_id, table.id)],
);

/**
 * A company's VPO supplier settings: Sem Parar's service address, the company's CNPJ and login there, and
 * the password sealed with the installation's secrets key (AES-256-GCM, `vpo/secret-box.ts`), never returned.
 */
export const vpoSupplierConfigs = pgTable('vpo_supplier_configs', {
  company_id: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  semparar_enabled: boolean('semparar_enabled').notNull().default(false),
  semparar_url: text('semparar_url'),
  semparar_cnpj: text('semparar_cnpj'),
  semparar_login: text('semparar_login'),
  semparar_password_sealed: text('semparar_password_sealed'),
  ...timestamps,
});

/**
 * Plate-check records (`/api/plates-osa`, issue 16): one check of one plate (`kind` 'single') or a batch,
 * its status (`PLATE_CHECK_STATUSES`), the source that answered, and its progress (`processed` of
 * `total`). A batch left `pending` or `processing` by a stopped server is resumed at the next start.
 */
export const plateChecks = pgTable(
  'plate_checks',
  {
    id: serial('id').primaryKey(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    kind: text('kind').notNull(),
    description: text('description').notNull(),
    status: text('status').notNull(),
    source: text('source').notNull(),
    total: integer('total').notNull(),
    processed: integer('processed').notNull().default(0),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_by_name: text('created_by_name'),
    ...timestamps,
  },
  (table) => [
    index('plate_checks_company_created_idx').on(table.company_id, table.created_at),
    index('plate_checks_status_idx').on(table.status),
  ],
);

/**
 * The plates of a plate-check record, one row each, written before the work starts; `answers` (one per
 * provider, `PlateCheckAnswer`) and `checked_at` are set as each plate is done, so a resumed batch checks
 * only the rows still without them.
 */
export const plateCheckItems = pgTable(
  'plate_check_items',
  {
    id: serial('id').primaryKey(),
    check_id: integer('check_id')
      .notNull()
      .references(() => plateChecks.id, { onDelete: 'cascade' }),
    plate: text('plate').notNull(),
    answers: jsonb('answers').$type<unknown[]>(),
    checked_at: timestamp('checked_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('plate_check_items_check_plate_unique').on(table.check_id, table.plate)],
);

/**
 * Each company's plate-check source: the built-in one (its plates' tags) unless the Target supplier is
 * enabled with its address and credentials; the password is sealed with the secrets key (`secret-box.ts`).
 */
export const plateCheckConfigs = pgTable('plate_check_configs', {
  company_id: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  target_enabled: boolean('target_enabled').notNull().default(false),
  target_url: text('target_url'),
  target_login: text('target_login'),
  target_password_sealed: text('target_password_sealed'),
  ...timestamps,
});
