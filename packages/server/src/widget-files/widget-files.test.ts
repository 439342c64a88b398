import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embedPageHtml } from '../embed/embed-page.ts';
import { startTestApi } from '../test-support/test-api.ts';
import type { TestApi } from '../test-support/test-api.ts';
import { WIDGET_CACHE } from './widget-files.ts';

describe('planner element files and the embed page without route services (pglite)', () => {
  let api: TestApi;
  let widgetDir: string;
  beforeAll(async () => {
    widgetDir = mkdtempSync(join(tmpdir(), 'freight-widget-'));
    writeFileSync(join(widgetDir, 'freight-route-planner.js'), 'import("./maplibre-gl-DasEL53h.js");\n');
    writeFileSync(join(widgetDir, 'maplibre-gl-DasEL53h.js'), 'export const maplibre = 1;\n');
    writeFileSync(join(widgetDir, 'maplibre-gl-worker.mjs'), 'self.onmessage = () => {};\n');
    api = await startTestApi('pglite', { WIDGET_DIST: widgetDir });
  }, 60_000);
  afterAll(async () => {
    await api?.close();
    rmSync(widgetDir, { recursive: true, force: true });
  });

  it.each([
    ['freight-route-planner.js', WIDGET_CACHE.stable],
    ['maplibre-gl-DasEL53h.js', WIDGET_CACHE.hashed],
    ['maplibre-gl-worker.mjs', WIDGET_CACHE.stable],
  ])('serves /widget/%s as JavaScript, to any origin, cached as %s', async (file, cache) => {
    const res = await api.call(null, 'GET', `/widget/${file}`, {
      headers: { origin: 'https://parceiro.com.br' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('cache-control')).toBe(cache);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(String(res.body).length).toBeGreaterThan(0);
  });

  it('answers 404 for a file that is not there, or outside the folder', async () => {
    expect((await api.as(null).get('/widget/nada.js')).status).toBe(404);
    expect((await api.as(null).get('/widget/..%2Fpackage.json')).status).toBe(404);
    expect((await api.as(null).get('/widget/../config.ts')).status).toBe(404);
  });

  it('shows the embed page while the widget is built, and a pt-BR 503 page while it is not', async () => {
    expect((await api.as(null).get('/embed?data=abc')).status).toBe(200);
    const entry = join(widgetDir, 'freight-route-planner.js');
    renameSync(entry, `${entry}.off`);
    try {
      const res = await api.as(null).get('/embed?data=abc');
      expect(res.status).toBe(503);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.body).toContain('<h1>O mapa de rotas não está disponível no momento.</h1>');
    } finally {
      renameSync(`${entry}.off`, entry);
    }
  });

  it('answers the report page with a pt-BR 503 page without route services', async () => {
    const res = await api.as(null).get('/app/routes/report?data=abc&alt=0');
    expect(res.status).toBe(503);
    expect(res.body).toContain('<h1>O relatório não está disponível no momento.</h1>');
    const encrypted = await api.as(null).get('/api/routes/encrypted?json=abc');
    expect(encrypted.status).toBe(503);
  });
});

describe('embedPageHtml', () => {
  it('escapes the data attribute', () => {
    const html = embedPageHtml('"><script>alert(1)</script>&');
    expect(html).toContain('data="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp;"');
    expect(html).not.toContain('<script>alert');
  });
});
