import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi } from '../test-support/test-api.ts';
import type { TestApi } from '../test-support/test-api.ts';
import { appPageHtml } from './app-pages.ts';

const STYLE = 'https://tiles.example.com.br/styles/rodovias.json?key="x"&v=1';

describe('appPageHtml', () => {
  it('gives the page the server map style, escaped, and leaves the page as built without one', () => {
    const page = '<!doctype html><html><head><title>App</title></head><body></body></html>';
    expect(appPageHtml(page, STYLE)).toContain(
      '<meta name="freight-map-style" content="https://tiles.example.com.br/styles/rodovias.json?key=&quot;x&quot;&amp;v=1"></head>',
    );
    expect(appPageHtml(page, undefined)).toBe(page);
  });
});

describe('the app under /app/ with MAP_STYLE', () => {
  let dist: string;
  let api: TestApi;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'host-dist-'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head><title>Planejador</title></head></html>',
    );
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1)');
    api = await startTestApi('pglite', { APP_DIST: dist, MAP_STYLE: STYLE });
  }, 60_000);
  afterAll(async () => {
    await api?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it.each(['/app/', '/app/routes/create', '/app/routes/12/show?ds=share'])(
    '%s is the app page naming the map style, never cached',
    async (path) => {
      const res = await api.as(null).get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(String(res.body)).toContain(
        '<meta name="freight-map-style" content="https://tiles.example.com.br/',
      );
      expect(res.headers.get('content-security-policy')).toContain('https://tiles.example.com.br');
    },
  );

  it('serves a file of the build as it is, and a missing one as 404, not as the page', async () => {
    const file = await api.as(null).get('/app/assets/app.js');
    expect(file.status).toBe(200);
    expect(String(file.body)).toBe('console.log(1)');
    const missing = await api.as(null).get('/app/assets/nada.js');
    expect(missing.status).toBe(404);
    expect(String(missing.body)).not.toContain('Planejador');
  });
});
