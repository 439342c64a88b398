import { describe, expect, it } from 'vitest';
import { APP_MENU, mayOpen, visibleMenu, visibleMenuDialogs } from './app-menu.ts';
import { findRoute } from './app-routes.ts';

const operator = { roles: ['operator'], permissions: ['route-list', 'route-create', 'plate-list'] };
const everyPage = () => true;

describe('the main menu shows the pages the user may open (SPEC §6)', () => {
  it('names only pages of the table', () => {
    for (const entry of APP_MENU) expect(findRoute(entry.route), entry.route).toBeDefined();
  });

  it('an operator sees home and the pages of their permissions', () => {
    expect(visibleMenu(operator, everyPage).map((entry) => entry.label)).toEqual([
      'Início',
      'Planejar rota',
      'Rotas',
      'Placas',
    ]);
  });

  it('a super-admin sees every entry; pages not yet in the app are left out', () => {
    const superAdmin = { roles: ['super-admin'], permissions: [] };
    expect(visibleMenu(superAdmin, everyPage)).toHaveLength(APP_MENU.length);
    expect(visibleMenu(superAdmin, (route) => route === 'home').map((entry) => entry.route)).toEqual([
      'home',
    ]);
  });

  it('pages without permission are open to everyone; unknown pages to nobody', () => {
    expect(mayOpen(null, 'home')).toBe(true);
    expect(mayOpen(null, 'list-routes')).toBe(false);
    expect(mayOpen(operator, 'no-such-page')).toBe(false);
  });
});

describe('the main menu opens the plate check dialog for who may check a plate', () => {
  it.each([
    [{ roles: ['operator'], permissions: ['plate-check'] }, ['Consultar placa']],
    [{ roles: ['operator'], permissions: ['plate-check-list'] }, []],
    [{ roles: ['super-admin'], permissions: [] }, ['Consultar placa']],
    [null, []],
  ])('%j sees %j', (user, labels) => {
    expect(visibleMenuDialogs(user).map((entry) => entry.label)).toEqual(labels);
  });

  it('the entry opens check-plate', () => {
    expect(visibleMenuDialogs({ roles: ['super-admin'], permissions: [] })[0]?.dialog).toBe('check-plate');
  });
});
