import { describe, expect, it, vi } from 'vitest';
import type { AppLocation } from '../session/app-location.ts';
import { createAppServices, currentLocation } from './app-services.ts';
import type { RouterLike } from './app-services.ts';

function fakeRouter(pathname: string, search = '', basename = '/app/') {
  const calls: { to: unknown; options: unknown }[] = [];
  const router: RouterLike = {
    basename,
    state: { location: { pathname, search } },
    navigate: async (to, options) => {
      calls.push({ to, options });
    },
  };
  return { router, calls };
}

/** A browser address that records where the app leaves for. */
function fakeLocation(hash = '') {
  const left: string[] = [];
  let cleared = 0;
  const location: AppLocation = {
    hash,
    assign: (url) => void left.push(url),
    clearHash: () => void (cleared += 1),
  };
  return { location, left, cleared: () => cleared };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Services over a server answering every call with `status`, except the single sign-on settings
 * (`sso`: on or off) and the logout calls (200).
 */
function servicesAnswering(
  status: number,
  stored: Record<string, string> = { token: 't' },
  options: { sso?: boolean; location?: AppLocation } = {},
) {
  const data = new Map(Object.entries(stored));
  const requests: string[] = [];
  return {
    data,
    requests,
    services: createAppServices({
      ...(options.location ? { location: options.location } : {}),
      fetch: async (input, init) => {
        const path = new URL(String(input), 'http://app.test').pathname;
        requests.push(`${init?.method ?? 'GET'} ${path}`);
        if (path === '/api/auth/sso/config')
          return json(200, { success: true, statusCode: 200, data: { enabled: options.sso ?? false } });
        if (path.startsWith('/api/auth/logout'))
          return json(200, { success: true, statusCode: 200, message: 'Sessão encerrada.', data: null });
        return json(status, { success: false, statusCode: status, message: 'x' });
      },
      storage: {
        getItem: (key) => data.get(key) ?? null,
        setItem: (key, value) => void data.set(key, value),
        removeItem: (key) => void data.delete(key),
      },
      log: () => {},
    }),
  };
}

describe('the address under the base path /app/', () => {
  it.each([
    ['/app/', '/'],
    ['/app', '/'],
    ['/app/auth/login', '/auth/login'],
    ['/application', '/application'],
  ])('%s → %s', (pathname, expected) => {
    expect(currentLocation(fakeRouter(pathname, '?a=1').router)).toEqual({
      pathname: expected,
      search: '?a=1',
    });
  });

  it('a router without base path keeps the address', () => {
    expect(currentLocation(fakeRouter('/routes', '', '/').router).pathname).toBe('/routes');
  });
});

describe('API answers that move the user', () => {
  it('a 429 opens the fair-use dialog on the current page, pushing ds', async () => {
    const { services } = servicesAnswering(429);
    const { router, calls } = fakeRouter('/app/routes', '?page=2');
    services.attachRouter(router);
    await services.api.companies.meList();
    expect(calls).toEqual([
      { to: { pathname: '/routes', search: '?page=2&ds=fair-use' }, options: undefined },
    ]);
  });

  it('on the login page a 429 is the throttle: no dialog', async () => {
    const { services } = servicesAnswering(429);
    const { router, calls } = fakeRouter('/app/auth/login');
    services.attachRouter(router);
    await services.api.companies.meList();
    expect(calls).toEqual([]);
  });

  it('a 401 logs out and goes to login, remembering the page', async () => {
    const { services, data } = servicesAnswering(401, { token: 't', email: 'a@b.co', font: '15' });
    const { router, calls } = fakeRouter('/app/plates/3/show', '?x=1');
    services.attachRouter(router);
    await expect(services.api.companies.meList()).rejects.toThrow();
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls).toEqual([
      {
        to: '/auth/login',
        options: { replace: true, state: { from: { pathname: '/plates/3/show', search: '?x=1' } } },
      },
    ]);
    expect(services.session.$token.get()).toBeNull();
    expect(Object.fromEntries(data)).toEqual({ font: '15' });
  });

  it('a 403 shows the SPEC message', async () => {
    const { services } = servicesAnswering(403);
    await services.api.companies.meList();
    expect(services.$notice.get()).toBe('Você não tem permissão para acessar este recurso.');
  });
});

describe('single sign-on', () => {
  it('with SSO on, a 401 goes to the provider login, returning to the page', async () => {
    const { location, left } = fakeLocation();
    const { services } = servicesAnswering(401, { token: 't' }, { sso: true, location });
    const { router, calls } = fakeRouter('/app/plates/3/show', '?x=1');
    services.attachRouter(router);
    await expect(services.api.companies.meList()).rejects.toThrow();
    await vi.waitFor(() => expect(left).toHaveLength(1));
    expect(left).toEqual(['/api/auth/sso/login?return_to=%2Fplates%2F3%2Fshow%3Fx%3D1']);
    expect(calls).toEqual([]);
    expect(services.session.$token.get()).toBeNull();
  });

  it('in the embedded mode (#embedded=1) a 401 goes to the in-app login even with SSO on', async () => {
    const { location, left } = fakeLocation('#embedded=1');
    const { services } = servicesAnswering(401, { token: 't' }, { sso: true, location });
    const { router, calls } = fakeRouter('/app/plates', '');
    services.attachRouter(router);
    await expect(services.api.companies.meList()).rejects.toThrow();
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.to).toBe('/auth/login');
    expect(left).toEqual([]);
  });

  it('takes the session token the SSO callback put in the fragment, then drops the fragment', () => {
    const { location, cleared } = fakeLocation('#sso_token=token-do-sso');
    const { services, data } = servicesAnswering(200, {}, { sso: true, location });
    expect(data.get('token')).toBe('token-do-sso');
    expect(services.session.$token.get()).toBe('token-do-sso');
    expect(cleared()).toBe(1);
  });

  it('shows the refusal the SSO callback put in the fragment, and keeps no token', () => {
    const { location, cleared } = fakeLocation('#sso_error=no_account&sso_email=ana%40acme.com.br');
    const { services, data } = servicesAnswering(200, {}, { sso: true, location });
    expect(services.sso.$refusal.get()).toBe(
      'Não há conta para o e-mail ana@acme.com.br. Peça acesso ao administrador da sua empresa.',
    );
    expect(data.has('token')).toBe(false);
    expect(cleared()).toBe(1);
  });

  it.each([false, true])(
    "logout with SSO on ends the session, clears storage and goes to the provider's logout (everywhere: %s)",
    async (everywhere) => {
      const { location, left } = fakeLocation();
      const { services, data, requests } = servicesAnswering(
        200,
        { token: 't', email: 'a@b.co', font: '15' },
        { sso: true, location },
      );
      const { router, calls } = fakeRouter('/app/', '');
      services.attachRouter(router);
      await services.logout(everywhere);
      expect(requests).toContain(everywhere ? 'POST /api/auth/logout-all' : 'POST /api/auth/logout');
      expect(Object.fromEntries(data)).toEqual({ font: '15' });
      expect(left).toEqual(['/api/auth/sso/logout']);
      expect(calls).toEqual([]);
    },
  );

  it('logout without SSO goes to the in-app login page', async () => {
    const { location, left } = fakeLocation();
    const { services, data } = servicesAnswering(200, { token: 't' }, { sso: false, location });
    const { router, calls } = fakeRouter('/app/', '');
    services.attachRouter(router);
    await services.logout();
    expect(data.has('token')).toBe(false);
    expect(left).toEqual([]);
    expect(calls).toEqual([{ to: '/auth/login', options: { replace: true } }]);
  });
});
