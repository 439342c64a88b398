import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { PAGES } from './page-registry.ts';
import { startTestApp, wrap } from '../test-support/fake-app.ts';
import type { FakeHandler, TestApp } from '../test-support/fake-app.ts';

interface Stored {
  target_enabled: boolean;
  target_url: string | null;
  target_login: string | null;
  password: string | null;
}

const company = {
  id: 1,
  name: 'Acme Transportes',
  legal_name: 'Acme Transportes Ltda',
  cnpj: '11222333000181',
  settings: {
    allow_create_route: true,
    vpo_allow_select_tag: false,
    primary_color: '#1565c0',
    primary_color_is_dark: true,
    logo: '/app/logo.svg',
  },
  subscription_status: 'active',
  route_quota_per_day: null,
  created_at: '2026-03-02T13:04:05.000Z',
  updated_at: '2026-03-02T13:04:05.000Z',
};

const INCOMPLETE = 'Informe o endereço, o usuário e a senha da Target para habilitá-la.';

/** A fake company 1 with its `/plate-check-source`; records the bodies its PUT was sent. */
function server(permissions: string[], stored: Stored, bodies: Record<string, unknown>[]) {
  const answer = () => ({
    company_id: 1,
    target_enabled: stored.target_enabled,
    target_url: stored.target_url,
    target_login: stored.target_login,
    has_password: stored.password !== null,
    updated_at: null,
  });
  const routes: Record<string, FakeHandler> = {
    'GET /api/auth/validate': () =>
      wrap({
        token: 'tok-1',
        email: 'ana@acme.com.br',
        settings: { roles: ['admin'], permissions, companies: [{ id: 1, name: 'Acme Transportes' }] },
      }),
    'GET /api/companies/1': () => wrap(company),
    'GET /api/companies/1/vpo-supplier': () =>
      wrap({
        company_id: 1,
        semparar_enabled: false,
        semparar_url: null,
        semparar_cnpj: null,
        semparar_login: null,
        has_password: false,
        updated_at: null,
      }),
    'GET /api/companies/1/plate-check-source': () => wrap(answer()),
    'PUT /api/companies/1/plate-check-source': async (request) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      if (body.target_enabled === true && !body.target_password && stored.password === null) {
        return {
          status: 422,
          body: {
            success: false,
            statusCode: 422,
            message: 'Dados inválidos',
            details: { target_enabled: INCOMPLETE },
          },
        };
      }
      Object.assign(stored, {
        target_enabled: body.target_enabled,
        target_url: body.target_url || null,
        target_login: body.target_login || null,
      });
      if (body.target_password) stored.password = String(body.target_password);
      return {
        status: 200,
        body: { ...wrap(answer()).body, message: 'Configuração da consulta de placas salva.' },
      };
    },
  };
  return routes;
}

const ADMIN = ['company-list', 'company-show', 'company-edit', 'company-settings'];

let app: TestApp | null = null;

beforeEach(async () => {
  await page.viewport(1280, 900);
});

afterEach(() => {
  app?.stop();
  app = null;
});

function start(permissions: string[], stored: Stored, bodies: Record<string, unknown>[] = []) {
  app = startTestApp('/companies/1/edit', server(permissions, stored, bodies), { token: 'tok-1' }, PAGES);
  return app;
}

const NOTHING: Stored = { target_enabled: false, target_url: null, target_login: null, password: null };

const section = () => page.getByRole('region', { name: 'Consulta de placas' });
const builtin = () => section().getByRole('radio', { name: 'Tags cadastradas na empresa' });
const target = () => section().getByRole('radio', { name: 'Target' });
const save = () => section().getByRole('button', { name: 'Salvar consulta de placas' }).click();

describe('admin: a company plate-check source', () => {
  it('shows the built-in source by default, without the Target fields', async () => {
    start(ADMIN, { ...NOTHING });
    await expect.element(builtin()).toBeChecked();
    await expect.element(target()).not.toBeChecked();
    expect(section().getByRole('textbox', { name: 'Endereço do serviço' }).query()).toBeNull();
  });

  it('switching to Target requires the address and the user, then saves the body sent', async () => {
    const stored: Stored = { ...NOTHING };
    const bodies: Record<string, unknown>[] = [];
    start(ADMIN, stored, bodies);
    await target().click();
    await save();
    await expect.element(section().getByText('Esse campo é obrigatório').first()).toBeVisible();
    expect(section().getByText('Esse campo é obrigatório').all()).toHaveLength(2);
    expect(bodies).toEqual([]);
    await section().getByRole('textbox', { name: 'Endereço do serviço' }).fill('https://target.example/ws');
    await section().getByRole('textbox', { name: 'Usuário' }).fill('acme');
    await section().getByLabelText('Senha', { exact: true }).fill('segredo');
    await save();
    await expect.element(section().getByText('Configuração da consulta de placas salva.')).toBeVisible();
    expect(bodies).toEqual([
      {
        target_enabled: true,
        target_url: 'https://target.example/ws',
        target_login: 'acme',
        target_password: 'segredo',
      },
    ]);
    await expect.element(target()).toBeChecked();
    await expect.element(section().getByText(/Senha salva/)).toBeVisible();
    await expect.element(section().getByLabelText('Senha', { exact: true })).toHaveValue('');
  });

  it('the saved password is never displayed: a blank one keeps it, a typed one replaces it', async () => {
    const stored: Stored = {
      target_enabled: true,
      target_url: 'https://target.example/ws',
      target_login: 'acme',
      password: 'segredo',
    };
    const bodies: Record<string, unknown>[] = [];
    start(ADMIN, stored, bodies);
    await expect.element(target()).toBeChecked();
    await expect
      .element(section().getByRole('textbox', { name: 'Endereço do serviço' }))
      .toHaveValue('https://target.example/ws');
    await expect.element(section().getByRole('textbox', { name: 'Usuário' })).toHaveValue('acme');
    await expect.element(section().getByLabelText('Senha', { exact: true })).toHaveValue('');
    await expect.element(section().getByText(/Senha salva/)).toBeVisible();
    expect(document.body.innerHTML).not.toContain('segredo');
    await section().getByRole('textbox', { name: 'Usuário' }).fill('acme2');
    await save();
    await expect.poll(() => bodies.length).toBe(1);
    expect(bodies[0]).toMatchObject({ target_login: 'acme2', target_password: '' });
    expect(stored.password).toBe('segredo');
    await section().getByLabelText('Senha', { exact: true }).fill('nova-senha');
    await save();
    await expect.poll(() => bodies.length).toBe(2);
    expect(bodies[1]).toMatchObject({ target_password: 'nova-senha' });
    expect(stored.password).toBe('nova-senha');
    await builtin().click();
    await save();
    await expect.poll(() => bodies.length).toBe(3);
    expect(bodies[2]).toMatchObject({ target_enabled: false, target_url: 'https://target.example/ws' });
  });

  it("a refusal shows the server's message and keeps what was typed", async () => {
    const bodies: Record<string, unknown>[] = [];
    start(ADMIN, { ...NOTHING }, bodies);
    await target().click();
    await section().getByRole('textbox', { name: 'Endereço do serviço' }).fill('https://target.example/ws');
    await section().getByRole('textbox', { name: 'Usuário' }).fill('acme');
    await save();
    await expect.element(section().getByText(INCOMPLETE)).toBeVisible();
    await expect.element(section().getByRole('alert')).toHaveTextContent('Dados inválidos');
    expect(bodies).toHaveLength(1);
    await expect.element(target()).toBeChecked();
    await expect
      .element(section().getByRole('textbox', { name: 'Endereço do serviço' }))
      .toHaveValue('https://target.example/ws');
    await expect.element(section().getByRole('textbox', { name: 'Usuário' })).toHaveValue('acme');
  });

  it('without company-settings the section is not there and nothing is asked', async () => {
    const started = start(['company-list', 'company-show', 'company-edit'], { ...NOTHING });
    await expect.element(page.getByRole('textbox', { name: 'Razão social' })).toBeVisible();
    expect(section().query()).toBeNull();
    expect(started.calls.some((call) => call.includes('plate-check-source'))).toBe(false);
  });
});
