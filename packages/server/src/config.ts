import { z } from 'zod';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

const positiveInt = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

const booleanText = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'expected true or false' })
    .default(fallback ? 'true' : 'false')
    .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** The items of a comma-separated setting, trimmed, without empty ones. */
const commaItems = (text: string): string[] =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const commaList = z.string().default('').transform(commaItems);

const originList = commaList.pipe(
  z.array(
    z.union([z.literal('*'), z.string().regex(/^https?:\/\/[^/\s]+$/, 'expected origins like https://a.b')]),
  ),
);

/** Origins that go into the pages' Content-Security-Policy: scheme, host and port only. */
const policyOriginList = commaList.pipe(
  z.array(
    z
      .string()
      .regex(/^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$/, 'expected origins like https://tiles.example.com'),
  ),
);

/** Path of the single sign-on callback below the server's origin (`OIDC_REDIRECT_URI` ends with it). */
export const SSO_CALLBACK_PATH = '/api/auth/sso/callback';

/** An optional absolute http(s) address without fragment (whose path ends with `pathEnd` when given). */
const httpUrl = (example: string, pathEnd = '') =>
  z
    .string()
    .refine((text) => {
      try {
        const url = new URL(text);
        return (
          (url.protocol === 'https:' || url.protocol === 'http:') &&
          url.hash === '' &&
          url.pathname.endsWith(pathEnd)
        );
      } catch {
        return false;
      }
    }, `expected an address like ${example}`)
    .optional();

const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(8787),
  HOST: z.string().min(1).default('127.0.0.1'),
  APP_DIST: z.string().min(1).default(`${repoRoot}packages/host/dist`),
  /** Built planner element (`packages/widget/dist`), served under `/widget/` for the embed page and other sites. */
  WIDGET_DIST: z.string().min(1).default(`${repoRoot}packages/widget/dist`),
  /**
   * Public address of this server (`https://frete.example.com`): origin of the short links and the only
   * origin they may point at. Unset: the origin of each request.
   */
  PUBLIC_URL: z
    .string()
    .regex(/^https?:\/\/[^/\s?#]+\/?$/, 'expected an origin like https://frete.example.com')
    .transform((url) => url.replace(/\/$/, ''))
    .optional(),
  /**
   * MapLibre style of the embed page's map: an address (`https://tiles.example.com/style.json`) or a path of
   * this server. Unset: OpenStreetMap raster tiles.
   */
  MAP_STYLE: z
    .string()
    .regex(
      /^(https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?)?\/(?!\/)\S*$/,
      'expected https://host/style.json or /path/style.json',
    )
    .optional(),
  /** More origins the map style loads tiles, glyphs or sprites from (the pages' Content-Security-Policy). */
  MAP_ORIGINS: policyOriginList,
  /**
   * Origins of the portals allowed to show the app (`/app/…`) in a frame, the embedded mode of SPEC §1.
   * Empty: no site may frame the app (`frame-ancestors 'none'`, `X-Frame-Options: DENY`).
   */
  APP_FRAME_ANCESTORS: policyOriginList,
  DATA_DIR: z.string().min(1).default(`${repoRoot}data`),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/\S+$/, 'expected postgres://user:password@host:port/database')
    .optional(),
  JWT_SECRET: z.string().min(32, 'must have at least 32 characters').optional(),
  TOKEN_TTL_MINUTES: positiveInt(720),
  PRINCIPAL_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(5),
  CORS_ORIGINS: originList,
  TRUST_PROXY: booleanText(false),
  BODY_LIMIT_KB: positiveInt(1024),
  LOGIN_MAX_ATTEMPTS: positiveInt(5),
  LOGIN_MAX_ATTEMPTS_PER_ADDRESS: positiveInt(30),
  LOGIN_WINDOW_MINUTES: positiveInt(15),
  FAIR_USE_ROUTES_PER_DAY: positiveInt(5000),
  SEED_DEMO: booleanText(true),
  DEMO_PASSWORD: z.string().min(8, 'must have at least 8 characters').optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /** Folder of the reference datasets the data import reads (format of `../shared/data`). */
  DATA_SOURCE_DIR: z.string().min(1).default(`${repoRoot}../shared/data`),
  /** Road network of the embedded routing graph, relative to DATA_SOURCE_DIR (or absolute). */
  ROAD_NETWORK_FILE: z.string().min(1).default('osm/brasil-rodovias.osm.pbf'),
  /** Run the data import at start when the graph or a dataset is missing. */
  AUTO_IMPORT: booleanText(true),
  ROUTING_ENGINE: z.enum(['embedded', 'valhalla']).default('embedded'),
  VALHALLA_URL: z
    .string()
    .regex(/^https?:\/\/\S+$/, 'expected http(s)://host:port')
    .optional(),
  /** Worker threads of the route calculation (routing and response building; default: cores, at most 4). */
  ROUTING_WORKERS: z.coerce.number().int().min(1).max(32).optional(),
  /**
   * Costings whose stored CCH metrics (avoid tolls, shortest, …) are loaded at start and shared by the
   * route workers (comma-separated, `all` or `none`); each other stored metric is read by a worker from the
   * graph folder on its first use. The truck's by default: the product routes trucks.
   */
  ROUTING_PRELOADED_COSTINGS: z
    .string()
    .default('truck')
    .transform(commaItems)
    .pipe(
      z.array(
        z.enum(['all', 'none', 'truck', 'bus', 'auto', 'motorcycle'], {
          error: 'expected all, none or costings among truck, bus, auto, motorcycle',
        }),
      ),
    ),
  /** Key of the request_encrypted tokens (share links, embeds); generated into DATA_DIR when unset. */
  ROUTE_TOKEN_SECRET: z.string().min(32, 'must have at least 32 characters').optional(),
  /** Key that seals supplier credentials at rest (VPO suppliers); generated into DATA_DIR when unset. */
  SECRETS_KEY: z.string().min(32, 'must have at least 32 characters').optional(),
  /** Longest a VPO supplier call may take before its outcome is unknown (milliseconds). */
  VPO_SUPPLIER_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(20_000),
  /** Longest a plate-check source may take for one plate before its providers are "sem resposta" (ms). */
  PLATE_CHECK_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** Most plates per second a batch asks each plate-check source (the built-in one, each Target account). */
  PLATE_CHECK_RATE_PER_SECOND: z.coerce.number().min(0.1).max(1000).default(5),
  GEOCODER: z.enum(['embedded', 'photon', 'nominatim']).default('embedded'),
  GEOCODER_URL: z
    .string()
    .regex(/^https?:\/\/\S+$/, 'expected http(s)://host:port')
    .optional(),
  /** Single sign-on: issuer of the OpenID Connect provider (`https://login.example.com/realms/frete`). */
  OIDC_ISSUER: httpUrl('https://login.example.com/realms/frete'),
  /** Single sign-on: this server's client id at the provider. */
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  /** Single sign-on: this server's client secret at the provider. */
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  /** Single sign-on: the callback registered at the provider, `https://frete.example.com/api/auth/sso/callback`. */
  OIDC_REDIRECT_URI: httpUrl(`https://frete.example.com${SSO_CALLBACK_PATH}`, SSO_CALLBACK_PATH),
});

/** The variables of single sign-on: all set (SSO on) or none (in-app login only). */
export const OIDC_VARIABLES = [
  'OIDC_ISSUER',
  'OIDC_CLIENT_ID',
  'OIDC_CLIENT_SECRET',
  'OIDC_REDIRECT_URI',
] as const;

/** Server configuration, parsed once at start-up from the environment. README's Configuration table lists it. */
export type Config = z.infer<typeof envSchema>;

/** The variables the configuration reads. */
export const CONFIG_VARIABLES = Object.keys(envSchema.shape) as readonly (keyof Config)[];

/** A bad setting: the message names the variable and what is wrong with it. */
export class ConfigError extends Error {}

/**
 * Parses the configuration from an environment record (`process.env` in production). Empty values
 * count as unset.
 * @throws ConfigError naming every bad variable.
 */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const present = Object.fromEntries(
    CONFIG_VARIABLES.filter((name) => env[name] !== undefined && env[name] !== '').map((name) => [
      name,
      env[name],
    ]),
  );
  const result = envSchema
    .superRefine((config, ctx) => {
      if (config.ROUTING_ENGINE === 'valhalla' && !config.VALHALLA_URL) {
        ctx.addIssue({
          code: 'custom',
          path: ['VALHALLA_URL'],
          message: 'required when ROUTING_ENGINE=valhalla',
        });
      }
      const oidcMissing = OIDC_VARIABLES.filter((name) => config[name] === undefined);
      if (oidcMissing.length > 0 && oidcMissing.length < OIDC_VARIABLES.length) {
        for (const name of oidcMissing) {
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: `required for single sign-on (set all of ${OIDC_VARIABLES.join(', ')} or none)`,
          });
        }
      }
      if (config.GEOCODER !== 'embedded' && !config.GEOCODER_URL) {
        ctx.addIssue({
          code: 'custom',
          path: ['GEOCODER_URL'],
          message: `required when GEOCODER=${config.GEOCODER}`,
        });
      }
    })
    .safeParse(present);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration — ${problems.join('; ')}`);
}

/**
 * Reads `KEY=value` lines of a `.env` file (blank lines and `#` comments skipped, optional quotes removed).
 * A missing file gives `{}`.
 */
export function readDotEnv(path: string): Record<string, string> {
  if (!existsSync(path)) return {};
  const values: Record<string, string> = {};
  for (const line of readFileSync(path, 'utf8').split(/\r?\n/)) {
    const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!match || line.trimStart().startsWith('#')) continue;
    const [, key = '', raw = ''] = match;
    values[key] = raw.replace(/^(['"])(.*)\1$/, '$2');
  }
  return values;
}

/**
 * The configuration of this process: `.env` of the working directory and of the repository root, then the
 * environment, which wins. The only reader of `process.env`.
 */
export function loadProcessConfig(): Config {
  return loadConfig({
    ...readDotEnv(`${repoRoot}.env`),
    ...readDotEnv(`${process.cwd()}/.env`),
    ...process.env,
  });
}
