import { describe, expect, it } from 'vitest';
import { createTokenService } from '../auth/tokens.ts';
import { createPrincipalCache } from './principal-cache.ts';
import type { Principal } from './principal.ts';

const clock = { now: Date.parse('2026-09-02T12:00:00Z') };
const tokens = createTokenService({ secret: 'x'.repeat(40), ttlMinutes: 60, clock: () => clock.now });
const other = createTokenService({ secret: 'y'.repeat(40), ttlMinutes: 60, clock: () => clock.now });

const principalOf = (token: string, jti: string, exp: number): Principal =>
  ({
    id: 1,
    email: 'a@example.com',
    name: 'A',
    roles: [],
    permissions: [],
    isSuperAdmin: false,
    companies: [],
    companyIds: [],
    session: { jti, exp, token, sessionVersion: 0 },
  }) as unknown as Principal;

describe('principal cache: reuse of a verified token', () => {
  it('finds the principal of exactly the cached token string, and nothing for a token it did not verify', async () => {
    const cache = createPrincipalCache({ ttlMs: 5_000, clock: () => clock.now });
    const { token, claims } = await tokens.issue(1, 0);
    cache.set(principalOf(token, claims.jti, claims.exp), 1);
    expect(cache.getByToken(token, 1)?.session.jti).toBe(claims.jti);
    // same claims signed with another key: a forgery of the same jti is not taken from the cache
    const [header, payload] = token.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    expect(cache.getByToken(forged, 1)).toBeUndefined();
    expect(cache.getByToken((await other.issue(1, 0)).token, 1)).toBeUndefined();
    expect(cache.getByToken('not.a.token', 1)).toBeUndefined();
    expect(cache.getByToken('', 1)).toBeUndefined();
    clock.now += 5_000;
    expect(cache.getByToken(token, 1)).toBeUndefined();
  });
});

describe('principal cache: access version', () => {
  it('answers a principal only while the access version it was loaded at is the newest asked or given', async () => {
    const cache = createPrincipalCache({ ttlMs: 5_000, clock: () => clock.now });
    const { token, claims } = await tokens.issue(1, 0);
    cache.set(principalOf(token, claims.jti, claims.exp), 3);
    expect(cache.get(claims.jti, 3)?.session.jti).toBe(claims.jti);
    // a caller that read an older version may use what was loaded later
    expect(cache.get(claims.jti, 2)?.session.jti).toBe(claims.jti);
    // a newer version (a change in the database) drops it
    expect(cache.getByToken(token, 4)).toBeUndefined();
    expect(cache.get(claims.jti, 3)).toBeUndefined();
    // a principal loaded before the change is not kept
    cache.set(principalOf(token, claims.jti, claims.exp), 3);
    expect(cache.get(claims.jti, 4)).toBeUndefined();
    cache.set(principalOf(token, claims.jti, claims.exp), 4);
    expect(cache.get(claims.jti, 4)?.session.jti).toBe(claims.jti);
  });
});
