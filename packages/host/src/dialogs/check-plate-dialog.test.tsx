import { BUILTIN_SUPPLIER_NOTICE, PLATE_CHECK_UNKNOWN_PLATE_MESSAGE } from '@freight/core';
import type { PlateCheckAnswer, PlateCheckProvider } from '@freight/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { PAGES } from '../pages/page-registry.ts';
import { failure, pageOf, startTestApp, wrap } from '../test-support/fake-app.ts';
import type { FakeAnswer, FakeHandler, TestApp } from '../test-support/fake-app.ts';

const COMPANIES = [{ id: 1, name: 'Acme Transportes', settings: { vpo_allow_select_tag: false } }];

const answer = (
  provider: PlateCheckProvider,
  answered: boolean,
  has_tag: boolean | null,
  message: string,
): PlateCheckAnswer => ({ provider, answered, has_tag, message });

/** A check of ABC1D23: ConectCar has the tag, Move Mais and Sem Parar do not, Veloe did not answer. */
const CHECKED = {
  id: 41,
  plate: 'ABC1D23',
  conectcar: true,
  movemais: false,
  semparar: false,
  veloe: false,
  answers: [
    answer('conectcar', true, true, 'Tag ativa'),
    answer('movemais', true, false, 'Sem tag'),
    answer('semparar', true, false, 'Tag bloqueada'),
    answer('veloe', false, null, 'Tempo esgotado'),
  ],
  source: 'target',
  checked_at: '2026-08-05T02:30:00Z',
};

/** The built-in source's answer for a plate the company does not have. */
const UNKNOWN = {
  ...CHECKED,
  conectcar: false,
  answers: (['conectcar', 'movemais', 'semparar', 'veloe'] as const).map((provider) =>
    answer(provider, false, null, PLATE_CHECK_UNKNOWN_PLATE_MESSAGE),
  ),
  source: 'builtin',
};

const PLATES = [
  { id: 3, plate: 'ABC1D23', company_id: 1, category: 'truck', axis: 6, rear_wheel_type: 'Dupla' },
  { id: 4, plate: 'XYZ9A88', company_id: 1, category: 'truck', axis: 3, rear_wheel_type: 'Dupla' },
];

const ROUTE = {
  id: 7,
  slug: 'SP-CWB',
  company_id: 1,
  distance: 408.7,
  time: 19_800,
  type: 'efficient',
  waypoints: JSON.stringify(['São Paulo, SP', 'Curitiba, PR']),
};

const ADMIN_PLATE = {
  id: 3,
  company_id: 1,
  plate: 'ABC1D23',
  brand: 'Volvo',
  model: 'FH 540',
  vehicle_type_pepsico: 6,
  category: 'truck',
  axis: 6,
  rear_wheel_type: 'Dupla',
  created_at: '2026-03-01T12:00:00.000Z',
  updated_at: '2026-03-02T09:08:07.000Z',
};

/** The fake API; `check` answers `POST /api/plates-osa/check-one` and records the plates asked. */
function server(
  permissions: string[],
  check: (plate: string) => FakeAnswer | Promise<FakeAnswer>,
  asked: string[] = [],
): Record<string, FakeHandler> {
  const auth = {
    token: 'tok-1',
    email: 'ana@acme.com.br',
    settings: { roles: ['operator'], permissions, companies: COMPANIES },
  };
  return {
    'GET /api/auth/validate': () => wrap(auth),
    'GET /api/me/list/companies': () => wrap(COMPANIES),
    'GET /api/me/list/plates': () => wrap(PLATES),
    'GET /api/me/list/shippers': () => wrap([]),
    'GET /api/me/list/cost-centers': () => wrap([]),
    'GET /api/vpo/suppliers': () =>
      wrap([{ kind: 'builtin', label: 'Pagamento próprio', notice: BUILTIN_SUPPLIER_NOTICE }]),
    'GET /api/routes': (request) => pageOf(new URL(request.url).searchParams, [ROUTE]),
    'GET /api/routes/7': () => wrap(ROUTE),
    'POST /api/plates/3': () => wrap(['Sem Parar']),
    'GET /api/plates': (request) => pageOf(new URL(request.url).searchParams, [ADMIN_PLATE]),
    'GET /api/plates/3': () => wrap(ADMIN_PLATE),
    'GET /api/vehicles/types': () => wrap([]),
    'POST /api/plates-osa/check-one': async (request) => {
      const body = (await request.json()) as { plate: string };
      asked.push(body.plate);
      return check(body.plate);
    },
  };
}

const ALL = ['plate-check', 'route-list', 'vpo-buy', 'plate-list', 'plate-show'];

let app: TestApp | null = null;

beforeEach(async () => {
  await page.viewport(1280, 900);
});

afterEach(() => {
  app?.stop();
  app = null;
});

function start(
  path: string,
  check: (plate: string) => FakeAnswer | Promise<FakeAnswer> = () => wrap(CHECKED),
  permissions = ALL,
  asked: string[] = [],
): TestApp {
  app = startTestApp(path, server(permissions, check, asked), { token: 'tok-1' }, PAGES);
  return app;
}

const dialog = () => page.getByRole('dialog', { name: 'Consultar placa' });
const plateField = () => dialog().getByRole('textbox', { name: 'Placa' });
const checkButton = () => dialog().getByRole('button', { name: 'Consultar', exact: true });
const menuEntry = () =>
  page.getByRole('navigation', { name: 'Menu principal' }).getByRole('button', { name: 'Consultar placa' });

/** The result table's rows, as their cells' texts. */
const resultRows = () =>
  dialog()
    .getByRole('row')
    .elements()
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('check-plate: the plate check dialog', () => {
  it("opens from the main menu's 'Consultar placa' and checks the plate: a table of the four providers", async () => {
    const asked: string[] = [];
    const started = start('/', () => wrap(CHECKED), ALL, asked);
    await menuEntry().click();
    await expect.element(dialog()).toBeVisible();
    expect(new URLSearchParams(started.router.state.location.search).get('ds')).toBe('check-plate');
    await plateField().fill('abc1d23');
    await expect.element(plateField()).toHaveValue('ABC1D23');
    await checkButton().click();
    await expect.element(dialog().getByRole('table')).toBeVisible();
    expect(resultRows()).toEqual([
      ['Operadora', 'Tag', 'Mensagem'],
      ['ConectCar', 'Sim', 'Tag ativa'],
      ['Move Mais', 'Não', 'Sem tag'],
      ['Sem Parar', 'Não', 'Tag bloqueada'],
      ['Veloe', 'Sem resposta', 'Tempo esgotado'],
    ]);
    await expect.element(dialog().getByTestId('plate-check-of')).toHaveTextContent('ABC1D23');
    await expect.element(dialog().getByTestId('plate-check-of')).toHaveTextContent('04/08/2026 23:30:00');
    expect(asked).toEqual(['ABC1D23']);
  });

  it('requires a plate in the old or Mercosul format, upper-cases it and keeps at most 7 characters', async () => {
    const asked: string[] = [];
    start('/?ds=check-plate', () => wrap(CHECKED), ALL, asked);
    await checkButton().click();
    await expect.element(dialog().getByText('Esse campo é obrigatório')).toBeVisible();
    await plateField().fill('ab12');
    await checkButton().click();
    await expect.element(dialog().getByText('Placa Inválida')).toBeVisible();
    await expect.element(plateField()).toHaveValue('AB12');
    await plateField().fill('');
    await userEvent.type(plateField(), 'bra2e19x');
    await expect.element(plateField()).toHaveValue('BRA2E19');
    expect(asked).toEqual([]);
  });

  it("shows 'Consultando placa...' over the dialog while the server answers", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    start('/?ds=check-plate', async () => {
      await held;
      return wrap(CHECKED);
    });
    await plateField().fill('ABC1D23');
    await checkButton().click();
    await expect.element(dialog().getByRole('status')).toHaveTextContent('Consultando placa...');
    await expect.element(dialog().getByRole('status')).toBeVisible();
    release();
    await expect.element(dialog().getByRole('table')).toBeVisible();
    expect(dialog().getByRole('status').elements()).toHaveLength(0);
  });

  it("says 'Nenhum resultado encontrado para essa placa' in red for a plate the company does not have", async () => {
    start('/?ds=check-plate', () => wrap(UNKNOWN));
    await plateField().fill('ZZZ9Z99');
    await checkButton().click();
    const none = dialog().getByText('Nenhum resultado encontrado para essa placa');
    await expect.element(none).toBeVisible();
    expect(getComputedStyle(none.element()).color).toBe('rgb(211, 47, 47)');
    expect(dialog().getByRole('table').elements()).toHaveLength(0);
  });

  it.each([
    ['a failure the server answers in data.mensagem', () => wrap({ mensagem: 'Fornecedor indisponível.' })],
    ['an HTTP error', () => failure(502, 'Fornecedor indisponível.')],
  ])("%s: 'Erro' with the server's message and OK; the plate stays typed", async (_, check) => {
    start('/?ds=check-plate', check);
    await plateField().fill('ABC1D23');
    await checkButton().click();
    const error = page.getByRole('dialog', { name: 'Erro' });
    await expect.element(error).toBeVisible();
    await expect.element(error).toHaveTextContent('Fornecedor indisponível.');
    await error.getByRole('button', { name: 'OK' }).click();
    await expect.element(error).not.toBeInTheDocument();
    await expect.element(plateField()).toHaveValue('ABC1D23');
  });

  it("a plate the server refuses (422) shows the server's message on the field", async () => {
    start('/?ds=check-plate', () => ({
      status: 422,
      body: {
        success: false,
        statusCode: 422,
        message: 'Dados inválidos. Verifique os campos informados.',
        details: { plate: 'Placa recusada pelo servidor' },
      },
    }));
    await plateField().fill('ABC1D23');
    await checkButton().click();
    await expect.element(dialog().getByText('Placa recusada pelo servidor')).toBeVisible();
    await expect.element(plateField()).toHaveValue('ABC1D23');
  });

  it('is persistent: neither the backdrop nor Escape closes it, Fechar does', async () => {
    const started = start('/?ds=check-plate');
    await plateField().fill('ABC1D23');
    const container = document.querySelector('[data-dialog="check-plate"] .MuiDialog-container');
    expect(container).not.toBeNull();
    container?.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    container?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await userEvent.keyboard('{Escape}');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect.element(dialog()).toBeVisible();
    await expect.element(plateField()).toHaveValue('ABC1D23');
    await dialog().getByRole('button', { name: 'Fechar' }).click();
    await expect.element(dialog()).not.toBeInTheDocument();
    expect(started.router.state.location.search).toBe('');
  });

  it('without plate-check: no menu entry and no dialog', async () => {
    start('/?ds=check-plate', () => wrap(CHECKED), ['route-list', 'plate-check-list']);
    await expect.element(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'Início' })).toBeVisible();
    expect(menuEntry().elements()).toHaveLength(0);
    expect(dialog().elements()).toHaveLength(0);
  });

  it("the VPO form's 'Consultar placa' opens it with the chosen plate", async () => {
    start('/vpo/7');
    await page.getByRole('combobox', { name: 'Placa' }).click();
    await page.getByRole('option', { name: 'XYZ9A88', exact: true }).click();
    await page.getByRole('main').getByRole('button', { name: 'Consultar placa' }).click();
    await expect.element(plateField()).toHaveValue('XYZ9A88');
    app?.stop();
    start('/vpo/7', () => wrap(CHECKED), ['route-list', 'vpo-buy']);
    await expect.element(page.getByRole('combobox', { name: 'Placa' })).toBeVisible();
    expect(page.getByRole('button', { name: 'Consultar placa' }).elements()).toHaveLength(0);
  });

  it("the admin plate page's 'Consultar placa' opens it with that plate", async () => {
    start('/plates/3/show');
    await page.getByRole('main').getByRole('button', { name: 'Consultar placa' }).click();
    await expect.element(plateField()).toHaveValue('ABC1D23');
    await checkButton().click();
    await expect.element(dialog().getByRole('table')).toBeVisible();
    app?.stop();
    start('/plates');
    const row = page.getByRole('row').filter({ hasText: 'ABC1D23' });
    await row.getByRole('button', { name: 'Consultar placa' }).click();
    await expect.element(plateField()).toHaveValue('ABC1D23');
    app?.stop();
    start('/plates/3/show', () => wrap(CHECKED), ['plate-list', 'plate-show']);
    await expect.element(page.getByText('FH 540')).toBeVisible();
    expect(page.getByRole('button', { name: 'Consultar placa' }).elements()).toHaveLength(0);
  });
});
