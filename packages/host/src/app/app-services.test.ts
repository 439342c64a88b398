import { describe, expect, it } from 'vitest';
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

function servicesAnswering(status: number, stored: Record<string, string> = { token: 't' }) {
  const data = new Map(Object.entries(stored));
  return {
    data,
    services: createAppServices({
      fetch: async () =>
        new Response(JSON.stringify({ success: false, statusCode: status, message: 'x' }), {
          status,
          headers: { 'content-type': 'application/json' },
        }),
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
