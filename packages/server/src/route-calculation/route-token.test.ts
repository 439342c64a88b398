import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { routeRequestSchema } from '@freight/core';
import { ROUTE_TOKEN_SECRET_FILE, createRouteTokens, resolveRouteTokenSecret } from './route-token.ts';

const request = routeRequestSchema.parse({
  waypoints: [{ name: 'São Paulo, SP', lat: -23.5489, lng: -46.6388 }, { name: 'Curitiba, PR' }],
  type_route: 'avoid_tolls',
  config_rota: { volta: true, costing_options: { truck: { toll_booth_penalty: 1000 } } },
  config_veiculo: { categoria: 'truck', eixos: 6, rodagem: 'Dupla' },
  config_pedagio: { prices_from_date: '2026-08-20' },
  consumo_combustivel: { preco: 6.19, consumo: 2.4 },
});

const SECRET = 'x'.repeat(40);

describe('request_encrypted tokens (AES-256-GCM)', () => {
  const tokens = createRouteTokens(SECRET);

  it('opens what it sealed, as the validated request', () => {
    const token = tokens.seal(request);
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(tokens.open(token)).toEqual(request);
  });

  it('uses a fresh IV each time and does not show the request', () => {
    const a = tokens.seal(request);
    const b = tokens.seal(request);
    expect(a).not.toBe(b);
    expect(Buffer.from(a, 'base64url').toString('latin1')).not.toContain('Curitiba');
  });

  it('refuses a changed token: every byte is covered by the authentication tag', () => {
    const bytes = Buffer.from(tokens.seal(request), 'base64url');
    for (const position of [0, 1, 13, Math.floor(bytes.length / 2), bytes.length - 1]) {
      const changed = Buffer.from(bytes);
      changed[position] = changed[position]! ^ 0x01;
      expect(tokens.open(changed.toString('base64url')), `byte ${position}`).toBeNull();
    }
  });

  it('refuses a token of another key, a cut one, and anything that is not a token', () => {
    const token = tokens.seal(request);
    expect(createRouteTokens('y'.repeat(40)).open(token)).toBeNull();
    expect(tokens.open(token.slice(0, -4))).toBeNull();
    for (const junk of ['', 'abc', 'não é token', '////', 'A'.repeat(200)])
      expect(tokens.open(junk)).toBeNull();
  });

  it('refuses an authentic token whose content is not a valid route request', () => {
    const forged = createRouteTokens(SECRET).seal({ waypoints: [] } as unknown as typeof request);
    expect(tokens.open(forged)).toBeNull();
  });
});

describe('the key of the tokens', () => {
  const dir = mkdtempSync(join(tmpdir(), 'route-token-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is ROUTE_TOKEN_SECRET when set', () => {
    expect(resolveRouteTokenSecret({ ROUTE_TOKEN_SECRET: SECRET, DATA_DIR: dir })).toBe(SECRET);
  });

  it('is generated into DATA_DIR on first use (owner-only) and reused afterwards', () => {
    const first = resolveRouteTokenSecret({ DATA_DIR: dir });
    expect(first.length).toBeGreaterThanOrEqual(64);
    const file = join(dir, ROUTE_TOKEN_SECRET_FILE);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(resolveRouteTokenSecret({ DATA_DIR: dir })).toBe(first);
    const token = createRouteTokens(first).seal(request);
    expect(createRouteTokens(resolveRouteTokenSecret({ DATA_DIR: dir })).open(token)).toEqual(request);
  });
});
