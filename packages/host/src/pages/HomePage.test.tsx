import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { PAGES } from './page-registry.ts';
import { startTestApp, wrap } from '../test-support/fake-app.ts';
import type { FakeHandler, TestApp } from '../test-support/fake-app.ts';

/** Saved routes 1 to 7, as `GET /api/routes` lists them: oldest first, paged. */
const SAVED = Array.from({ length: 7 }, (_, index) => ({
  id: index + 1,
  slug: `Rota ${index + 1}`,
  company_id: 1,
  distance: 100 + index,
  time: 3600,
  type: 'efficient',
  waypoints: JSON.stringify(['São Paulo, SP', `Destino ${index + 1}`]),
}));

function server(permissions: string[]): Record<string, FakeHandler> {
  const auth = {
    token: 'tok-1',
    email: 'ana@acme.com.br',
    settings: { roles: ['operator'], permissions, companies: [{ id: 1, name: 'Acme Transportes' }] },
  };
  return {
    'GET /api/auth/validate': () => wrap(auth),
    'GET /api/me/list/companies': () => wrap(auth.settings.companies),
    'GET /api/routes': (request) => {
      const query = new URL(request.url).searchParams;
      const page = Number(query.get('page') ?? 1);
      const perPage = Number(query.get('per_page') ?? 10);
      const data = SAVED.slice((page - 1) * perPage, page * perPage);
      return wrap({ data, total: SAVED.length, current_page: page, per_page: perPage });
    },
  };
}

let app: TestApp | null = null;

afterEach(() => {
  app?.stop();
  app = null;
});

function start(permissions: string[]): TestApp {
  app = startTestApp('/', server(permissions), { token: 'tok-1' }, PAGES);
  return app;
}

const routeRows = () => page.getByTestId('home-route');

describe('home', () => {
  it('lists the latest 5 saved routes, newest first, with links to view and edit each', async () => {
    start(['route-list', 'route-show', 'route-edit', 'route-create']);
    await expect.element(page.getByRole('heading', { name: 'Últimas 5 rotas salvas' })).toBeVisible();
    await expect.poll(() => routeRows().elements()).toHaveLength(5);
    expect(
      routeRows()
        .elements()
        .map((row) => row.querySelector('.MuiListItemText-primary')?.textContent),
    ).toEqual(['Rota 7', 'Rota 6', 'Rota 5', 'Rota 4', 'Rota 3']);
    expect(routeRows().first().element().textContent).toContain('São Paulo, SP → Destino 7');
    const first = routeRows().first();
    expect(first.getByRole('link', { name: 'Ver' }).element().getAttribute('href')).toBe('/routes/7/show');
    expect(first.getByRole('link', { name: 'Editar' }).element().getAttribute('href')).toBe('/routes/7/edit');
    await first.getByRole('link', { name: 'Ver' }).click();
    await expect.poll(() => app?.router.state.location.pathname).toBe('/routes/7/show');
  });

  it('offers planning a route, by page and by dialog, to a user with route-create', async () => {
    const started = start(['route-create']);
    const plan = page.getByRole('link', { name: 'Planejar rota' }).last();
    await expect.element(plan).toBeVisible();
    expect(plan.element().getAttribute('href')).toBe('/routes/create');
    await expect.element(page.getByRole('button', { name: 'Adicionar rota' })).toBeVisible();
    expect(page.getByRole('heading', { name: 'Últimas 5 rotas salvas' }).elements()).toHaveLength(0);
    expect(started.calls.some((call) => call.startsWith('GET /api/routes'))).toBe(false);
  });

  it('without route-edit a saved route is only viewed; without route-create nothing is planned', async () => {
    start(['route-list', 'route-show']);
    await expect.poll(() => routeRows().elements()).toHaveLength(5);
    expect(page.getByRole('link', { name: 'Editar' }).elements()).toHaveLength(0);
    expect(page.getByRole('link', { name: 'Ver' }).elements()).toHaveLength(5);
    expect(page.getByRole('heading', { name: 'Planejar uma rota' }).elements()).toHaveLength(0);
    expect(page.getByRole('button', { name: 'Adicionar rota' }).elements()).toHaveLength(0);
  });

  it('shortcuts offer the pages the user may open: the VPO purchase and the plate checks', async () => {
    start(['vpo-buy', 'plate-check-list']);
    const shortcuts = page.getByRole('region', { name: 'Atalhos' });
    await expect
      .element(shortcuts.getByRole('link', { name: 'Comprar VPO' }))
      .toHaveAttribute('href', '/vpo');
    await expect
      .element(shortcuts.getByRole('link', { name: 'Consultar placas' }))
      .toHaveAttribute('href', '/check-plates/');
    expect(shortcuts.getByRole('link').elements()).toHaveLength(2);
  });
});
