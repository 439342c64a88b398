import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { PAGES } from './page-registry.ts';
import { startTestApp, wrap } from '../test-support/fake-app.ts';
import type { FakeHandler, TestApp } from '../test-support/fake-app.ts';

const SAVED = {
  id: 7,
  slug: 'SP-CWB',
  company_id: 1,
  distance: 408.7,
  time: 19_800,
  type: 'efficient',
  waypoints: JSON.stringify(['São Paulo, SP', 'Curitiba, PR']),
};

function auth(permissions: string[]) {
  return {
    token: 'tok-1',
    email: 'ana@acme.com.br',
    settings: {
      roles: ['operator'],
      permissions,
      companies: [{ id: 1, name: 'Acme Transportes', settings: { primary_color: '#1565c0' } }],
    },
  };
}

/** A server for a user with `permissions`; the route calculation never answers (not needed here). */
function server(permissions: string[], more: Record<string, FakeHandler> = {}): Record<string, FakeHandler> {
  return {
    'GET /api/auth/validate': () => wrap(auth(permissions)),
    'GET /api/me/list/companies': () => wrap(auth(permissions).settings.companies),
    'GET /api/me/list/plates': () => wrap([]),
    'GET /api/routes': () => wrap({ data: [SAVED], total: 1, current_page: 1, per_page: 5 }),
    'GET /api/routes/7': () => wrap(SAVED),
    'GET /api/geocode': (request) =>
      wrap({
        coords: new URL(request.url).searchParams.get('q')?.startsWith('São')
          ? { lat: -23.5489, lng: -46.6388 }
          : { lat: -25.4284, lng: -49.2733 },
      }),
    'POST /api/routes/route': () => new Promise(() => undefined),
    ...more,
  };
}

let app: TestApp | null = null;

function start(path: string, routes: Record<string, FakeHandler>, pages = PAGES, mapStyle?: string): TestApp {
  app = startTestApp(path, routes, { token: 'tok-1' }, pages, mapStyle ? { mapStyle } : {});
  return app;
}

afterEach(async () => {
  app?.stop();
  app = null;
  await page.viewport(414, 896);
});

const PLANNER = ['route-list', 'route-show', 'route-create', 'route-edit', 'route-calculate'];

function waypointValues(): string[] {
  return page
    .getByTestId('waypoint-input')
    .elements()
    .map((input) => (input as HTMLInputElement).value);
}

describe('the planner pages', () => {
  it('create-route without route-create sends the user home', async () => {
    const started = start('/routes/create', server(['route-list']));
    await expect.element(page.getByRole('heading', { name: 'Olá, ana@acme.com.br!' })).toBeVisible();
    expect(started.router.state.location.pathname).toBe('/');
    expect(page.getByTestId('planner').elements()).toHaveLength(0);
  });

  it("create-route shows the planner in the company's primary colour", async () => {
    const started = start('/routes/create?from=vpo', server(PLANNER));
    await expect.element(page.getByTestId('planner')).toBeVisible();
    expect(started.router.state.location.pathname).toBe('/routes/create');
    expect(waypointValues()).toEqual(['', '']);
    const calculate = page.getByRole('button', { name: 'Calcular' });
    await expect.element(calculate).toBeVisible();
    expect(getComputedStyle(calculate.element()).backgroundColor).toBe('rgb(21, 101, 192)');
  });

  it("draws the map in the server's map style (MAP_STYLE) when the page names one, as the embed page does", async () => {
    start('/routes/create', server(PLANNER));
    await expect.element(page.getByTestId('planner')).toBeVisible();
    expect(page.getByRole('button', { name: 'Mapa base' }).elements()).toHaveLength(0);
    app?.stop();

    const style = URL.createObjectURL(
      new Blob([JSON.stringify({ version: 8, sources: {}, layers: [] })], { type: 'application/json' }),
    );
    start('/routes/create', server(PLANNER), PAGES, style);
    await page.getByRole('button', { name: 'Mapa base' }).click();
    const first = page.getByRole('menuitem').first();
    await expect.element(first).toHaveTextContent('Padrão');
    await expect.element(first).toHaveAttribute('aria-current', 'true');
  });

  it('show-route opens the saved route read-only: no editing, a click offers the saved routes', async () => {
    start('/routes/7/show', server(PLANNER));
    await expect.poll(waypointValues).toEqual(['São Paulo, SP', 'Curitiba, PR']);
    expect(page.getByRole('button', { name: 'Remover destino' }).elements()).toHaveLength(0);
    expect(page.getByLabelText('Arraste para mover').elements()).toHaveLength(0);
    expect(page.getByTestId('search-input').elements()).toHaveLength(0);
    expect(page.getByRole('button', { name: 'Ônibus' }).element()).toBeDisabled();
    await page.getByTestId('waypoint-input').first().click();
    expect(page.getByTestId('search-input').elements()).toHaveLength(0);
    await expect.element(page.getByRole('dialog', { name: /Minhas rotas/ })).toBeVisible();
  });

  it('edit-route opens the saved route editable', async () => {
    start('/routes/7/edit', server(PLANNER));
    await expect.poll(waypointValues).toEqual(['São Paulo, SP', 'Curitiba, PR']);
    expect(page.getByLabelText('Arraste para mover').elements()).toHaveLength(2);
    await page.getByTestId('waypoint-input').last().click();
    await expect.element(page.getByTestId('search-input')).toBeVisible();
  });

  it('edit-route without its permission shows the 403 message in its place, no route asked for', async () => {
    const started = start('/routes/7/edit', server(['route-list', 'route-show']));
    await expect
      .element(page.getByRole('alert').getByText('Você não tem permissão para acessar este recurso.'))
      .toBeVisible();
    expect(started.router.state.location.pathname).toBe('/routes/7/edit');
    expect(page.getByTestId('waypoint-input').elements()).toHaveLength(0);
    expect(started.calls).not.toContain('GET /api/routes/7');
  });
});

describe("the 'Adicionar rota' dialog (create-route in ds)", () => {
  it('opens from home by pushing ds, refreshes companies and plates, survives a page change, closes by replacing', async () => {
    await page.viewport(1280, 800);
    const started = start('/', server(PLANNER));
    await page.getByRole('button', { name: 'Adicionar rota' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adicionar rota' });
    await expect.element(dialog).toBeVisible();
    expect(started.router.state.location.search).toBe('?ds=create-route');
    expect(started.router.state.historyAction).toBe('PUSH');
    await expect
      .poll(() => started.calls.filter((call) => call === 'GET /api/me/list/plates').length)
      .toBeGreaterThan(0);
    expect(started.calls).toContain('GET /api/me/list/companies');
    expect(dialog.element().closest('[data-transition]')?.getAttribute('data-transition')).toBe('scale');
    expect(dialog.element().classList.contains('MuiDialog-paperFullScreen')).toBe(false);

    await dialog.getByRole('button', { name: 'Ônibus' }).click();
    await expect.element(dialog.getByText('4 eixos')).toBeVisible();
    await started.router.navigate('/plates?ds=create-route');
    await expect.element(dialog.getByText('4 eixos')).toBeVisible();

    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    expect(started.router.state.location.search).toBe('');
    expect(started.router.state.historyAction).toBe('REPLACE');
  });

  it.each([600, 1000])(
    'is maximised and slides up on a small screen (%i px: xs and sm end at 1023 px, SPEC §9)',
    async (width) => {
      await page.viewport(width, 800);
      start('/?ds=create-route', server(PLANNER));
      const dialog = page.getByRole('dialog', { name: 'Adicionar rota' });
      await expect.element(dialog).toBeVisible();
      expect(dialog.element().closest('[data-transition]')?.getAttribute('data-transition')).toBe('slide-up');
      expect(dialog.element().classList.contains('MuiDialog-paperFullScreen')).toBe(true);
    },
  );

  it('is not shown to a user without route-create', async () => {
    start('/?ds=create-route', server(['route-list']));
    await expect.element(page.getByRole('heading', { name: 'Olá, ana@acme.com.br!' })).toBeVisible();
    expect(page.getByRole('dialog').elements()).toHaveLength(0);
    expect(page.getByRole('button', { name: 'Adicionar rota' }).elements()).toHaveLength(0);
  });
});

describe("the 'Adicionar placa' dialog (create-plate in ds)", () => {
  const TRUCK = {
    id: 6,
    name: 'Carreta 6 eixos',
    numberAxlesPepsico: 6,
    pepsicoVehicleType: 'Caminhao',
    wheelTypePepsico: 'Dupla',
  };
  const NEW_PLATE = {
    id: 41,
    company_id: 1,
    plate: 'BRA2E19',
    brand: 'Volvo',
    model: 'FH 540',
    vehicle_type_pepsico: 6,
    category: 'truck',
    axis: 6,
    rear_wheel_type: 'Dupla',
  };

  // The planner and the admin's form load together on first use: more time than a page alone.
  it(
    'opens from the planner, and the plate it adds is chosen in the planner',
    { timeout: 90_000 },
    async () => {
      await page.viewport(1280, 800);
      let listed: unknown[] = [];
      const bodies: unknown[] = [];
      const started = start(
        '/routes/7/show',
        server([...PLANNER, 'plate-list', 'plate-create'], {
          'GET /api/me/list/plates': () => wrap(listed),
          'GET /api/vehicles/types': () => wrap([TRUCK]),
          'POST /api/plates': async (request) => {
            bodies.push(await request.json());
            listed = [NEW_PLATE];
            return {
              status: 201,
              body: { ...wrap(NEW_PLATE, 201).body, message: 'Placa adicionada com sucesso.' },
            };
          },
          'POST /api/plates/41': () => wrap(['TAG-41']),
        }),
      );
      await expect.poll(waypointValues).toEqual(['São Paulo, SP', 'Curitiba, PR']);
      await page.getByRole('button', { name: 'Adicionar placa' }).click();
      const dialog = page.getByRole('dialog', { name: 'Adicionar placa' });
      await expect.element(dialog).toBeVisible();
      expect(new URLSearchParams(started.router.state.location.search).get('ds')).toBe('create-plate');

      await dialog.getByRole('textbox', { name: 'Placa', exact: true }).fill('bra2e19');
      await dialog.getByRole('combobox', { name: 'Tipo do veículo' }).fill('6 eix');
      await page.getByRole('option', { name: 'Carreta 6 eixos' }).click();
      await dialog.getByRole('textbox', { name: 'Marca' }).fill('Volvo');
      await dialog.getByRole('textbox', { name: 'Modelo' }).fill('FH 540');
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      const success = page.getByRole('dialog', { name: 'Sucesso' });
      await expect.element(success.getByText('Placa adicionada com sucesso.')).toBeVisible();
      await success.getByRole('button', { name: 'OK' }).click();

      await expect.element(dialog).not.toBeInTheDocument();
      expect(started.router.state.location.pathname).toBe('/routes/7/show');
      expect(new URLSearchParams(started.router.state.location.search).get('ds')).toBeNull();
      await expect.element(page.getByRole('combobox', { name: 'Placa' })).toHaveValue('BRA2E19');
      expect(bodies).toMatchObject([
        { plate: 'BRA2E19', vehicle_type_pepsico: 6, axis: 6, category: 'truck' },
      ]);
      await expect
        .poll(() => started.calls.filter((call) => call === 'GET /api/me/list/plates').length)
        .toBe(2);
    },
  );

  it('is not offered without plate-create', async () => {
    await page.viewport(1280, 800);
    start('/routes/7/show', server(PLANNER));
    await expect.poll(waypointValues).toEqual(['São Paulo, SP', 'Curitiba, PR']);
    await expect.element(page.getByRole('combobox', { name: 'Placa' })).toBeVisible();
    expect(page.getByRole('button', { name: 'Adicionar placa' }).elements()).toHaveLength(0);
  });
});
