import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolveJwtSecret } from './auth/jwt-secret.ts';
import { ConfigError, loadConfig, readDotEnv } from './config.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'freight-config-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('configuration', () => {
  it('uses the defaults when nothing is set: PGlite, generated secret, demo data, no CORS', () => {
    expect(loadConfig({})).toMatchObject({
      PORT: 8787,
      HOST: '127.0.0.1',
      TOKEN_TTL_MINUTES: 720,
      CORS_ORIGINS: [],
      TRUST_PROXY: false,
      SEED_DEMO: true,
      FAIR_USE_ROUTES_PER_DAY: 5000,
      LOG_LEVEL: 'info',
    });
    expect(loadConfig({}).DATABASE_URL).toBeUndefined();
    expect(loadConfig({}).JWT_SECRET).toBeUndefined();
  });

  it('runs the embedded routing engine and gazetteer over the shared data by default', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      ROUTING_ENGINE: 'embedded',
      GEOCODER: 'embedded',
      AUTO_IMPORT: true,
      ROAD_NETWORK_FILE: 'osm/brasil-rodovias.osm.pbf',
      ROUTING_PRELOADED_COSTINGS: ['truck'],
    });
    expect(config.DATA_SOURCE_DIR.endsWith('../shared/data')).toBe(true);
    expect(loadConfig({ ROUTING_PRELOADED_COSTINGS: ' truck, auto ' }).ROUTING_PRELOADED_COSTINGS).toEqual([
      'truck',
      'auto',
    ]);
  });

  it('needs the address of an external routing engine or geocoder', () => {
    expect(() => loadConfig({ ROUTING_ENGINE: 'valhalla' })).toThrow('VALHALLA_URL');
    expect(() => loadConfig({ GEOCODER: 'photon' })).toThrow('GEOCODER_URL');
    expect(
      loadConfig({ ROUTING_ENGINE: 'valhalla', VALHALLA_URL: 'http://127.0.0.1:8002' }).VALHALLA_URL,
    ).toBe('http://127.0.0.1:8002');
    expect(loadConfig({ GEOCODER: 'nominatim', GEOCODER_URL: 'http://127.0.0.1:8080' }).GEOCODER).toBe(
      'nominatim',
    );
  });

  it('reads lists, booleans and numbers, and treats empty values as unset', () => {
    const config = loadConfig({
      CORS_ORIGINS: 'https://a.com.br, http://localhost:5173',
      TRUST_PROXY: 'true',
      SEED_DEMO: '0',
      BODY_LIMIT_KB: '64',
      DATABASE_URL: '',
    });
    expect(config).toMatchObject({
      CORS_ORIGINS: ['https://a.com.br', 'http://localhost:5173'],
      TRUST_PROXY: true,
      SEED_DEMO: false,
      BODY_LIMIT_KB: 64,
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['JWT_SECRET', 'curto'],
    ['CORS_ORIGINS', 'parceiro.com.br'],
    ['TRUST_PROXY', 'talvez'],
    ['TOKEN_TTL_MINUTES', '0'],
    ['FAIR_USE_ROUTES_PER_DAY', '-5'],
    ['LOG_LEVEL', 'verbose'],
    ['DEMO_PASSWORD', '123'],
    ['ROUTING_ENGINE', 'osrm'],
    ['ROUTING_WORKERS', '0'],
    ['ROUTING_PRELOADED_COSTINGS', 'truck,caminhao'],
    ['VALHALLA_URL', 'valhalla:8002'],
    ['ROUTE_TOKEN_SECRET', 'curto'],
    ['GEOCODER', 'google'],
    ['AUTO_IMPORT', 'talvez'],
    ['PUBLIC_URL', 'frete.example.com'],
    ['PUBLIC_URL', 'https://frete.example.com/app/'],
  ])('refuses %s=%s naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });

  it('serves the built widget from its package and takes the public address from PUBLIC_URL', () => {
    expect(loadConfig({}).WIDGET_DIST.endsWith('packages/widget/dist')).toBe(true);
    expect(loadConfig({}).PUBLIC_URL).toBeUndefined();
    expect(loadConfig({ PUBLIC_URL: 'https://frete.example.com/' }).PUBLIC_URL).toBe(
      'https://frete.example.com',
    );
    expect(loadConfig({ PUBLIC_URL: 'http://127.0.0.1:8787' }).PUBLIC_URL).toBe('http://127.0.0.1:8787');
  });

  it('takes single sign-on with all four OIDC_* settings or none, and names what a partial set lacks', () => {
    const sso = {
      OIDC_ISSUER: 'https://login.example.com/realms/frete',
      OIDC_CLIENT_ID: 'frete',
      OIDC_CLIENT_SECRET: 'segredo',
      OIDC_REDIRECT_URI: 'https://frete.example.com/api/auth/sso/callback',
    };
    expect(loadConfig(sso)).toMatchObject(sso);
    expect(loadConfig({}).OIDC_ISSUER).toBeUndefined();
    const partial = () => loadConfig({ OIDC_ISSUER: sso.OIDC_ISSUER, OIDC_CLIENT_ID: 'frete' });
    expect(partial).toThrow(ConfigError);
    expect(partial).toThrow(/OIDC_CLIENT_SECRET: required for single sign-on/);
    expect(partial).toThrow(/OIDC_REDIRECT_URI: required for single sign-on/);
    expect(() => loadConfig({ ...sso, OIDC_ISSUER: 'login.example.com' })).toThrow(/OIDC_ISSUER/);
    expect(() => loadConfig({ ...sso, OIDC_REDIRECT_URI: 'https://frete.example.com/callback' })).toThrow(
      /OIDC_REDIRECT_URI: expected an address like https:\/\/frete.example.com\/api\/auth\/sso\/callback/,
    );
  });

  it('reads a .env file: comments, quotes and export prefixes', () => {
    const dir = tempDir();
    writeFileSync(
      join(dir, '.env'),
      '# comentário\nPORT=9000\nexport HOST="0.0.0.0"\n\nLOG_LEVEL=\'warn\'\n',
    );
    expect(readDotEnv(join(dir, '.env'))).toEqual({ PORT: '9000', HOST: '0.0.0.0', LOG_LEVEL: 'warn' });
    expect(readDotEnv(join(dir, 'nada.env'))).toEqual({});
  });
});

describe('token secret', () => {
  it('is generated on the first start and kept in the data folder (owner-only)', () => {
    const dir = tempDir();
    const first = resolveJwtSecret({ DATA_DIR: dir });
    expect(first.length).toBeGreaterThanOrEqual(64);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8').trim()).toBe(first);
    expect(statSync(join(dir, 'jwt-secret')).mode & 0o077).toBe(0);
    expect(resolveJwtSecret({ DATA_DIR: dir })).toBe(first);
  });

  it('is JWT_SECRET when set, and then nothing is written', () => {
    const dir = tempDir();
    const secret = 'x'.repeat(40);
    expect(resolveJwtSecret({ DATA_DIR: dir, JWT_SECRET: secret })).toBe(secret);
    expect(() => statSync(join(dir, 'jwt-secret'))).toThrow();
  });
});
