import { describe, expect, it } from 'vitest';
import { APP_ROUTES } from './app-routes.ts';
import { matchPath, pathOf, resolveTarget } from './route-paths.ts';

/** SPEC §2, verbatim: path and name of every page. */
const SPEC_TABLE: ReadonlyArray<readonly [string, string, string]> = [
  ['/', 'home', 'main'],
  ['/vpo', 'buy-vpo', 'main'],
  ['/vpo/{route_id}', 'buy-vpo-route', 'main'],
  ['/roles', 'list-roles', 'main'],
  ['/roles/create', 'create-role', 'main'],
  ['/roles/{id}/edit', 'edit-role', 'main'],
  ['/roles/{id}/show', 'show-role', 'main'],
  ['/users', 'list-users', 'main'],
  ['/users/create', 'create-user', 'main'],
  ['/users/{id}/edit', 'edit-user', 'main'],
  ['/users/{id}/show', 'show-user', 'main'],
  ['/companies', 'list-companies', 'main'],
  ['/companies/create', 'create-company', 'main'],
  ['/companies/{id}/edit', 'edit-company', 'main'],
  ['/companies/{id}/show', 'show-company', 'main'],
  ['/shippers', 'list-shippers', 'main'],
  ['/shippers/create', 'create-shipper', 'main'],
  ['/shippers/{id}/edit', 'edit-shipper', 'main'],
  ['/plates', 'list-plates', 'main'],
  ['/plates/create', 'create-plate', 'main'],
  ['/plates/{id}/edit', 'edit-plate', 'main'],
  ['/plates/{id}/show', 'show-plate', 'main'],
  ['/cost-centers', 'list-cost-centers', 'main'],
  ['/cost-centers/create', 'create-cost-center', 'main'],
  ['/cost-centers/{id}/edit', 'edit-cost-center', 'main'],
  ['/cost-centers/{id}/show', 'show-cost-center', 'main'],
  ['/routes', 'list-routes', 'main'],
  ['/routes/create', 'create-route', 'main'],
  ['/routes/{id}/edit', 'edit-route', 'main'],
  ['/routes/{id}/show', 'show-route', 'main'],
  ['/report-vpo', 'list-vpo-reports', 'main'],
  ['/report-vpo/{id}/show', 'show-vpo-report', 'main'],
  ['/check-plates/', 'list-check-plates', 'main'],
  ['/check-plates/{id}/show', 'show-check-plates', 'main'],
  ['/auth/login', 'login', 'auth'],
  ['/report-vpo/{id}/pdf', 'vpo-report-pdf', 'clean'],
];

const withValues = (path: string) => path.replace('{route_id}', '31').replace('{id}', '7');

describe('the route table holds every page of SPEC §2, and only those', () => {
  it('has exactly the SPEC names, each once', () => {
    expect(APP_ROUTES.map((route) => route.name).sort()).toEqual(SPEC_TABLE.map(([, name]) => name).sort());
  });

  it.each(SPEC_TABLE)('%s is %s in the %s layout, by URL and by name', (path, name, layout) => {
    const match = matchPath(withValues(path));
    expect(match?.route.name).toBe(name);
    expect(match?.route.layout).toBe(layout);
    const target = path.includes('{') ? `${name}/${path.includes('route_id') ? 31 : 7}` : name;
    expect(resolveTarget(target)).toBe(withValues(path));
  });
});

describe('matchPath', () => {
  it.each([
    ['/routes/7/edit/', 'edit-route', { id: '7' }],
    ['/check-plates', 'list-check-plates', {}],
    ['/vpo/abc%20d', 'buy-vpo-route', { route_id: 'abc d' }],
  ])('%s → %s %j', (path, name, params) => {
    expect(matchPath(path)).toEqual({ route: expect.objectContaining({ name }), params });
  });

  it.each(['/nao-existe', '/shippers/7/show', '/routes//edit', '/routes/7', '/vpo/%E0%A4%A', '/auth'])(
    '%s shows the not-found page',
    (path) => {
      expect(matchPath(path)).toBeNull();
    },
  );
});

describe('navigation helpers by name (SPEC §2)', () => {
  it.each([
    ['show-shipper/4', '/shippers/4/edit'],
    ['edit-route/12', '/routes/12/edit'],
    ['show-route/x y', '/routes/x%20y/show'],
    ['buy-vpo-route/9', '/vpo/9'],
    ['home', '/'],
    ['login', '/auth/login'],
  ])('%s → %s', (target, path) => {
    expect(resolveTarget(target)).toBe(path);
  });

  it.each(['nada', 'edit-route', 'edit-route/', 'home/3', 'edit-route/1/2', ''])(
    '%j resolves to nothing',
    (target) => {
      expect(resolveTarget(target)).toBeNull();
    },
  );

  it('fills parameters by name and refuses a missing one', () => {
    expect(pathOf('show-vpo-report', { id: 3 })).toBe('/report-vpo/3/show');
    expect(pathOf('vpo-report-pdf', { id: 'a/b' })).toBe('/report-vpo/a%2Fb/pdf');
    expect(pathOf('edit-plate')).toBeNull();
    expect(pathOf('no-such-page')).toBeNull();
  });
});
