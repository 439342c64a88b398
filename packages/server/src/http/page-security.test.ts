import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { backends } from '../test-support/test-database.ts';
import { startTestApi } from '../test-support/test-api.ts';
import type { TestApi } from '../test-support/test-api.ts';
import { mapOrigins, pageContentSecurityPolicy } from './page-security.ts';

/** The directives of a Content-Security-Policy header: name → its sources. */
function directives(header: string | null): Record<string, string[]> {
  return Object.fromEntries(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

const dirs: string[] = [];
function tempDir(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'freight-pages-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}
afterAll(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe.each(backends)('browser policy of the pages (%s)', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(backend, {
      APP_DIST: tempDir({
        'index.html': '<!doctype html><title>Planejador</title>',
        'assets/index.js': 'console.log(1)',
      }),
      WIDGET_DIST: tempDir({
        'freight-route-planner.js': 'import("./maplibre-gl-DasEL53h.js");',
        'maplibre-gl-DasEL53h.js': 'export const maplibre = 1;',
        'maplibre-gl-worker.mjs': 'self.onmessage = () => {};',
      }),
    });
  }, 60_000);
  afterAll(() => api?.close());

  it.each([
    ['the host app', '/app/', 200],
    ['a screen of the host app (history fallback)', '/app/routes/create', 200],
    ['the route report without a link', '/app/routes/report', 400],
    ['the API documentation', '/api/docs', 200],
    ['an unknown short link', '/s/naoexiste', 404],
  ])(
    '%s (%s) forbids framing and runs only this server’s scripts and the map’s tiles',
    async (_, path, status) => {
      const res = await api.as(null).get(path);
      expect(res.status).toBe(status);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      const csp = directives(res.headers.get('content-security-policy'));
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(csp['script-src']).toEqual(["'self'"]);
      expect(csp['worker-src']).toEqual(["'self'"]);
      expect(csp['connect-src']).toEqual(["'self'", 'https://tile.openstreetmap.org']);
      expect(csp['img-src']).toEqual([
        "'self'",
        'data:',
        'blob:',
        'https:',
        'https://tile.openstreetmap.org',
      ]);
      expect(csp['default-src']).toEqual(["'self'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['base-uri']).toEqual(["'none'"]);
    },
  );

  it.each([
    ['the embed page', '/embed?data=abc', 200],
    ['the embed page with a link that is not a route', '/embed?data=%22%3E%3Cscript%3E', 400],
  ])('%s may be framed by any site, under the same script policy', async (_, path, status) => {
    const res = await api.as(null).get(path);
    expect(res.status).toBe(status);
    expect(res.headers.get('x-frame-options')).toBeNull();
    const csp = directives(res.headers.get('content-security-policy'));
    expect(csp['frame-ancestors']).toBeUndefined();
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['worker-src']).toEqual(["'self'"]);
    expect(csp['connect-src']).toEqual(["'self'", 'https://tile.openstreetmap.org']);
  });

  it('answers JSON with a policy that loads nothing and is never framed', async () => {
    for (const path of ['/api/health', '/api/nada', '/nada']) {
      const res = await api.as(null).get(path);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    }
  });

  it('gives the scripts no policy of their own, so maplibre’s worker may fetch the tiles', async () => {
    for (const path of [
      '/widget/maplibre-gl-worker.mjs',
      '/widget/freight-route-planner.js',
      '/app/assets/index.js',
    ]) {
      const res = await api.as(null).get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-security-policy')).toBeNull();
    }
  });
});

describe('the configured map', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi('pglite', {
      WIDGET_DIST: tempDir({ 'freight-route-planner.js': '' }),
      MAP_STYLE: 'https://tiles.example.com.br/styles/rodovias.json',
      MAP_ORIGINS: 'https://fonts.example.com.br, http://127.0.0.1:8080',
    });
  }, 60_000);
  afterAll(() => api?.close());

  it('is the embed page’s map, and its origins are the only ones the pages may load map data from', async () => {
    const res = await api.as(null).get('/embed');
    expect(res.body).toContain('map-style="https://tiles.example.com.br/styles/rodovias.json"');
    const csp = directives(res.headers.get('content-security-policy'));
    const origins = ['https://tiles.example.com.br', 'https://fonts.example.com.br', 'http://127.0.0.1:8080'];
    expect(csp['connect-src']).toEqual(["'self'", ...origins]);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https:', ...origins]);
    const docs = directives((await api.as(null).get('/api/docs')).headers.get('content-security-policy'));
    expect(docs['connect-src']).toEqual(["'self'", ...origins]);
  });
});

describe('the embedded mode (APP_FRAME_ANCESTORS)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi('pglite', {
      APP_DIST: tempDir({ 'index.html': '<!doctype html><title>Planejador</title>' }),
      APP_FRAME_ANCESTORS: 'https://portal.transportadora.com.br',
    });
  }, 60_000);
  afterAll(() => api?.close());

  it('lets only the configured portals frame the app, and no other page', async () => {
    const app = await api.as(null).get('/app/routes/create');
    expect(directives(app.headers.get('content-security-policy'))['frame-ancestors']).toEqual([
      'https://portal.transportadora.com.br',
    ]);
    expect(app.headers.get('x-frame-options')).toBeNull();
    const docs = await api.as(null).get('/api/docs');
    expect(directives(docs.headers.get('content-security-policy'))['frame-ancestors']).toEqual(["'none'"]);
    expect(docs.headers.get('x-frame-options')).toBe('DENY');
  });

  it('refuses a portal that is not one origin', () => {
    expect(() => loadConfig({ APP_FRAME_ANCESTORS: "https://a.example.com 'unsafe-inline'" })).toThrow(
      'APP_FRAME_ANCESTORS',
    );
  });
});

describe('mapOrigins', () => {
  it.each([
    [{}, ['https://tile.openstreetmap.org']],
    [{ MAP_STYLE: '/app/mapa/estilo.json' }, []],
    [{ MAP_STYLE: 'http://127.0.0.1:8080/style.json' }, ['http://127.0.0.1:8080']],
    [
      {
        MAP_STYLE: 'https://a.example.com/s.json',
        MAP_ORIGINS: 'https://b.example.com,https://a.example.com',
      },
      ['https://a.example.com', 'https://b.example.com'],
    ],
  ])('of %j are %j', (env, origins) => {
    expect(mapOrigins(loadConfig(env))).toEqual(origins);
  });

  it.each([
    ['MAP_ORIGINS', 'https://a.example.com; script-src *'],
    ['MAP_ORIGINS', 'https://a.example.com/tiles'],
    ['MAP_ORIGINS', '*'],
    ['MAP_STYLE', 'https://a.example.com;script-src/s.json'],
    ['MAP_STYLE', '//a.example.com/s.json'],
    ['MAP_STYLE', 'estilo.json'],
  ])('refuses %s=%s, which could not go into a policy as one origin', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });

  it('puts every origin into connect-src and img-src, and framing only when denied', () => {
    const deny = directives(pageContentSecurityPolicy(['https://t.example.com'], 'deny'));
    expect(deny['connect-src']).toEqual(["'self'", 'https://t.example.com']);
    expect(deny['frame-ancestors']).toEqual(["'none'"]);
    expect(directives(pageContentSecurityPolicy([], 'any'))['frame-ancestors']).toBeUndefined();
  });
});
