import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { mkdtempSync, writeFileSync, rmSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from './app.ts';
import { loadConfig, ConfigError } from './config.ts';

let dist: string;
beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'host-dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Planejador</title>');
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1)');
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const app = () => createApp(loadConfig({ APP_DIST: dist }));

describe('server app', () => {
  it('answers the health check in the response wrapper', async () => {
    const res = await app().request('/api/health');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ success: true, statusCode: 200, data: { status: 'ok' } });
  });

  it('answers an unknown API path with a pt-BR 404, never HTML', async () => {
    const res = await app().request('/api/nada');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({
      success: false,
      statusCode: 404,
      message: 'Recurso não encontrado.',
    });
  });

  it.each([
    ['/app/', 'Planejador'],
    ['/app/routes/create', 'Planejador'],
    ['/app/assets/app.js', 'console.log(1)'],
  ])('serves the host app at %s', async (path, text) => {
    const res = await app().request(path);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(text);
  });

  it('redirects the site root to /app/', async () => {
    const res = await app().request('/');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/app/');
  });
});

describe('configuration', () => {
  it('uses the defaults when nothing is set', () => {
    expect(loadConfig({})).toMatchObject({ PORT: 8787, HOST: '127.0.0.1' });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['HOST', ''],
  ])('refuses %s=%s naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });
});
