import { AdminProviders, adminServices, PlateCreateForm } from '@freight/admin';
import { normalizePlate, plateCreateSchema, plateUpdateSchema } from '@freight/core';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { useAppServices } from '../app/AppServicesContext.tsx';
import { PAGES } from './page-registry.ts';
import { failure, pageOf, startTestApp, wrap } from '../test-support/fake-app.ts';
import type { FakeAnswer, FakeHandler, TestApp } from '../test-support/fake-app.ts';

interface Row {
  id: number;
  company_id: number;
  plate: string;
  brand: string;
  model: string;
  vehicle_type_pepsico: number;
  category: string;
  axis: number;
  rear_wheel_type: string;
  created_at: string;
  updated_at: string;
}

const COMPANIES = [
  { id: 1, name: 'Acme Transportes' },
  { id: 2, name: 'Beta Cargas' },
];

const TYPES = [
  {
    id: 1,
    name: 'Automóvel',
    numberAxlesPepsico: 2,
    pepsicoVehicleType: 'Auto',
    wheelTypePepsico: 'Simples',
  },
  {
    id: 5,
    name: 'Carreta 5 eixos',
    numberAxlesPepsico: 5,
    pepsicoVehicleType: 'Caminhao',
    wheelTypePepsico: 'Dupla',
  },
  {
    id: 6,
    name: 'Carreta 6 eixos',
    numberAxlesPepsico: 6,
    pepsicoVehicleType: 'Caminhao',
    wheelTypePepsico: 'Dupla',
  },
];

const plates = (): Row[] =>
  Array.from({ length: 12 }, (_, index) => ({
    id: index + 1,
    company_id: index === 1 ? 2 : 1,
    plate: `ABC${index}D${String(10 + index)}`.slice(0, 7),
    brand: 'Volvo',
    model: `FH ${500 + index}`,
    vehicle_type_pepsico: 6,
    category: 'truck',
    axis: 6,
    rear_wheel_type: 'Dupla',
    created_at: '2026-03-01T12:00:00.000Z',
    updated_at: '2026-03-02T09:08:07.000Z',
  }));

/** Releases the pending `POST /api/plates` (the test looks at the form while it waits). */
interface Gate {
  hold: boolean;
  release: () => void;
}

/**
 * A fake `/api/plates`: the list with the plate filter (case-insensitive substring, mask ignored) and
 * paging; a create or update checked with core's own body schemas (what the real server accepts), 409
 * for a plate already there; the tags of plate 3, a 502 for those of plate 4.
 */
function server(
  permissions: string[],
  rows: Row[],
  bodies: unknown[],
  gate?: Gate,
): Record<string, FakeHandler> {
  const auth = {
    token: 'tok-1',
    email: 'ana@acme.com.br',
    settings: { roles: ['admin'], permissions, companies: COMPANIES },
  };
  const refused = (result: {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  }) =>
    result.success
      ? null
      : ({
          status: 422,
          body: {
            success: false,
            statusCode: 422,
            message: 'Dados inválidos',
            details: Object.fromEntries(
              (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]),
            ),
          },
        } satisfies FakeAnswer);
  const row = (id: string | undefined) => rows.find((candidate) => String(candidate.id) === id);
  const idOf = (request: Request) => new URL(request.url).pathname.split('/').at(-1);
  const handlers: Record<string, FakeHandler> = {
    'GET /api/auth/validate': () => wrap(auth),
    'GET /api/me/list/companies': () => wrap(COMPANIES),
    'GET /api/vehicles/types': () => wrap(TYPES),
    'GET /api/plates': (request) => {
      const query = new URL(request.url).searchParams;
      const text = normalizePlate(query.get('plate') ?? '');
      const found = rows.filter((r) => r.plate.includes(text));
      return pageOf(query, found);
    },
    'POST /api/plates': async (request) => {
      const body: unknown = await request.json();
      bodies.push(body);
      if (gate?.hold) await new Promise<void>((resolve) => (gate.release = resolve));
      const parsed = plateCreateSchema.safeParse(body);
      const no = refused(parsed);
      if (no || !parsed.data) return no as FakeAnswer;
      if (rows.some((r) => r.plate === parsed.data.plate)) return failure(409, 'Placa já cadastrada.');
      const created = {
        ...parsed.data,
        id: 100 + rows.length,
        created_at: '2026-03-03T10:00:00.000Z',
        updated_at: '2026-03-03T10:00:00.000Z',
      };
      rows.push(created);
      return { status: 201, body: { ...wrap(created, 201).body, message: 'Placa adicionada com sucesso.' } };
    },
  };
  for (const id of rows.map((r) => r.id)) {
    handlers[`GET /api/plates/${id}`] = (request) => wrap(row(idOf(request)));
    handlers[`PUT /api/plates/${id}`] = async (request) => {
      const body: unknown = await request.json();
      bodies.push(body);
      const parsed = plateUpdateSchema.safeParse(body);
      const no = refused(parsed);
      if (no) return no;
      const found = row(idOf(request)) as Row;
      Object.assign(found, parsed.data);
      return { status: 200, body: { ...wrap(found).body, message: 'Registro atualizado com sucesso.' } };
    };
    handlers[`DELETE /api/plates/${id}`] = (request) => {
      rows.splice(rows.indexOf(row(idOf(request)) as Row), 1);
      return wrap(null);
    };
  }
  handlers['POST /api/plates/3'] = () => wrap(['ConectCar', 'Sem Parar']);
  handlers['POST /api/plates/4'] = () =>
    failure(502, 'Não foi possível consultar as tags da placa. Tente novamente mais tarde.');
  return handlers;
}

const ALL = ['plate-list', 'plate-show', 'plate-create', 'plate-edit', 'plate-delete', 'vehicle-type-list'];

let app: TestApp | null = null;

beforeEach(async () => {
  await page.viewport(1280, 800);
});

afterEach(() => {
  app?.stop();
  app = null;
});

function start(
  path: string,
  permissions: string[],
  rows = plates(),
  bodies: unknown[] = [],
  gate?: Gate,
  pages = PAGES,
): TestApp {
  app = startTestApp(path, server(permissions, rows, bodies, gate), { token: 'tok-1' }, pages);
  return app;
}

const field = (name: string) => page.getByRole('textbox', { name, exact: true });

/** Picks `label` in 'Tipo do veículo' by typing part of it (the select filters as typed). */
async function chooseType(typed: string, label: string) {
  await page.getByRole('combobox', { name: 'Tipo do veículo' }).fill(typed);
  await page.getByRole('option', { name: label }).click();
}

describe('admin: plates', () => {
  it('lists plates with their type and company by name, filters by plate and opens a plate', async () => {
    const started = start('/plates', ALL);
    await expect.element(page.getByText('ABC0D10')).toBeVisible();
    await expect.element(page.getByText('1-10 de 12')).toBeVisible();
    const second = page.getByRole('row', { name: /ABC1D11/ });
    await expect.element(second.getByText('Beta Cargas')).toBeVisible();
    await expect.element(second.getByText('Carreta 6 eixos')).toBeVisible();
    await expect.element(second.getByText('02/03/2026', { exact: false })).toBeVisible();
    for (const header of [
      'Placa',
      'Tipo do veículo',
      'Marca',
      'Modelo',
      'Eixos',
      'Empresa',
      'Atualizado em',
    ]) {
      await expect.element(page.getByRole('columnheader', { name: header })).toBeVisible();
    }
    await field('Placa').fill('c5-d');
    await expect.element(page.getByText('1-1 de 1')).toBeVisible();
    expect(started.calls).toContain('GET /api/plates?plate=c5-d&page=1&per_page=10');
    await page.getByText('ABC5D15').click();
    await expect.poll(() => app?.router.state.location.pathname).toBe('/plates/6/show');
  });

  it("creates a plate: a bad plate and a missing type are refused in the form, 'Tipo rodagem' follows the type, 'Carregando...' while saving", async () => {
    const rows = plates();
    const bodies: unknown[] = [];
    const gate: Gate = { hold: true, release: () => {} };
    start('/plates/create', ALL, rows, bodies, gate);
    await expect
      .element(page.getByRole('combobox', { name: 'Empresa' }))
      .toHaveTextContent('Acme Transportes');
    await field('Placa').fill('bra-2e1');
    await expect.element(field('Placa')).toHaveValue('BRA2E1');
    await field('Marca').fill('Fiat');
    await field('Modelo').fill('Strada');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect.element(page.getByText('Placa Inválida')).toBeVisible();
    await expect.element(page.getByText('Tipo inválido')).toBeVisible();
    expect(bodies).toHaveLength(0);
    expect(app?.router.state.location.pathname).toBe('/plates/create');
    await expect.element(field('Modelo')).toHaveValue('Strada');

    await field('Placa').fill('bra2e19x');
    await expect.element(field('Placa')).toHaveValue('BRA2E19');
    await chooseType('auto', 'Automóvel');
    const rearWheel = page.getByRole('combobox', { name: 'Tipo rodagem' });
    await expect.element(rearWheel).toHaveTextContent('Simples');
    await expect.element(rearWheel).toHaveAttribute('aria-disabled', 'true');
    await chooseType('5 eix', 'Carreta 5 eixos');
    await expect.element(rearWheel).not.toHaveAttribute('aria-disabled');
    await expect.element(rearWheel).toHaveTextContent('Dupla');

    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect.element(page.getByRole('button', { name: 'Carregando...' })).toBeDisabled();
    gate.release();
    const success = page.getByRole('dialog', { name: 'Sucesso' });
    await expect.element(success.getByText('Placa adicionada com sucesso.')).toBeVisible();
    expect(bodies).toEqual([
      {
        company_id: 1,
        plate: 'BRA2E19',
        brand: 'Fiat',
        model: 'Strada',
        vehicle_type_pepsico: 5,
        category: 'truck',
        axis: 5,
        rear_wheel_type: 'Dupla',
      },
    ]);
    expect(app?.router.state.location.pathname).toBe('/plates/create');
    await success.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => app?.router.state.location.pathname).toBe('/plates');
  });

  it("a plate the server refuses says 'Erro' with its message and keeps what was typed", async () => {
    start('/plates/create', ALL);
    await field('Placa').fill('ABC3D13');
    await chooseType('Auto', 'Automóvel');
    await field('Marca').fill('Fiat');
    await field('Modelo').fill('Uno');
    await page.getByRole('button', { name: 'Salvar' }).click();
    const outcome = page.getByRole('dialog', { name: 'Erro' });
    await expect.element(outcome.getByText('Placa já cadastrada.')).toBeVisible();
    await outcome.getByRole('button', { name: 'OK' }).click();
    await expect.element(field('Placa')).toHaveValue('ABC3D13');
    await expect.element(field('Modelo')).toHaveValue('Uno');
    expect(app?.router.state.location.pathname).toBe('/plates/create');
  });

  it('edits a plate (the body the server accepts) and deletes it from the list after a confirmation', async () => {
    const rows = plates();
    const bodies: unknown[] = [];
    start('/plates/3/edit', ALL, rows, bodies);
    await expect.element(field('Modelo')).toHaveValue('FH 502');
    await expect
      .element(page.getByRole('combobox', { name: 'Tipo do veículo' }))
      .toHaveValue('Carreta 6 eixos');
    await field('Modelo').fill('FH 540');
    await page.getByRole('button', { name: 'Salvar' }).click();
    const success = page.getByRole('dialog', { name: 'Sucesso' });
    await expect.element(success.getByText('Registro atualizado com sucesso.')).toBeVisible();
    expect(bodies).toEqual([
      {
        company_id: 1,
        plate: 'ABC2D12',
        brand: 'Volvo',
        model: 'FH 540',
        vehicle_type_pepsico: 6,
        category: 'truck',
        axis: 6,
        rear_wheel_type: 'Dupla',
      },
    ]);
    await success.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => app?.router.state.location.pathname).toBe('/plates');
    await page
      .getByRole('row', { name: /ABC2D12/ })
      .getByRole('button', { name: 'Excluir' })
      .click();
    await expect.element(page.getByRole('dialog')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
    await expect.poll(() => rows.some((row) => row.id === 3)).toBe(false);
  });

  it('shows a plate with its toll tags, and tags it could not read as unknown', async () => {
    start('/plates/3/show', ALL);
    await expect.element(page.getByText('ABC2D12')).toBeVisible();
    await expect.element(page.getByText('Carreta 6 eixos')).toBeVisible();
    await expect.element(page.getByText('Caminhão')).toBeVisible();
    await expect.element(page.getByTestId('plate-tags').getByText('ConectCar')).toBeVisible();
    await expect.element(page.getByTestId('plate-tags').getByText('Sem Parar')).toBeVisible();
    await page.getByRole('link', { name: 'Editar' }).click();
    await expect.poll(() => app?.router.state.location.pathname).toBe('/plates/3/edit');
    app?.stop();

    start('/plates/4/show', ALL);
    await expect.element(page.getByText('ABC3D13')).toBeVisible();
    await expect
      .element(page.getByTestId('plate-tags-unknown'))
      .toHaveTextContent(
        'Tags desconhecidas: Não foi possível consultar as tags da placa. Tente novamente mais tarde.',
      );
    expect(page.getByText('Nenhuma tag de pedágio.').elements()).toHaveLength(0);
  });

  it('without plate-delete, plate-create nor plate-edit there is no delete, add nor edit button', async () => {
    start('/plates', ['plate-list', 'plate-show', 'vehicle-type-list']);
    await expect.element(page.getByText('ABC0D10')).toBeVisible();
    expect(page.getByRole('button', { name: 'Excluir' }).elements()).toHaveLength(0);
    expect(page.getByRole('link', { name: 'Adicionar' }).elements()).toHaveLength(0);
    await page.getByText('ABC0D10').click();
    await expect.element(page.getByTestId('plate-tags-unknown')).toBeVisible();
    expect(page.getByRole('link', { name: 'Editar' }).elements()).toHaveLength(0);
  });

  it("in dialog mode the form hands the new plate to its host after 'Sucesso' instead of leaving", async () => {
    function DialogHost() {
      const { api, session } = useAppServices();
      const [created, setCreated] = useState<string | null>(null);
      return (
        <AdminProviders services={adminServices(api, session)}>
          <p data-testid="created">{created ?? 'nenhuma'}</p>
          <PlateCreateForm mode="dialog" onCreated={(plate) => setCreated(`${plate.id} ${plate.plate}`)} />
        </AdminProviders>
      );
    }
    start('/', ALL, plates(), [], undefined, { ...PAGES, home: DialogHost });
    await field('Placa').fill('QWE3R45');
    await chooseType('Auto', 'Automóvel');
    await field('Marca').fill('Fiat');
    await field('Modelo').fill('Strada');
    await page.getByRole('button', { name: 'Salvar' }).click();
    const success = page.getByRole('dialog', { name: 'Sucesso' });
    await expect.element(success.getByText('Placa adicionada com sucesso.')).toBeVisible();
    await expect.element(page.getByTestId('created')).toHaveTextContent('nenhuma');
    await success.getByRole('button', { name: 'OK' }).click();
    await expect.element(page.getByTestId('created')).toHaveTextContent('112 QWE3R45');
    expect(app?.router.state.location.pathname).toBe('/');
  });
});
